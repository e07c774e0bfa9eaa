import { join } from "node:path";
import nodemailer from "nodemailer";
import type { BackendEnv } from "../env";
import { keepJsonFile } from "../lib/kept-file";
import { log as logLine } from "../../contract/server/log";

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  replyTo?: string | null;
}

/** Delivers one mail or throws; the outbox decides about retries. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, replyTo: mail.replyTo ?? undefined });
    },
  };
}

/**
 * Without SMTP the store still works: each mail becomes one log line, never with its body (a reset
 * link in a log would open the account to anyone who reads it). With `folder`, the whole mail is
 * also kept there as one JSON file, readable only by this user, for a developer and the browser
 * tests to open; it sits beside the database, which holds the same body in its outbox already.
 */
export function createLoggingMailer(log: (line: string) => void = (line) => logLine().info(line), folder?: string): Mailer {
  return {
    async send(mail) {
      let kept = "";
      if (folder) kept = `; kept in ${await keepJsonFile(folder, "mail", mail)}`;
      log(`[email] "${mail.subject}" to ${mail.to} (not sent: SMTP_URL is not set${kept})`);
    },
  };
}

/** The folder under DATA_DIR where mail is kept when SMTP_URL is not set. */
export const mailFolder = (dataDir: string) => join(dataDir, "mail");

export function createMailer(env: Pick<BackendEnv, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createLoggingMailer(undefined, mailFolder(env.DATA_DIR));
}
