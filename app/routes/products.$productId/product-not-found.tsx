import { Link } from "@remix-run/react";
import { useStrings } from "~/lib/i18n/use-strings";

export function ProductNotFound() {
  const t = useStrings("errors");
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center">
        <h1 className="font-display text-3xl font-bold">{t["error.productNotFoundTitle"]}</h1>
        <p className="mt-3 text-muted">{t["error.productNotFoundText"]}</p>
        <Link to="/products" className="btn-primary mt-6">
          {t["error.backToProducts"]}
        </Link>
      </div>
    </div>
  );
}
