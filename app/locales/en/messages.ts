import { cartText } from "~/lib/cart/cart";
import { NEWSLETTER_FAILED, NEWSLETTER_THANKS } from "~/lib/schemas/newsletter";
import { CHOOSE_SIZE, PRODUCT_NOT_FOUND } from "../../../contract/messages";
import { accountMessages } from "./account-messages";

/**
 * Messages that actions and the backend answer in English (flash messages, refusals): their owners
 * keep them; here they get keys, so `localMessage` can show a translated one on a translated page.
 */
export const messages = {
  "cart.added": cartText.added,
  "cart.addFailed": cartText.addFailed,
  "cart.buyNowFailed": cartText.buyNowFailed,
  "cart.saveFirst": cartText.saveFirst,
  "cart.unsaved": cartText.unsaved,
  "cart.upToDate": cartText.upToDate,
  "cart.empty": cartText.empty,
  "cart.saved": cartText.saved,
  "cart.removed": cartText.removed,
  "cart.cleared": cartText.cleared,
  "cart.saveFailed": cartText.saveFailed,
  "cart.clearFailed": cartText.clearFailed,
  productNotFound: PRODUCT_NOT_FOUND,
  chooseSize: CHOOSE_SIZE,
  newsletterThanks: NEWSLETTER_THANKS,
  newsletterFailed: NEWSLETTER_FAILED,
  ...accountMessages,
};
