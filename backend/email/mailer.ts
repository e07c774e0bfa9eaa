import nodemailer from "nodemailer";
import type { BackendEnv } from "../env";

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

/** Without SMTP the store still works: each mail becomes one log line, never with its body. */
export function createLoggingMailer(log: (line: string) => void = console.info): Mailer {
  return {
    async send(mail) {
      log(`[email] "${mail.subject}" to ${mail.to} (not sent: SMTP_URL is not set)`);
    },
  };
}

export function createMailer(env: Pick<BackendEnv, "SMTP_URL" | "MAIL_FROM">): Mailer {
  return env.SMTP_URL ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM) : createLoggingMailer();
}
