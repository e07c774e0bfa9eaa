import { and, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { addresses } from "../db/schema";
import { deliveryFeePaisa, type DeliveryRule, freeDeliveryRemainingPaisa, notDeliveredTo } from "../../contract/delivery-fee";
import type { Cart } from "./cart";
import { StoreError } from "./errors";

type WeighedLine = { quantity: number; variant: { weightGrams: number } };

/** The lines' weight in grams (each size's own), for the rule's charge per kilogram. */
export function linesWeightGrams(lines: readonly WeighedLine[]): number {
  return lines.reduce((sum, line) => sum + line.variant.weightGrams * line.quantity, 0);
}

/** The fee an order pays under `rule`, or the refusal checkout shows next to the city when the rule does not deliver there. */
export function orderDeliveryFeePaisa(rule: DeliveryRule, order: { subtotalPaisa: number; city: string; weightGrams: number }): number {
  const fee = deliveryFeePaisa(rule, order);
  if (fee !== null) return fee;
  const message = notDeliveredTo(order.city);
  throw new StoreError("unprocessable", message, { shippingAddress: message, city: message });
}

/** The city of the shopper's default address (the one checkout offers first), or null without one. */
export async function defaultAddressCity(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ city: addresses.city })
    .from(addresses)
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)))
    .limit(1);
  return row?.city ?? null;
}

/** The cart's delivery fee to `city` (null: the default fee) and how much more makes it free, in paisa. */
export function cartDelivery(rule: DeliveryRule, cart: Cart, city: string | null) {
  const subtotalPaisa = cart.totalPaisa;
  return {
    city,
    feePaisa: deliveryFeePaisa(rule, { subtotalPaisa, city, weightGrams: linesWeightGrams(cart.lines) }),
    remainingForFreePaisa: freeDeliveryRemainingPaisa(rule, { subtotalPaisa, city }),
  };
}
export type CartDelivery = ReturnType<typeof cartDelivery>;
