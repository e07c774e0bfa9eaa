import { errorTexts } from "../i18n/error-texts.server";
import { requestLanguage, stringsOf } from "../i18n/i18n.server";

/**
 * What a page showing the address book (the profile, checkout) sends for it: the `addresses`
 * namespace and the form errors, in the shopper's language. A page with its own namespaces lists
 * "addresses" among them instead.
 */
export async function addressBookStrings(request: Request) {
  const language = await requestLanguage(request);
  return { strings: stringsOf(language, "addresses"), errorTexts: errorTexts(language) };
}
