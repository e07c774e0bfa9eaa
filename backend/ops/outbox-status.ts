import { and, desc, eq, getTableColumns, gt, isNotNull, ne, or, sql } from "drizzle-orm";
import {
  OUTBOX_FAILURES_SHOWN,
  OUTBOX_KINDS,
  type OutboxKind,
  outboxKindOf,
  type OutboxSummaryJson,
  type RetryOutboxBody,
} from "../../contract/ops/system";
import type { MessageChannel } from "../../contract/order-lifecycle/order-link";
import { type Database } from "../db/client";
import { emailOutbox } from "../db/schema";
import { CLAIM_LEASE_MINUTES } from "../email/outbox";

/**
 * Given up on, or waiting longer than a sender's claim lasts (`CLAIM_LEASE_MINUTES`): a row whose next
 * try is nearer may be in a sender's hands right now, and putting it back in line could send it twice.
 */
const retryable = or(
  eq(emailOutbox.status, "failed"),
  and(
    eq(emailOutbox.status, "pending"),
    isNotNull(emailOutbox.lastError),
    gt(emailOutbox.nextAttemptAt, sql`now() + make_interval(mins => ${CLAIM_LEASE_MINUTES})`),
  ),
);

const perKind = (): Record<OutboxKind, number> => Object.fromEntries(OUTBOX_KINDS.map((kind) => [kind, 0])) as Record<OutboxKind, number>;

/** What has not gone: the backlog and the given-up per kind, and the newest failures with their reasons. */
export async function outboxSummary(db: Database, messageChannel: MessageChannel): Promise<OutboxSummaryJson> {
  const counts = await db
    .select({ channel: emailOutbox.channel, status: emailOutbox.status, count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(ne(emailOutbox.status, "sent"))
    .groupBy(emailOutbox.channel, emailOutbox.status);
  const backlog = perKind();
  const failed = perKind();
  for (const row of counts) (row.status === "failed" ? failed : backlog)[outboxKindOf(row.channel, messageChannel)] += row.count;

  const rows = await db
    .select({ ...getTableColumns(emailOutbox), retryable: sql<boolean>`${retryable}` })
    .from(emailOutbox)
    .where(and(ne(emailOutbox.status, "sent"), isNotNull(emailOutbox.lastError)))
    .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
    .limit(OUTBOX_FAILURES_SHOWN);
  return {
    backlog,
    failed,
    lastFailures: rows.map((row) => ({
      id: row.id,
      kind: outboxKindOf(row.channel, messageChannel),
      recipient: row.recipient,
      subject: row.subject,
      status: row.status === "failed" ? "failed" : "pending",
      attempts: row.attempts,
      reason: row.lastError ?? "",
      createdAt: row.createdAt.toISOString(),
      nextAttemptAt: row.status === "failed" ? null : row.nextAttemptAt.toISOString(),
      retryable: row.retryable,
    })),
  };
}

/**
 * Sends again now: a given-up row gets its full round of attempts back, a retrying one skips its wait.
 * Answers how many rows were put back in line (0 when they went meanwhile).
 */
export async function retryOutbox(db: Database, body: RetryOutboxBody): Promise<number> {
  const rows = await db
    .update(emailOutbox)
    .set({ status: "pending", attempts: 0, nextAttemptAt: sql`now()` })
    .where("id" in body ? and(eq(emailOutbox.id, body.id), retryable) : retryable)
    .returning({ id: emailOutbox.id });
  return rows.length;
}
