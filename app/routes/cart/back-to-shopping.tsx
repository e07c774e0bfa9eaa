import { Link } from "@remix-run/react";
import { useStepBack } from "~/components/profile/back-link";

export function BackToShopping() {
  return (
    <Link to="/products" className="btn-ghost -ml-4" onClick={useStepBack()}>
      ← Back to shopping
    </Link>
  );
}
