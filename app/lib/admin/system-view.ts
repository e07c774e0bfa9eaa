import { formatBytes } from "../../../contract/bytes";
import { type BackupStatusJson, OUTBOX_KINDS, type RedisStateJson, type SystemJson } from "../../../contract/ops/system";
import { formatDateTime } from "../site/dates";

/** "3 d 4 h", "5 h 12 min", "42 min", "under a minute": how long a process has run. */
export function formatUptime(milliseconds: number): string {
  const minutes = Math.floor(milliseconds / 60_000);
  if (minutes < 1) return "under a minute";
  const hours = Math.floor(minutes / 60);
  const days = Math.floor(hours / 24);
  if (days > 0) return `${days} d ${hours % 24} h`;
  if (hours > 0) return `${hours} h ${minutes % 60} min`;
  return `${minutes} min`;
}

const hearingText = (hearing: boolean | null) =>
  hearing === null ? "Not listening (SESSION_CACHE=false)" : hearing ? "Hearing the database" : "Not hearing the database: caches off";

function redisText(redis: RedisStateJson): string {
  switch (redis.status) {
    case "not-configured":
      return "Not set (REDIS_URL): rate limits are kept in the database";
    case "connected":
      return "Connected";
    case "connecting":
      return "Connecting";
    case "failing":
      return `Failing since ${formatDateTime(redis.lastErrorAt)}: ${redis.lastError ?? "no answer"}. Rate limits are kept in the database meanwhile.`;
  }
}

function backupFacts(backups: BackupStatusJson): [string, string][] {
  return [
    [
      "Schedule",
      backups.everyHours === null
        ? "Not scheduled (BACKUP_EVERY_HOURS): run npm run backup"
        : `Every ${backups.everyHours} hours, keeping the newest ${backups.keep}`,
    ],
    [
      "Last backup",
      backups.last ? `${formatDateTime(backups.last.at)}, ${formatBytes(backups.last.bytes)} (${backups.last.file})` : "None yet",
    ],
    ["Next backup", backups.next ? formatDateTime(backups.next) : "—"],
  ];
}

/** The page's figures as text, computed on the server at `now`. */
export function systemView(status: SystemJson, now: number) {
  const { database, dataDir, outbox } = status;
  return {
    version: status.version,
    commit: status.commit?.slice(0, 12) ?? "not a git checkout",
    processes: status.processes.map((process) => ({
      key: `${process.host}:${process.pid}`,
      name: `${process.host}, process ${process.pid}${process.thisProcess ? " (answered this page)" : ""}`,
      version: process.version,
      uptime: formatUptime(now - Date.parse(process.startedAt)),
      started: formatDateTime(process.startedAt),
      hearing: hearingText(process.hearing),
    })),
    database: {
      kind: database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : "Embedded PGlite, in DATA_DIR",
      migrations: `${database.migrationsApplied} of ${database.migrationsKnown} applied${database.latestMigration ? `, the newest ${database.latestMigration}` : ""}`,
      behind: database.migrationsApplied < database.migrationsKnown,
    },
    redis: { text: redisText(status.redis) },
    backups: {
      facts: backupFacts(status.backups),
      failure: status.backups.lastFailure
        ? `The backup of ${formatDateTime(status.backups.lastFailure.at)} failed: ${status.backups.lastFailure.reason}`
        : null,
    },
    outboxKinds: OUTBOX_KINDS.map((kind) => ({ kind, backlog: outbox.backlog[kind], failed: outbox.failed[kind] })),
    failures: outbox.lastFailures.map((failure) => ({
      ...failure,
      created: formatDateTime(failure.createdAt),
      state:
        failure.status === "failed"
          ? `Given up after ${failure.attempts} attempts`
          : `Attempt ${failure.attempts} failed; next try ${formatDateTime(failure.nextAttemptAt)}`,
    })),
    anyRetryable: outbox.lastFailures.some((failure) => failure.retryable) || OUTBOX_KINDS.some((kind) => outbox.failed[kind] > 0),
    dataDir: {
      path: dataDir.path,
      used: formatBytes(dataDir.usedBytes),
      free: dataDir.freeBytes === null ? "unknown" : `${formatBytes(dataDir.freeBytes)} free of ${formatBytes(dataDir.totalBytes ?? 0)}`,
    },
    settings: status.settings,
  };
}

export type SystemView = ReturnType<typeof systemView>;
