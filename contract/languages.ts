/**
 * The shop's languages, on both halves: the storefront renders pages in them, the backend writes
 * emails in them (`language` on the place-order and account bodies) and keeps a shopper's choice on
 * the profile. No zod here: the browser's script imports this file (contract/language-fields.ts has
 * the schemas).
 */
export const languages = ["en", "ur"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** `?lng=ur` names a page's language in its URL: the Urdu pages' canonical URLs carry it, and so do the links of Urdu emails. */
export const LANGUAGE_PARAM = "lng";

/** The page at `pathAndQuery` in `language`: English without `lng`, the others with `?lng=`. */
export function localizedPath(pathAndQuery: string, language: Language): string {
  const url = new URL(pathAndQuery, "http://same-site.invalid");
  url.searchParams.delete(LANGUAGE_PARAM);
  if (language !== defaultLanguage) url.searchParams.set(LANGUAGE_PARAM, language);
  return url.pathname + url.search;
}
