import type { Database } from "../db/client";
import type { Actor } from "./order-lifecycle";
import type { Order } from "./orders";
import { changeStock, recordStockMovement, type StockMove } from "./stock";

/** Units an order gives back, to go back on their size's shelf. */
export type ReturnedUnits = { productId: string; variantId: string; quantity: number };

/** Every unit of the order, by size (a cancel returns them all). */
export function unitsOf(order: Order): ReturnedUnits[] {
  return order.items.flatMap((item) =>
    item.variantId ? [{ productId: item.productId, variantId: item.variantId, quantity: item.quantity }] : [],
  );
}

/** Puts units back on their variants' shelves, in the order checkout takes them (no deadlock), each in the ledger with the order. */
export async function returnStock(tx: Database, order: Order, units: ReturnedUnits[], actor: Actor, now: Date) {
  const quantityByVariant = new Map<string, { productId: string; quantity: number }>();
  for (const unit of units) {
    const line = quantityByVariant.get(unit.variantId) ?? { productId: unit.productId, quantity: 0 };
    quantityByVariant.set(unit.variantId, { productId: unit.productId, quantity: line.quantity + unit.quantity });
  }
  const inLockOrder = [...quantityByVariant].sort(([variantA, a], [variantB, b]) =>
    a.productId === b.productId ? (variantA < variantB ? -1 : 1) : a.productId < b.productId ? -1 : 1,
  );
  for (const [variantId, { productId, quantity }] of inLockOrder) {
    const move: StockMove = {
      productId,
      variantId,
      delta: quantity,
      reason: "order-returned",
      orderId: order.id,
      actorUserId: actor.userId,
    };
    const moved = await changeStock(tx, move);
    if (moved) await recordStockMovement(tx, move, moved.stockAfter, now);
  }
}
