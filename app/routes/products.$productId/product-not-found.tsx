import { Link } from "@remix-run/react";
import { PRODUCT_NOT_FOUND } from "../../../contract/messages";

export function ProductNotFound() {
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center">
        <h1 className="font-display text-3xl font-bold">{PRODUCT_NOT_FOUND}</h1>
        <p className="mt-3 text-muted">This product does not exist or is no longer sold.</p>
        <Link to="/products" className="btn-primary mt-6">
          Back to Products
        </Link>
      </div>
    </div>
  );
}
