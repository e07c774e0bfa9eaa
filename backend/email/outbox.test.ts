import { mkdtempSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer, type AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { beforeEach, expect, it, onTestFinished } from "vitest";
import { emailOutbox } from "../db/schema";
import { describeOnEachDatabase } from "../test/harness";
import { createLoggingMailer, createMailer } from "./mailer";
import { deliverDueEmails, MAX_SEND_ATTEMPTS, queueEmail } from "./outbox";
import { captureLog } from "../../contract/server/log";

const mail = {
  to: "customer@example.com",
  subject: "Your order CW-100001 is confirmed",
  text: "Dear Ayesha, your address is 12 Mall Road",
};

describeOnEachDatabase("email outbox", (backend) => {
  beforeEach(() => backend.reset());

  it("sends queued mail once and marks it sent", async () => {
    await queueEmail(backend.db, mail);
    expect(await deliverDueEmails(backend.db, backend.mailer)).toBe(1);
    expect(await deliverDueEmails(backend.db, backend.mailer)).toBe(0);
    expect(backend.mailer.sent).toEqual([{ ...mail, replyTo: null }]);
    const [row] = await backend.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 1, lastError: null });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("keeps a failed mail pending with the error and retries it later", async () => {
    await queueEmail(backend.db, mail);
    backend.mailer.failWith = "Connection timed out";
    await deliverDueEmails(backend.db, backend.mailer);
    let [row] = await backend.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "pending", attempts: 1, lastError: "Connection timed out" });
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());

    expect(await deliverDueEmails(backend.db, backend.mailer)).toBe(0); // not due yet
    backend.mailer.failWith = null;
    await backend.db.update(emailOutbox).set({ nextAttemptAt: sql`now()` });
    await deliverDueEmails(backend.db, backend.mailer);
    [row] = await backend.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "sent", attempts: 2 });
  });

  it("gives up after the last attempt", async () => {
    await queueEmail(backend.db, mail);
    await backend.db.update(emailOutbox).set({ attempts: MAX_SEND_ATTEMPTS - 1 });
    backend.mailer.failWith = "Mailbox unavailable";
    await deliverDueEmails(backend.db, backend.mailer);
    const [row] = await backend.db.select().from(emailOutbox);
    expect(row).toMatchObject({ status: "failed", attempts: MAX_SEND_ATTEMPTS });
  });

  it("never hands the same mail to two senders at once", async () => {
    for (let index = 0; index < 5; index += 1) await queueEmail(backend.db, { ...mail, subject: `Mail ${index}` });
    const claimed = await Promise.all([deliverDueEmails(backend.db, backend.mailer), deliverDueEmails(backend.db, backend.mailer)]);
    expect(claimed[0] + claimed[1]).toBe(5);
    expect(backend.mailer.sent).toHaveLength(5);
  });

  it("sends scheduled mail off the request path", async () => {
    await queueEmail(backend.db, mail);
    backend.emailDelivery.schedule();
    expect(backend.mailer.sent).toHaveLength(0);
    await backend.emailDelivery.idle();
    expect(backend.mailer.sent).toHaveLength(1);
  });
});

it("logs one line per mail without the body when SMTP is not configured", async () => {
  const lines: string[] = [];
  await createLoggingMailer((line) => lines.push(line)).send(mail);
  expect(lines).toEqual(['[email] "Your order CW-100001 is confirmed" to customer@example.com (not sent: SMTP_URL is not set)']);
  expect(lines[0]).not.toContain("Mall Road");
});

it("without SMTP, keeps each whole mail as a file only its owner reads, and logs no body", async () => {
  const folder = join(mkdtempSync(join(tmpdir(), "cookware-mail-")), "mail");
  const lines: string[] = [];
  const reset = {
    to: "owner@example.com",
    subject: "Reset your Cookware.pk password",
    text: "Open https://shop.example/reset-password?token=abc",
  };
  await createLoggingMailer((line) => lines.push(line), folder).send(reset);
  const [file] = readdirSync(folder);
  expect(JSON.parse(readFileSync(join(folder, file), "utf8"))).toMatchObject(reset);
  expect(statSync(join(folder, file)).mode & 0o077).toBe(0);
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('"Reset your Cookware.pk password" to owner@example.com');
  expect(lines[0]).not.toContain("token");
});

it("delivers over SMTP when SMTP_URL is set", async () => {
  const logged = captureLog();
  onTestFinished(logged.restore);
  const closedPort = await new Promise<number>((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
  const smtp = createMailer({ SMTP_URL: `smtp://127.0.0.1:${closedPort}`, MAIL_FROM: "Store <orders@example.com>", DATA_DIR: "unused" });
  await expect(smtp.send(mail)).rejects.toThrow(/ECONNREFUSED|connect/i);
  expect(logged.lines()).toEqual([]);
});
