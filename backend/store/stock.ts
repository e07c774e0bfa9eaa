import { and, eq, sql } from "drizzle-orm";
import type { StockMovementReason } from "../../contract/catalogue-admin";
import { STOCK_NEVER_NEGATIVE } from "../../contract/catalogue-admin";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import type { Database } from "../db/client";
import { products, stockMovements } from "../db/schema";
import { StoreError } from "./errors";

/**
 * The one place a product's stock changes: one conditional UPDATE (the row lock it takes is what
 * makes concurrent orders and adjustments safe, and `stock + delta >= 0` keeps it from going below
 * zero), then the ledger row with the stock it left. Callers changing several products go in id
 * order, as checkout does, so two transactions never deadlock.
 */
export type StockMove = {
  productId: string;
  delta: number;
  reason: StockMovementReason;
  note?: string | null;
  actorUserId?: string | null;
  orderId?: string | null;
  /** Only an active product may be sold (checkout); the operator adjusts any. */
  onlyActive?: boolean;
};

export type MovedStock = { stockAfter: number; pricePaisa: number; name: string };

/** Moves the stock, or answers null when it would go below zero (or the product is not for sale). No ledger row yet. */
export async function changeStock(tx: Database, move: StockMove): Promise<MovedStock | null> {
  const [moved] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} + ${move.delta}`, updatedAt: new Date() })
    .where(
      and(
        eq(products.id, move.productId),
        sql`${products.stock} + ${move.delta} >= 0`,
        move.onlyActive ? eq(products.status, "active") : undefined,
      ),
    )
    .returning({ stockAfter: products.stock, pricePaisa: products.pricePaisa, name: products.name });
  return moved ?? null;
}

export async function recordStockMovement(tx: Database, move: StockMove, stockAfter: number, at = new Date()) {
  await recordStockMovements(tx, [{ move, stockAfter }], at);
}

/** Several movements in one statement (an order's products). */
export async function recordStockMovements(tx: Database, movements: { move: StockMove; stockAfter: number }[], at = new Date()) {
  await tx.insert(stockMovements).values(
    movements.map(({ move, stockAfter }) => ({
      productId: move.productId,
      delta: move.delta,
      reason: move.reason,
      note: move.note ?? null,
      actorUserId: move.actorUserId ?? null,
      orderId: move.orderId ?? null,
      stockAfter,
      at,
    })),
  );
}

/** An operator's adjustment: refused with a message when the product is unknown or the stock would go below zero. */
export async function adjustStock(tx: Database, move: StockMove): Promise<number> {
  const moved = await changeStock(tx, move);
  if (!moved) {
    const [product] = await tx.select({ stock: products.stock }).from(products).where(eq(products.id, move.productId));
    if (!product) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
    throw new StoreError("conflict", `${STOCK_NEVER_NEGATIVE}: ${product.stock} in stock`, { change: STOCK_NEVER_NEGATIVE });
  }
  await recordStockMovement(tx, move, moved.stockAfter);
  return moved.stockAfter;
}
