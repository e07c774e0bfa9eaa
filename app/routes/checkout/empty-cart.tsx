import { Link } from "@remix-run/react";

export function EmptyCart() {
  return (
    <div className="card mt-8 max-w-xl text-center">
      <h2 className="text-xl font-semibold">Your cart is empty</h2>
      <p className="mt-2 text-muted">Add some cookware to your cart before checking out.</p>
      <Link to="/products" className="btn-primary mt-6">
        Continue Shopping
      </Link>
    </div>
  );
}
