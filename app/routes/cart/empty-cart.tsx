import { Link } from "@remix-run/react";
import { useStrings } from "~/lib/i18n/use-strings";

export function EmptyCart() {
  const t = useStrings("cart");
  return (
    <div className="card mt-8 flex flex-col items-center gap-4 py-12 text-center">
      <h2 className="text-lg font-semibold">{useStrings("messages")["cart.empty"]}</h2>
      <Link to="/products" className="btn-primary">
        {t.continueShopping}
      </Link>
    </div>
  );
}
