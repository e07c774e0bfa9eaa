/** The shop's languages (contract/languages.ts): which way each reads, and how Intl formats it. */
import type { Language } from "../../../contract/languages";
export { defaultLanguage, isLanguage, LANGUAGE_PARAM, languages, localizedPath, type Language } from "../../../contract/languages";

export function textDirection(language: Language): "ltr" | "rtl" {
  return language === "ur" ? "rtl" : "ltr";
}

/** Urdu numbers keep Western digits (what Pakistani price tags, phones and receipts use). */
export function intlLocale(language: Language): string {
  return language === "ur" ? "ur-PK-u-nu-latn" : "en-PK";
}
