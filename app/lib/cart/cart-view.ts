import type { CartJson, ReplaceCartBody } from "../../../contract/cart";
import { cartTotals, type CartTotals, type DeliveryQuote } from "./cart";
import type { DeliveryRule } from "../../../contract/delivery-fee";

/** A cart line as pages render it: what the shopper sees, nothing more. */
export type CartLineView = {
  id: string;
  productId: string;
  name: string;
  image: string | null;
  price: number;
  /** The price the shopper last saw, when the size's price has changed since (the cart says so). */
  previousPrice: number | null;
  quantity: number;
  size: string | null;
  /** The size's slug, for a link back to the product page with that size chosen. */
  variant: string;
  stock: number;
  /** False once the product is archived or its size removed (the line is marked; checkout refuses it). */
  available: boolean;
  lineTotal: number;
  weightGrams: number;
};
export type CartView = { lines: CartLineView[]; totals: CartTotals; delivery: DeliveryQuote };

/** A line the order would refuse as it stands: no longer sold, or more than is left. */
export const lineNeedsAttention = (line: Pick<CartLineView, "available" | "stock">, quantity: number) =>
  !line.available || quantity > line.stock;

/**
 * The cart for a page: lines with the backend's unit prices, and totals worked out here from
 * those prices (never from a form), the delivery fee under the rule in force to the city the
 * backend priced it for (its default address's), and the fixed zero tax.
 */
export function cartView(cart: CartJson, rule: DeliveryRule): CartView {
  const lines = cart.items.map((item) => {
    const price = item.price ?? item.product.price;
    return {
      id: item._id,
      productId: item.product._id,
      name: item.product.name,
      image: item.product.images[0] ?? null,
      price,
      previousPrice: item.previousPrice ?? null,
      quantity: item.quantity,
      size: item.size || null,
      variant: item.variant.id,
      stock: item.product.stock,
      available: item.available,
      lineTotal: cartTotals([{ price, quantity: item.quantity }]).subtotal,
      weightGrams: item.variant.weightGrams,
    };
  });
  const delivery = { rule, city: cart.delivery.city };
  return { lines, totals: cartTotals(lines, delivery), delivery };
}

/** A line to save; `price` (rupees), when known, only feeds the total the save's payload carries. */
export type CartLineInput = { productId: string; quantity: number; size?: string | null; price?: number };

/** The body of a cart save. Its total is informational: the backend recomputes from its own prices. */
export function cartSaveBody(lines: readonly CartLineInput[]): ReplaceCartBody {
  const items = lines.map((line) => ({ product: line.productId, quantity: line.quantity, ...(line.size ? { size: line.size } : {}) }));
  const totalPrice = cartTotals(lines.map((line) => ({ price: line.price ?? 0, quantity: line.quantity }))).total;
  return { reqCart: { items, totalPrice } };
}
