// The store's health in the back office (issue 40): processes, migrations, the outbox's failures and "retry now".
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { OUTBOX_NOTHING_TO_RETRY } from "../../contract/ops/system";
import { migrationsFolder } from "../db/prepare";
import { emailOutbox } from "../db/schema";
import { deliverDueEmails, MAX_SEND_ATTEMPTS, queueEmail } from "../email/outbox";
import { backendEnv } from "../env";
import { clearBackupFailure, recordBackupFailure } from "../ops/backup-status";
import { startProcessHeartbeat } from "../ops/process-heartbeat";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR = tokenFor("operator-amna");

describeOnEachDatabase("/admin/system", (backend) => {
  beforeEach(() => backend.reset());
  const operator = (method: "GET" | "POST", path: string, body?: unknown) =>
    backend.call(method, `/admin/system${path}`, { token: OPERATOR, body });

  async function failedMail(subject: string) {
    await queueEmail(backend.db, { to: "amna@example.pk", subject, text: "Your order is confirmed." });
    backend.mailer.failWith = "connect ECONNREFUSED 127.0.0.1:2525";
    await deliverDueEmails(backend.db, backend.mailer);
    const [row] = await backend.db.select().from(emailOutbox).where(eq(emailOutbox.subject, subject));
    return row;
  }

  it("is for operators only", async () => {
    expect((await backend.call("GET", "/admin/system", { token: tokenFor("shopper-bilal") })).status).toBe(403);
    expect((await backend.call("GET", "/admin/system")).status).toBe(401);
  });

  it("names the database and how far it is migrated, lists this process, and hides secrets among the settings", async () => {
    const heartbeat = startProcessHeartbeat(backend.db);
    try {
      await expect.poll(async () => (await operator("GET", "")).body.processes.length).toBe(1);
      const { body } = await operator("GET", "");
      const journal = JSON.parse(readFileSync(join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: { tag: string }[] };
      expect(body.database).toMatchObject({ kind: backend.driver, latestMigration: journal.entries.at(-1)!.tag });
      expect(body.database.migrationsApplied).toBe(body.database.migrationsKnown);
      expect(body.processes[0]).toMatchObject({ pid: process.pid, thisProcess: true, hearing: null });
      expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
      expect(body.dataDir.usedBytes).toBeGreaterThanOrEqual(0);
      const setting = (name: string) => body.settings.find((entry: { name: string }) => entry.name === name);
      expect(setting("LOW_STOCK_THRESHOLD")).toMatchObject({ value: "5", fromEnvironment: false });
      expect(setting("SESSION_SECRET").value).toMatch(/^(set \(hidden\)|not set)$/);
      expect(JSON.stringify(body)).not.toContain(process.env.SESSION_SECRET ?? "no secret in this run");
    } finally {
      await heartbeat.stop();
    }
    expect((await operator("GET", "")).body.processes).toEqual([]);
  });

  it("says how Redis answered: not set, or failing with Redis's own words", async () => {
    expect((await operator("GET", "")).body.redis).toEqual({ status: "not-configured", lastError: null, lastErrorAt: null });
    const failing = {
      status: "failing" as const,
      lastError: "WRONGPASS invalid username-password pair or user is disabled.",
      lastErrorAt: "2026-11-28T00:50:00.000Z",
    };
    const app = backend.createApp({ publicCatalogue: false }, { redisState: () => failing });
    expect((await backend.call("GET", "/admin/system", { token: OPERATOR }, app)).body.redis).toEqual(failing);
  });

  it("shows the backups: not scheduled, and a failed backup with its reason until the next success", async () => {
    const { BACKUP_DIR } = backendEnv();
    expect((await operator("GET", "")).body.backups).toMatchObject({ everyHours: null, lastFailure: null });
    await recordBackupFailure(BACKUP_DIR, "pg_dump: error: connection refused", new Date("2026-11-28T00:00:00Z"));
    try {
      expect((await operator("GET", "")).body.backups.lastFailure).toEqual({
        at: "2026-11-28T00:00:00.000Z",
        reason: "pg_dump: error: connection refused",
      });
    } finally {
      await clearBackupFailure(BACKUP_DIR);
    }
    expect((await operator("GET", "")).body.backups.lastFailure).toBeNull();
  });

  it("shows a failed mail with its reason and counts it in the backlog; 'retry now' puts a given-up mail back in line and it goes", async () => {
    const first = await failedMail("Order CW-1001 confirmed");
    expect(first).toMatchObject({ status: "pending", attempts: 1 });
    let { body } = await operator("GET", "");
    expect(body.outbox.backlog.email).toBe(1);
    expect(body.outbox.lastFailures).toEqual([
      expect.objectContaining({
        id: first.id,
        kind: "email",
        recipient: "amna@example.pk",
        subject: "Order CW-1001 confirmed",
        status: "pending",
        reason: "connect ECONNREFUSED 127.0.0.1:2525",
        retryable: false,
      }),
    ]);
    // Its next try is within a sender's claim: it might be in a sender's hands, so it is not put back twice.
    expect(await operator("POST", "/outbox/retry", { id: first.id })).toMatchObject({
      status: 409,
      body: { error: OUTBOX_NOTHING_TO_RETRY },
    });

    await backend.db.update(emailOutbox).set({ status: "failed", attempts: MAX_SEND_ATTEMPTS }).where(eq(emailOutbox.id, first.id));
    ({ body } = await operator("GET", ""));
    expect(body.outbox).toMatchObject({ backlog: { email: 0 }, failed: { email: 1 } });
    expect(body.outbox.lastFailures[0]).toMatchObject({ status: "failed", retryable: true, nextAttemptAt: null });

    backend.mailer.failWith = null;
    expect(await operator("POST", "/outbox/retry", { id: first.id })).toMatchObject({ status: 200, body: { retried: 1 } });
    await backend.emailDelivery.idle();
    expect(backend.mailer.sent.map((mail) => mail.subject)).toEqual(["Order CW-1001 confirmed"]);
    ({ body } = await operator("GET", ""));
    expect(body.outbox.lastFailures).toEqual([]);
    expect(body.outbox.failed.email).toBe(0);
  });

  it("retries every mail that waits long or gave up at once, and refuses a body it cannot read", async () => {
    const waiting = await failedMail("Order CW-1002 shipped");
    const givenUp = await failedMail("Order CW-1003 delivered");
    await backend.db
      .update(emailOutbox)
      .set({ nextAttemptAt: sql`now() + interval '2 hours'` })
      .where(eq(emailOutbox.id, waiting.id));
    await backend.db.update(emailOutbox).set({ status: "failed", attempts: MAX_SEND_ATTEMPTS }).where(eq(emailOutbox.id, givenUp.id));
    expect((await operator("POST", "/outbox/retry", { id: "x".repeat(500) })).status).toBe(400);
    // The retry wakes the sender, which may try at once: it fails again, so each row has used one attempt of a fresh round.
    expect((await operator("POST", "/outbox/retry", { all: true })).body).toEqual({ retried: 2 });
    await backend.emailDelivery.idle();
    const rows = await backend.db.select().from(emailOutbox).orderBy(emailOutbox.subject);
    expect(rows.map((row) => [row.subject, row.status, row.attempts <= 1])).toEqual([
      ["Order CW-1002 shipped", "pending", true],
      ["Order CW-1003 delivered", "pending", true],
    ]);
    expect(rows.every((row) => row.nextAttemptAt.getTime() < Date.now() + 60 * 60 * 1000)).toBe(true);
  });
});
