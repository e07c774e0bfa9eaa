import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { expect } from "@playwright/test";

/** A mail as the e2e server keeps it: without SMTP_URL, one JSON file each under its DATA_DIR (scripts/e2e-server.mjs). */
export type Mail = { to: string; subject: string; text: string };

/** The mails sent to `email` (of that subject, when given), oldest first. */
export function mailsTo(baseURL: string, email: string, subject?: string): Mail[] {
  const folder = join("test-results", `e2e-data-${new URL(baseURL).port}`, "mail");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")) as Mail)
    .filter((mail) => mail.to === email && (subject === undefined || mail.subject === subject));
}

/** The newest mail of that subject to `email`, once the outbox has sent `count` of them. */
export async function newestMail(baseURL: string, email: string, subject: string, count = 1): Promise<Mail> {
  await expect.poll(() => mailsTo(baseURL, email, subject).length, { message: `mail "${subject}" to ${email}` }).toBe(count);
  return mailsTo(baseURL, email, subject).at(-1)!;
}

/** A shopper's message as the e2e server keeps it (MESSAGE_TRANSPORT=file): one JSON file each under DATA_DIR/messages. */
export type ShopperMessageFile = { to: string; orderNumber: string; language: string; link: string; text: string };

/** Every message sent about order `orderNumber`, oldest first. */
export function orderMessages(baseURL: string, orderNumber: string): ShopperMessageFile[] {
  const folder = join("test-results", `e2e-data-${new URL(baseURL).port}`, "messages");
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .sort()
    .map((file) => JSON.parse(readFileSync(join(folder, file), "utf8")) as ShopperMessageFile)
    .filter((message) => message.orderNumber === orderNumber);
}

/** The first message sent about order `orderNumber`, once the outbox has sent it. */
export async function orderMessage(baseURL: string, orderNumber: string): Promise<ShopperMessageFile> {
  await expect.poll(() => orderMessages(baseURL, orderNumber).length, { message: `message about ${orderNumber}` }).toBeGreaterThan(0);
  return orderMessages(baseURL, orderNumber)[0];
}
