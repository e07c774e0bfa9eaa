import { cartText } from "~/lib/cart/cart";
import { notDeliveredTo } from "../../../contract/delivery-fee";
import { reviewMessages } from "~/lib/reviews/review-messages";
import { NEWSLETTER_FAILED, NEWSLETTER_THANKS } from "~/lib/schemas/newsletter";
import { accountMessages } from "./account-messages";
import { checkoutText } from "~/lib/checkout/checkout-text";
import { quantityText } from "~/lib/schemas/cart-update";
import { ACCEPT_TERMS, COD_ONLY_FOR_NOW, EXPRESS_UNAVAILABLE, RELOAD_PAGE } from "~/lib/schemas/place-order";
import {
  CHOOSE_SIZE,
  chooseSizeOf,
  COD_ONLY,
  LINE_TOO_LARGE,
  noLongerAvailableOf,
  notInSize,
  onlyLeftInStock,
  onlyLeftOf,
  ORDER_BEING_PLACED,
  ORDER_NOT_FOUND,
  ORDERS_LIMITED,
  OUT_OF_STOCK,
  PHONE_BLOCKED,
  PRODUCT_NO_LONGER_AVAILABLE,
  PRODUCT_NOT_FOUND,
  SELECT_ADDRESS,
  soldOutOf,
} from "../../../contract/messages";

/**
 * Messages that actions and the backend answer in English (flash messages, refusals): their owners
 * keep them; here they get keys, so `localMessage` can show a translated one on a translated page.
 * A refusal that carries a value (a count, a product's name) is keyed as a template, made by its
 * owner's function from `{{placeholders}}`, and shown with its value (`translateMessage`).
 */
export const messages = {
  "cart.added": cartText.added,
  "cart.addFailed": cartText.addFailed,
  "cart.buyNowFailed": cartText.buyNowFailed,
  "cart.unsaved": cartText.unsaved,
  "cart.upToDate": cartText.upToDate,
  "cart.needsAttention": cartText.needsAttention,
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
  "refusal.chooseSizeOf": chooseSizeOf("{{name}}"),
  "refusal.notInSize": notInSize("{{name}}", "{{size}}"),
  "refusal.outOfStock": OUT_OF_STOCK,
  // One English sentence from the backend, two Urdu forms (plural.ts): "1 باقی ہے", "3 باقی ہیں".
  "refusal.onlyLeft_one": onlyLeftInStock("{{count}}"),
  "refusal.onlyLeft_other": onlyLeftInStock("{{count}}"),
  "refusal.soldOutOf": soldOutOf("{{name}}"),
  "refusal.onlyLeftOf_one": onlyLeftOf("{{count}}", "{{name}}"),
  "refusal.onlyLeftOf_other": onlyLeftOf("{{count}}", "{{name}}"),
  "refusal.noLongerAvailableOf": noLongerAvailableOf("{{name}}"),
  "refusal.lineTooLarge": LINE_TOO_LARGE,
  "refusal.orderBeingPlaced": ORDER_BEING_PLACED,
  "refusal.ordersLimited": ORDERS_LIMITED,
  "refusal.phoneBlocked": PHONE_BLOCKED,
  "refusal.notDeliveredTo": notDeliveredTo("{{city}}"),
  "review.published": reviewMessages.published,
  "review.held": reviewMessages.held,
  "review.saved": reviewMessages.saved,
};
