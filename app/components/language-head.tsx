import { useLocation } from "@remix-run/react";
import { defaultLanguage, languages, localizedPath, type Language } from "~/lib/i18n/languages";
import { URDU_FONT_URL } from "~/lib/i18n/urdu-font";

/**
 * The head's language links: each language's address of this page for search engines (English
 * without `?lng=`, Urdu with `?lng=ur`), the canonical one for the language shown, and on Urdu
 * pages only, the Urdu font fetched with the HTML so the text does not wait for the stylesheet.
 */
export function LanguageHead({ language, origin }: { language: Language; origin: string }) {
  const { pathname, search } = useLocation();
  const here = pathname + search;
  return (
    <>
      <link rel="canonical" href={origin + localizedPath(here, language)} />
      {languages.map((alternate) => (
        <link key={alternate} rel="alternate" hrefLang={alternate} href={origin + localizedPath(here, alternate)} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={origin + localizedPath(here, defaultLanguage)} />
      {language === "ur" ? <link rel="preload" as="font" type="font/woff2" href={URDU_FONT_URL} crossOrigin="anonymous" /> : null}
    </>
  );
}
