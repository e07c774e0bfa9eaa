import { cartText } from "~/lib/cart/cart";
import { NEWSLETTER_FAILED, NEWSLETTER_THANKS } from "~/lib/schemas/newsletter";
import { accountMessages } from "./account-messages";
import { checkoutText } from "~/lib/checkout/checkout-text";
import { quantityText } from "~/lib/schemas/cart-update";
import { ACCEPT_TERMS, COD_ONLY_FOR_NOW, EXPRESS_UNAVAILABLE, RELOAD_PAGE } from "~/lib/schemas/place-order";
import {
  CHOOSE_SIZE,
  COD_ONLY,
  ORDER_NOT_FOUND,
  PRODUCT_NO_LONGER_AVAILABLE,
  PRODUCT_NOT_FOUND,
  SELECT_ADDRESS,
} from "../../../contract/messages";

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
  "quantity.missing": quantityText.missing,
  "quantity.notWhole": quantityText.notWhole,
  "quantity.negative": quantityText.negative,
  "quantity.tooMany": quantityText.tooMany,
  "checkout.addressSaved": checkoutText.addressSaved,
  "checkout.placeOrderFailed": checkoutText.placeOrderFailed,
  "checkout.acceptTerms": ACCEPT_TERMS,
  "checkout.expressUnavailable": EXPRESS_UNAVAILABLE,
  "checkout.codOnlyForNow": COD_ONLY_FOR_NOW,
  "checkout.codOnly": COD_ONLY,
  "checkout.reloadPage": RELOAD_PAGE,
  selectAddress: SELECT_ADDRESS,
  orderNotFound: ORDER_NOT_FOUND,
  productNoLongerAvailable: PRODUCT_NO_LONGER_AVAILABLE,
};
