import type { Language } from "./languages";

/**
 * i18next's plurals (its JSON v4 keys): a text with a `{{count}}` is written once per form its
 * language needs, `key_one`, `key_other` (English and Urdu both have these two), and the count
 * picks the form by the language's CLDR rules (`Intl.PluralRules`, what i18next itself asks).
 */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The keys of a namespace that come in plural forms, named without their suffix ("count" for count_one, count_other). */
export type PluralKey<S> = { [K in keyof S]: K extends `${infer Base}_other` ? Base : never }[keyof S];

// Made once per language: building the rules is many times the cost of asking them, and a listing asks for each card.
const rulesOf = new Map<Language, Intl.PluralRules>();

/** The form `count` takes in `language`: "one" for 1, "other" for 0, 2, 1.5 … in English and Urdu. */
export function pluralForm(language: Language, count: number): Intl.LDMLPluralRule {
  let rules = rulesOf.get(language);
  if (!rules) rulesOf.set(language, (rules = new Intl.PluralRules(language)));
  return rules.select(count);
}

/** The text of `key` for `count`, as i18next resolves it: `key_<form>`, else `key_other`. */
export function plural<S extends object>(strings: S, key: PluralKey<S>, count: number, language: Language): string {
  const forms = strings as Record<string, string>;
  return forms[`${String(key)}_${pluralForm(language, count)}`] ?? forms[`${String(key)}_other`];
}
