/**
 * The shop's languages, on both halves: the storefront renders pages in them, the backend writes
 * emails in them (`language` on the place-order body) and keeps a shopper's choice on the profile.
 * No zod here: the browser's script imports this file (contract/language-fields.ts has the schemas).
 */
export const languages = ["en", "ur"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "en";

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}
