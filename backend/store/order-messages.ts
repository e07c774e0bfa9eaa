import { and, asc, eq } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox, orders } from "../db/schema";
import { queueOrderConfirmationMessage } from "../messages/order-message";
import type { Language } from "../../contract/languages";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import { MESSAGE_NOT_RESENDABLE, mayResendOrderMessage, type OrderMessageJson } from "../../contract/order-lifecycle/order-link";
import { StoreError } from "./errors";
import { stageOf } from "./order-lifecycle";
import { orderReference } from "./order-reference";
import { orderLanguage, withDetails } from "./orders";

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

/**
 * Sends the order's confirmation message once more (a new link), on the locked order, while
 * `mayResendOrderMessage` allows it; refuses otherwise, so two operators pressing at once send one.
 */
export async function resendOrderMessage(
  db: Database,
  reference: string,
  linkIn: (language: Language) => (orderId: string) => string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(orderReference(reference)).for("update");
    if (!row) throw new StoreError("not-found", ORDER_NOT_FOUND);
    const [order] = await withDetails(tx, [row]);
    const sent = await orderMessagesOf(tx, order.id);
    if (!mayResendOrderMessage({ stage: stageOf(order), messageCount: sent.length, noMessages: order.noMessages }))
      throw new StoreError("conflict", MESSAGE_NOT_RESENDABLE);
    const language = orderLanguage(order);
    await queueOrderConfirmationMessage(tx, order, language, linkIn(language));
  });
}
