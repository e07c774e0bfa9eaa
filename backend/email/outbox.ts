import { and, asc, count, eq, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { emailOutbox, outboxChannels } from "../db/schema";
import { newId } from "../lib/ids";
import type { Mailer, OutgoingMail } from "./mailer";
import type { Messenger, ShopperMessage } from "../messages/messenger";
import { describeErrorForLog, redactSecrets } from "../../contract/server/redact";
import { log } from "../../contract/server/log";
import { countOutboxFailure } from "../metrics/outbox-failures";

export const MAX_SEND_ATTEMPTS = 8;
const BATCH_SIZE = 20;
// A claimed row is invisible to other senders for this long; if this process dies mid-send it is retried after.
export const CLAIM_LEASE_MINUTES = 5;
const CLAIM_LEASE = sql`now() + make_interval(mins => ${CLAIM_LEASE_MINUTES})`;

/** Queues a mail in the same transaction as the change it reports; it is sent after commit. */
export async function queueEmail(db: Database, mail: OutgoingMail): Promise<void> {
  await db
    .insert(emailOutbox)
    .values({ id: newId(), recipient: mail.to, subject: mail.subject, body: mail.text, replyTo: mail.replyTo ?? null });
}

/**
 * Queues a message to a shopper's phone in the same transaction as its order; the messenger sends it
 * after commit, with the mail's retries. It names its order, whose page shows whether it went.
 */
export async function queueShopperMessage(db: Database, orderId: string, message: ShopperMessage): Promise<void> {
  await db.insert(emailOutbox).values({
    id: newId(),
    channel: "message",
    orderId,
    recipient: message.to,
    subject: `${message.kind} ${message.orderNumber}`,
    body: message.text,
    payload: message,
  });
}

/** 1, 2, 4, … minutes, capped at six hours. */
function retryDelayMinutes(attempts: number): number {
  return Math.min(2 ** Math.max(attempts - 1, 0), 360);
}

async function claimDueEmails(db: Database) {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  return db
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: CLAIM_LEASE })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/** Sends every due mail and message once; answers how many were claimed. */
export async function deliverDueEmails(db: Database, mailer: Mailer, messenger?: Messenger): Promise<number> {
  const claimed = await claimDueEmails(db);
  for (const row of claimed) {
    try {
      if (row.channel === "message") {
        if (!messenger || !row.payload) throw new Error("No messenger is set to send shopper messages");
        await messenger.send(row.payload);
      } else await mailer.send({ to: row.recipient, subject: row.subject, text: row.body, replyTo: row.replyTo });
      await db.update(emailOutbox).set({ status: "sent", sentAt: new Date(), lastError: null }).where(eq(emailOutbox.id, row.id));
    } catch (error) {
      const message = redactSecrets(error instanceof Error ? error.message : String(error)).slice(0, 500);
      const givenUp = row.attempts >= MAX_SEND_ATTEMPTS;
      countOutboxFailure(row.channel === "message" ? (messenger?.channel ?? "file") : "email", givenUp);
      await db
        .update(emailOutbox)
        .set({
          status: givenUp ? "failed" : "pending",
          lastError: message,
          nextAttemptAt: sql`now() + make_interval(mins => ${retryDelayMinutes(row.attempts)})`,
        })
        .where(eq(emailOutbox.id, row.id));
      log().warn(`[email] sending "${row.subject}" failed (attempt ${row.attempts}): ${message}`);
    }
  }
  return claimed.length;
}

/**
 * Rows waiting to be sent (or retried), by channel: emails, and messages to shoppers' phones. Counted on
 * the pending rows' partial index, so it stays cheap however many sent rows the table keeps.
 */
export async function outboxBacklog(db: Database): Promise<Record<(typeof outboxChannels)[number], number>> {
  const rows = await db
    .select({ channel: emailOutbox.channel, waiting: count() })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, "pending"))
    .groupBy(emailOutbox.channel);
  const backlog = { email: 0, message: 0 };
  for (const row of rows) backlog[row.channel] = row.waiting;
  return backlog;
}

export interface EmailDelivery {
  /** Starts a delivery run soon, off the request path (call after the transaction committed). */
  schedule(): void;
  /** Resolves when no run is in progress. */
  idle(): Promise<void>;
  /** Also retries due mails every `intervalMs`, for failures and mails queued by other instances. */
  startPolling(intervalMs: number): void;
  stop(): Promise<void>;
}

export function createEmailDelivery(db: Database, mailer: Mailer, messenger?: Messenger): EmailDelivery {
  let running: Promise<void> | null = null;
  let runAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  async function run() {
    do {
      runAgain = false;
      try {
        while ((await deliverDueEmails(db, mailer, messenger)) === BATCH_SIZE && !stopped);
      } catch (error) {
        log().error(`[email] delivery run failed: ${describeErrorForLog(error)}`);
      }
    } while (runAgain && !stopped);
  }

  function schedule() {
    if (stopped) return;
    if (running) {
      runAgain = true;
      return;
    }
    running = new Promise<void>((resolve) => setImmediate(resolve)).then(run).finally(() => {
      running = null;
    });
  }

  return {
    schedule,
    idle: async () => {
      while (running) await running;
    },
    startPolling(intervalMs) {
      clearInterval(timer);
      timer = setInterval(schedule, intervalMs);
      timer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
