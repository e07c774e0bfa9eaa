import { PageLink } from "~/components/ui/page-link";
import { useLanguage, useStrings } from "~/lib/i18n/use-strings";
import { MemoizedMarkup } from "~/lib/render/markup-memo";

export function Breadcrumb({ current, lang }: { current: string; lang: string }) {
  const t = useStrings("product");
  // Written once per product name and language on the server (its links are plain page links).
  return (
    <MemoizedMarkup as="nav" aria-label={t.breadcrumb} className="text-sm text-muted" memoKey={`breadcrumb ${useLanguage()} ${current}`}>
      <ol className="flex flex-wrap items-center gap-2">
        <li>
          <PageLink to="/home" className="hover:text-brand-700 hover:underline">
            {t.home}
          </PageLink>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <PageLink to="/products" className="hover:text-brand-700 hover:underline">
            {t.products}
          </PageLink>
        </li>
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-medium text-ink">
          <span lang={lang} dir="auto">
            {current}
          </span>
        </li>
      </ol>
    </MemoizedMarkup>
  );
}
