/** The shop's languages: what a page may be rendered in, which way it reads, and how Intl formats it. */
export const languages = ["en", "ur"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

/** `?lng=ur` names a page's language in its URL: the Urdu pages' canonical URLs carry it. */
export const LANGUAGE_PARAM = "lng";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

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
