import { Link } from "@remix-run/react";
import { useStrings } from "~/lib/i18n/use-strings";

export function EmptyCart() {
  const t = useStrings("checkout");
  return (
    <div className="card mt-8 max-w-xl text-center">
      <h2 className="text-xl font-semibold">{useStrings("messages")["cart.empty"]}</h2>
      <p className="mt-2 text-muted">{t.emptyHint}</p>
      <Link to="/products" className="btn-primary mt-6">
        {useStrings("cart").continueShopping}
      </Link>
    </div>
  );
}
