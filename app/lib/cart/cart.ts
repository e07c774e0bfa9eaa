import { CART_EMPTY } from "../../../contract/messages";
import { business } from "../../../contract/business";
import { rupeesToPaisa } from "../../../contract/money";

/** What the shopper reads when adding to and editing the cart. */
export const cartText = {
  added: "Item added to cart!",
  addFailed: "Failed to add product to cart",
  buyNowFailed: "Failed to proceed to checkout",
  saveFirst: "Please save your changes before checking out",
  unsaved: "You have unsaved changes.",
  upToDate: "Your cart is up to date.",
  empty: CART_EMPTY,
  saved: "Your cart has been saved.",
  removed: "The item was removed from your cart.",
  cleared: "Your cart has been cleared.",
  saveFailed: "Failed to save your cart",
  clearFailed: "Failed to clear your cart",
} as const;

export type PricedLine = { price: number; quantity: number };

export type CartTotals = { itemCount: number; subtotal: number; shipping: number; tax: number; total: number };

export function lineTotal(line: PricedLine): number {
  return (rupeesToPaisa(line.price) * line.quantity) / 100;
}

/** The Order Summary of the cart and checkout: the lines' sum plus checkout's fixed shipping and tax (both 0 today). */
export function cartTotals(lines: readonly PricedLine[]): CartTotals {
  const subtotalPaisa = lines.reduce((sum, line) => sum + rupeesToPaisa(line.price) * line.quantity, 0);
  const shippingPaisa = rupeesToPaisa(business.checkoutShippingRupees);
  const taxPaisa = rupeesToPaisa(business.checkoutTaxRupees);
  return {
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: subtotalPaisa / 100,
    shipping: shippingPaisa / 100,
    tax: taxPaisa / 100,
    total: (subtotalPaisa + shippingPaisa + taxPaisa) / 100,
  };
}

/** The cart identifies a line by its product and size. */
export function cartLineKey(productId: string, size: string | null | undefined): string {
  return `${productId}|${size ?? ""}`;
}
