import { z } from "zod";

/**
 * The shop's languages, on both halves: the storefront renders pages in them, the backend writes
 * emails in them (`language` on the place-order body) and keeps a shopper's choice on the profile.
 */
export const languages = ["en", "ur"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

/** A language on the wire: one of `languages`. */
export const languageField = z.enum(languages, { errorMap: () => ({ message: `language is one of ${languages.join(", ")}` }) });

/** `PUT /users/language`: the shopper switched language; the storefront offers it on their next visits. */
export const savedLanguageBody = z.object({ language: languageField });
export type SavedLanguageBody = z.input<typeof savedLanguageBody>;

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}
