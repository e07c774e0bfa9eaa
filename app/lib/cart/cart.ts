import { CART_EMPTY } from "../../../contract/messages";
import { business } from "../../../contract/business";
import { deliveryFeePaisa, type DeliveryRule, freeDeliveryRemainingPaisa } from "../../../contract/delivery-fee";
import { paisaToRupees, rupeesToPaisa } from "../../../contract/money";

/** What the shopper reads when adding to and editing the cart. */
export const cartText = {
  added: "Item added to cart!",
  addFailed: "Failed to add product to cart",
  buyNowFailed: "Failed to proceed to checkout",
  unsaved: "You have unsaved changes.",
  upToDate: "Your cart is up to date.",
  needsAttention: "Some items cannot be ordered as they are: remove them or lower their quantity (see the marked lines).",
  empty: CART_EMPTY,
  saved: "Your cart has been saved.",
  removed: "The item was removed from your cart.",
  cleared: "Your cart has been cleared.",
  saveFailed: "Failed to save your cart",
  clearFailed: "Failed to clear your cart",
} as const;

export type PricedLine = { price: number; quantity: number; weightGrams?: number };

/** The delivery rule in force and the city the fee is for (the default address's; null: the default fee). */
export type DeliveryQuote = { rule: DeliveryRule; city: string | null };

/**
 * `shipping`: the delivery fee (null: the rule does not deliver to the city); `remainingForFree`:
 * how much more for free delivery (null where more spending does not make it free).
 */
export type CartTotals = {
  itemCount: number;
  subtotal: number;
  shipping: number | null;
  tax: number;
  total: number;
  remainingForFree: number | null;
};

export function lineTotal(line: PricedLine): number {
  return (rupeesToPaisa(line.price) * line.quantity) / 100;
}

/**
 * The Order Summary of the cart and checkout: the lines' sum, the delivery fee the backend will
 * charge under `delivery`'s rule (the same function, contract/delivery-fee.ts; none without one)
 * and checkout's fixed tax (0).
 */
export function cartTotals(lines: readonly PricedLine[], delivery?: DeliveryQuote): CartTotals {
  const subtotalPaisa = lines.reduce((sum, line) => sum + rupeesToPaisa(line.price) * line.quantity, 0);
  const weightGrams = lines.reduce((sum, line) => sum + (line.weightGrams ?? 0) * line.quantity, 0);
  const fee = delivery ? deliveryFeePaisa(delivery.rule, { subtotalPaisa, city: delivery.city, weightGrams }) : 0;
  const remaining = delivery ? freeDeliveryRemainingPaisa(delivery.rule, { subtotalPaisa, city: delivery.city }) : null;
  const taxPaisa = rupeesToPaisa(business.checkoutTaxRupees);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: paisaToRupees(subtotalPaisa),
    shipping: fee === null ? null : paisaToRupees(fee),
    tax: paisaToRupees(taxPaisa),
    total: paisaToRupees(subtotalPaisa + (fee ?? 0) + taxPaisa),
    remainingForFree: remaining === null ? null : paisaToRupees(remaining),
  };
}

/** The cart identifies a line by its product and size. */
export function cartLineKey(productId: string, size: string | null | undefined): string {
  return `${productId}|${size ?? ""}`;
}
