/** The shop's languages (contract/languages.ts): which way each reads, and how Intl formats it. */
import { defaultLanguage, type Language } from "../../../contract/languages";
export { defaultLanguage, isLanguage, languages, type Language } from "../../../contract/languages";

/** `?lng=ur` names a page's language in its URL: the Urdu pages' canonical URLs carry it. */
export const LANGUAGE_PARAM = "lng";

export function textDirection(language: Language): "ltr" | "rtl" {
  return language === "ur" ? "rtl" : "ltr";
}

/** Urdu numbers keep Western digits (what Pakistani price tags, phones and receipts use). */
export function intlLocale(language: Language): string {
  return language === "ur" ? "ur-PK-u-nu-latn" : "en-PK";
}

/** The page at `pathAndQuery` in `language`: English without `lng`, the others with `?lng=`. */
export function localizedPath(pathAndQuery: string, language: Language): string {
  const url = new URL(pathAndQuery, "http://same-site.invalid");
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language !== defaultLanguage) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.pathname + url.search;
}
