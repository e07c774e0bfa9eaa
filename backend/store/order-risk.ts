/**
 * Risk signals and the block list (issue 38, "Risky orders stand out"). Placing an order reads what this
 * phone's earlier orders did and whether it is blocked (`phoneRiskFacts`), in the checkout's transaction;
 * the signals themselves are the contract's (`riskSignalsOf`).
 */
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { blockedPhones, orders } from "../db/schema";
import { type RiskFacts, riskThresholds } from "../../contract/order-lifecycle/risk";

/**
 * A parcel refused at the door: the order was cancelled after it shipped (returned to sender). Written out, not
 * bound, so that a prepared statement's plan may use the partial index on it (`orders_refused_at_idx`, 0031).
 */
export const refusedAtDoor = sql`(${orders.orderStatus} = 'Cancelled' and ${orders.shippedAt} is not null)`;
/** Cancelled before it shipped (by the shopper or the operator). */
export const cancelledBeforeShipping = and(eq(orders.orderStatus, "Cancelled"), sql`${orders.shippedAt} is null`)!;

/** What the phone's earlier orders and the block list say, before the order being placed (counted in `openOrders`). */
export type PhoneRiskFacts = Pick<RiskFacts, "blocked" | "refused" | "cancelled" | "openOrders" | "delivered">;
export async function phoneRiskFacts(tx: Database, phone: string, now: Date): Promise<PhoneRiskFacts> {
  const since = new Date(now.getTime() - riskThresholds.openOrdersWindowHours * 3_600_000);
  const [[counts], blocked] = await Promise.all([
    tx
      .select({
        refused: sql<number>`count(*) filter (where ${refusedAtDoor})`.mapWith(Number),
        cancelled: sql<number>`count(*) filter (where ${cancelledBeforeShipping})`.mapWith(Number),
        delivered: sql<number>`count(*) filter (where ${orders.orderStatus} = 'Delivered')`.mapWith(Number),
        open: sql<number>`count(*) filter (where ${orders.orderStatus} = 'Processing' and ${orders.createdAt} >= ${since.toISOString()})`.mapWith(
          Number,
        ),
      })
      .from(orders)
      .where(eq(orders.customerPhone, phone)),
    isPhoneBlocked(tx, phone),
  ]);
  return { blocked, refused: counts.refused, cancelled: counts.cancelled, delivered: counts.delivered, openOrders: counts.open + 1 };
}

export async function isPhoneBlocked(db: Database, phone: string): Promise<boolean> {
  const rows = await db.select({ phone: blockedPhones.phone }).from(blockedPhones).where(eq(blockedPhones.phone, phone));
  return rows.length > 0;
}
