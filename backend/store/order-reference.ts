import { eq } from "drizzle-orm";
import { orders } from "../db/schema";
import { parseOrderNumber } from "../lib/ids";

/** Matches an order by its order number (CW-100001) or its id. */
export function orderReference(reference: string) {
  const orderNumber = parseOrderNumber(reference);
  return orderNumber !== null ? eq(orders.orderNumber, orderNumber) : eq(orders.id, reference);
}
