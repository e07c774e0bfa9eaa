import { z } from "zod";
import { MAX_ID_LENGTH } from "../limits";
import type { MessageChannel } from "../order-lifecycle/order-link";

/** A process of the store as `/admin/system` lists it: each writes its own line every half minute. */
export interface StoreProcessJson {
  host: string;
  pid: number;
  version: string;
  startedAt: string;
  seenAt: string;
  /** Whether it hears the database's announcements; null when it does not listen (SESSION_CACHE=false). */
  hearing: boolean | null;
  /** True for the process that answered this page. */
  thisProcess: boolean;
}

/** A mail or message that has not gone: still retrying, or given up on. */
export interface OutboxFailureJson {
  id: string;
  kind: OutboxKind;
  recipient: string;
  subject: string;
  status: "pending" | "failed";
  attempts: number;
  reason: string;
  createdAt: string;
  nextAttemptAt: string | null;
  /** Whether "Retry now" may put it back in line (never one a sender may be holding). */
  retryable: boolean;
}

export const OUTBOX_KINDS = ["email", "WhatsApp", "SMS", "message file"] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

const messageKinds: Record<MessageChannel, OutboxKind> = { whatsapp: "WhatsApp", sms: "SMS", file: "message file" };

/** An outbox row's kind: its channel, and for a shopper's message the sender the store is set to use. */
export const outboxKindOf = (channel: "email" | "message", messageChannel: MessageChannel): OutboxKind =>
  channel === "email" ? "email" : messageKinds[messageChannel];

export interface OutboxSummaryJson {
  /** Waiting to be sent (first try or a retry), per kind. */
  backlog: Record<OutboxKind, number>;
  /** Given up on after every attempt, per kind. */
  failed: Record<OutboxKind, number>;
  /** The newest that failed at least once and have not gone, newest first. */
  lastFailures: OutboxFailureJson[];
}

/** A setting as the page shows it: a secret only says whether it is set, an address hides its password. */
export interface SettingInForceJson {
  name: string;
  value: string;
  /** False when the default is in force. */
  fromEnvironment: boolean;
}

/** Redis (REDIS_URL) as this process last found it; Redis's own words when it refused. */
export type RedisStateJson = {
  status: "not-configured" | "connected" | "connecting" | "failing";
  lastError: string | null;
  lastErrorAt: string | null;
};

/** Backups as the back office shows them (`npm run backup`, BACKUP_EVERY_HOURS). */
export interface BackupStatusJson {
  /** BACKUP_EVERY_HOURS, null when scheduling is off. */
  everyHours: number | null;
  /** BACKUP_KEEP. */
  keep: number;
  /** The newest archive in BACKUP_DIR (at: ISO time). */
  last: { file: string; at: string; bytes: number } | null;
  /** ISO time of the next scheduled backup in this process, null when off. */
  next: string | null;
  /** The last failed scheduled (or requested) backup, cleared by a later success. */
  lastFailure: { at: string; reason: string } | null;
}

export interface SystemJson {
  version: string;
  commit: string | null;
  processes: StoreProcessJson[];
  database: { kind: "pglite" | "postgres"; migrationsApplied: number; migrationsKnown: number; latestMigration: string | null };
  outbox: OutboxSummaryJson;
  redis: RedisStateJson;
  backups: BackupStatusJson;
  dataDir: { path: string; usedBytes: number; freeBytes: number | null; totalBytes: number | null };
  settings: SettingInForceJson[];
}

export const OUTBOX_FAILURES_SHOWN = 10;

/** `POST /admin/system/outbox/retry`: one failed mail or message, or every one that has not gone. */
export const retryOutboxBody = z.union([z.object({ id: z.string().min(1).max(MAX_ID_LENGTH) }), z.object({ all: z.literal(true) })]);
export type RetryOutboxBody = z.infer<typeof retryOutboxBody>;
export interface RetryOutboxJson {
  retried: number;
}

export const OUTBOX_NOTHING_TO_RETRY = "Nothing is waiting to be retried: it may have been sent meanwhile.";
