import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import type { OrderMessageJson } from "../../contract/order-lifecycle/order-link";

/** The messages sent (or being sent) to the order's shopper, oldest first, as the back office shows them. */
export async function orderMessagesOf(db: Database, orderId: string): Promise<OrderMessageJson[]> {
  const rows = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.orderId, orderId), eq(emailOutbox.channel, "message")))
    .orderBy(asc(emailOutbox.createdAt));
  return rows.map((row) => ({
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    queuedAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
