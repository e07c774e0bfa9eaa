import { and, eq, sql } from "drizzle-orm";
import type { StockMovementReason } from "../../contract/catalogue-admin";
import { STOCK_NEVER_NEGATIVE } from "../../contract/catalogue-admin";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import type { Database } from "../db/client";
import { products, productVariants, stockMovements } from "../db/schema";
import { StoreError } from "./errors";

/**
 * The one place stock changes, a variant at a time: the product row locked first (every writer of a
 * product's variants takes it first, so the trigger that sums them onto the product row never
 * waits on another's lock), then one conditional UPDATE of the variant (`stock + delta >= 0` keeps
 * it from going below zero), then the ledger row with the stock it left. Callers changing several
 * variants go in (product id, variant id) order, as checkout does, so two transactions never deadlock.
 */
export type StockMove = {
  productId: string;
  variantId: string;
  delta: number;
  reason: StockMovementReason;
  note?: string | null;
  actorUserId?: string | null;
  orderId?: string | null;
  /** Only an active product may be sold (checkout); the operator adjusts any. */
  onlyActive?: boolean;
};

export type MovedStock = {
  stockAfter: number;
  pricePaisa: number;
  compareAtPaisa: number | null;
  name: string;
  label: string;
  finalSale: boolean;
};

/** Moves the variant's stock, or answers null when it would go below zero (or it is not for sale). No ledger row yet. */
export async function changeStock(tx: Database, move: StockMove): Promise<MovedStock | null> {
  // NO KEY UPDATE, not UPDATE: stock never changes a product's key, and the weaker lock leaves alone
  // the KEY SHARE locks that a cart line's foreign keys take. With UPDATE, a cart saved with two
  // products while a checkout took them in the other order deadlocked, and one of the two answered 500
  // (bench/load.mjs at the real pace). Checkouts and the operator's edits still wait on each other.
  const [product] = await tx
    .select({ name: products.name, status: products.status, finalSale: products.finalSale })
    .from(products)
    .where(eq(products.id, move.productId))
    .for("no key update");
  if (!product || (move.onlyActive && product.status !== "active")) return null;
  const [moved] = await tx
    .update(productVariants)
    .set({ stock: sql`${productVariants.stock} + ${move.delta}`, updatedAt: new Date() })
    .where(
      and(
        eq(productVariants.id, move.variantId),
        eq(productVariants.productId, move.productId),
        sql`${productVariants.stock} + ${move.delta} >= 0`,
        move.onlyActive ? eq(productVariants.archived, false) : undefined,
      ),
    )
    .returning({
      stockAfter: productVariants.stock,
      pricePaisa: productVariants.pricePaisa,
      compareAtPaisa: productVariants.compareAtPaisa,
      label: productVariants.label,
    });
  return moved ? { ...moved, name: product.name, finalSale: product.finalSale } : null;
}

export async function recordStockMovement(tx: Database, move: StockMove, stockAfter: number, at = new Date()) {
  await recordStockMovements(tx, [{ move, stockAfter }], at);
}

/** Several movements in one statement (an order's products). */
export async function recordStockMovements(tx: Database, movements: { move: StockMove; stockAfter: number }[], at = new Date()) {
  await tx.insert(stockMovements).values(
    movements.map(({ move, stockAfter }) => ({
      productId: move.productId,
      variantId: move.variantId,
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

/** An operator's adjustment: refused with a message when the variant is unknown or its stock would go below zero. */
export async function adjustStock(tx: Database, move: StockMove): Promise<number> {
  const moved = await changeStock(tx, move);
  if (!moved) {
    const [variant] = await tx
      .select({ stock: productVariants.stock })
      .from(productVariants)
      .where(and(eq(productVariants.id, move.variantId), eq(productVariants.productId, move.productId)));
    if (!variant) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
    throw new StoreError("conflict", `${STOCK_NEVER_NEGATIVE}: ${variant.stock} in stock`, { change: STOCK_NEVER_NEGATIVE });
  }
  await recordStockMovement(tx, move, moved.stockAfter);
  return moved.stockAfter;
}
