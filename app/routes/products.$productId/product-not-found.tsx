import { Link } from "@remix-run/react";

export function ProductNotFound() {
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center">
        <h1 className="font-display text-3xl font-bold">Product not found</h1>
        <p className="mt-3 text-muted">This product does not exist or is no longer sold.</p>
        <Link to="/products" className="btn-primary mt-6">
          Back to Products
        </Link>
      </div>
    </div>
  );
}
