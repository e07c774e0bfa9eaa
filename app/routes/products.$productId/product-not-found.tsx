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

/** An archived product's page (410): it was sold here, and the shopper is offered the way onward. */
export function ProductGone() {
  const t = useStrings("errors");
  return (
    <div className="page">
      <div className="card mx-auto max-w-xl text-center">
        <h1 className="font-display text-3xl font-bold">{t["error.productGoneTitle"]}</h1>
        <p className="mt-3 text-muted">{t["error.productGoneText"]}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          <Link to="/products" className="btn-primary">
            {t["error.backToProducts"]}
          </Link>
          <Link to="/collections/bestsellers" className="btn-secondary">
            {t["error.seeBestSellers"]}
          </Link>
        </div>
      </div>
    </div>
  );
}
