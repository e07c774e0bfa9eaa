import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";

export const meta: MetaFunction = () => [
  { title: "Cookware.pk — Premium handi, karahi and cookware" },
  { name: "description", content: "Shop premium handi, karahi, non-stick and cast-iron cookware with cash on delivery across Pakistan." },
];

export default function HomePage() {
  return (
    <div className="page">
      <h1 className="page-title">Welcome</h1>
      <p className="mt-3 max-w-2xl text-muted">Premium cookware for every Pakistani kitchen.</p>
      <Link to="/products" className="btn-primary mt-6">
        Shop Now
      </Link>
    </div>
  );
}
