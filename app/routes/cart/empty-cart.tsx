import { Link } from "@remix-run/react";
import { cartText } from "~/lib/cart/cart";

export function EmptyCart() {
  return (
    <div className="card mt-8 flex flex-col items-center gap-4 py-12 text-center">
      <h2 className="text-lg font-semibold">{cartText.empty}</h2>
      <Link to="/products" className="btn-primary">
        Continue Shopping
      </Link>
    </div>
  );
}
