import { defaultLanguage, isLanguage, type Language } from "../../contract/languages";

/*
 * Which language a shopper's email is written in. `saved` is `users.language` (the header's switch,
 * or the Urdu page an account was made on; null until then), `page` the language of the page a
 * form was posted from.
 */

/** Their saved language, English without one. */
export function savedEmailLanguage(saved: string | null | undefined): Language {
  return isLanguage(saved) ? saved : defaultLanguage;
}

/**
 * Order steps happen without the shopper: their saved language (their latest choice), and without
 * one the language of the page the order was placed on, so an order placed in Urdu is followed in Urdu.
 */
export function orderEmailLanguage(saved: string | null | undefined, placedIn: string | null | undefined): Language {
  return isLanguage(saved) ? saved : savedEmailLanguage(placedIn);
}

/**
 * Emails the account's owner asked for a moment ago (a reset link, the password changed): Urdu when
 * they read the page in Urdu or chose Urdu before, so a shopper who reads Urdu never gets English.
 */
export function askedEmailLanguage(saved: string | null | undefined, page: Language): Language {
  return page !== defaultLanguage ? page : savedEmailLanguage(saved);
}

/**
 * The notice of a sign-up with a registered email goes to its owner, but the attempt may be
 * anyone's: the owner's saved language, and only without one the attempt's page.
 */
export function noticeEmailLanguage(saved: string | null | undefined, page: Language): Language {
  return isLanguage(saved) ? saved : page;
}
