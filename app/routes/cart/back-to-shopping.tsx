import { Link } from "@remix-run/react";
import { useStepBack } from "~/components/profile/back-link";
import { useStrings } from "~/lib/i18n/use-strings";

export function BackToShopping() {
  return (
    <Link to="/products" className="btn-ghost -ms-4" onClick={useStepBack()}>
      <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
        ←
      </span>{" "}
      {useStrings("cart").backToShopping}
    </Link>
  );
}
