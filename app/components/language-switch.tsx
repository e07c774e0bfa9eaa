import { useLocation } from "@remix-run/react";
import { languageNames, languages, languageSwitchHref } from "~/lib/i18n/languages";
import { useLanguage } from "~/lib/i18n/use-strings";

/**
 * The other language, named in its own script. A plain link (a whole page load, no JavaScript
 * needed): /language sets the cookie and brings the shopper back to this page.
 */
export function LanguageSwitch() {
  const current = useLanguage();
  const { pathname, search } = useLocation();
  const other = languages.find((language) => language !== current) ?? current;
  return (
    <a
      href={languageSwitchHref(other, pathname + search)}
      lang={other}
      hrefLang={other}
      className="rounded-md px-2 py-2 text-sm font-medium text-ink hover:bg-stone-100"
    >
      {languageNames[other]}
    </a>
  );
}
