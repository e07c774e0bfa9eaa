import { useLocation } from "@remix-run/react";
import { useLanguage } from "~/lib/i18n/use-strings";

/**
 * The other language, named in its own script. A plain link (a whole page load, no JavaScript
 * needed): /language sets the cookie and brings the shopper back to this page.
 */
export function LanguageSwitch() {
  const other = useLanguage() === "ur" ? "en" : "ur";
  const { pathname, search } = useLocation();
  return (
    <a
      href={`/language?lng=${other}&redirectTo=${encodeURIComponent(pathname + search)}`}
      lang={other}
      className="rounded-md p-2 text-sm text-ink hover:bg-stone-100"
    >
      {other === "ur" ? "اردو" : "English"}
    </a>
  );
}
