import type { Language } from "../../contract/languages";

/** Whom a shopper's email is written to: the account's or the order's name (may be empty) and email. */
export type Addressee = { name: string; email: string };

// Left-to-right isolates (U+2066 … U+2069), plain text's <bdi dir="ltr">: order numbers, tracking
// IDs, amounts, names and product data keep their order inside the Urdu sentences. Links are not
// isolated: each stands alone on its own line, so a mail app's link detection takes exactly the link.
export const ltr = (text: string) => `\u2066${text}\u2069`;

/** The shop's name inside an Urdu sentence. */
export const URDU_SHOP_NAME = ltr("Cookware.pk");

/** The first line of every email to a shopper. */
export function greeting(name: string, language: Language): string {
  // "السلام علیکم" greets a man or a woman alike ("محترم" is masculine).
  return language === "ur" ? `السلام علیکم${name ? ` ${ltr(name)}` : ""}،` : `Dear ${name || "customer"},`;
}

/** The last line of the order emails. */
export const signOff: Record<Language, string> = { en: "Happy cooking!", ur: "کھانا پکانے کا مزہ لیں!" };
