import { Link } from "@remix-run/react";
import { useStrings } from "~/lib/i18n/use-strings";

export function Breadcrumb({ current }: { current: string }) {
  const t = useStrings("product");
  return (
    <nav aria-label={t.breadcrumb} className="text-sm text-muted">
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <Link to="/home" className="hover:text-brand-700 hover:underline">
            {t.home}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/products" className="hover:text-brand-700 hover:underline">
            {t.products}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-ink">
          {current}
        </li>
      </ol>
    </nav>
  );
}
