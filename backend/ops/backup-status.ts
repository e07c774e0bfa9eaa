import { readFile, rm, writeFile, mkdir } from "node:fs/promises";
import { join } from "node:path";
import { listArchives } from "./archive-names";
import type { BackupSettings } from "./backup-settings";
import type { BackupStatusJson } from "../../contract/ops/system";

export type BackupStatus = BackupStatusJson;

type Failure = NonNullable<BackupStatus["lastFailure"]>;

// In BACKUP_DIR, so every process (and the command) reads and clears the same record.
const failureFile = (backupDir: string) => join(backupDir, "last-failure.json");

let nextScheduled: Date | null = null;

/** The scheduler says when this process takes its next backup (null when it takes none). */
export function noteNextScheduledBackup(at: Date | null): void {
  nextScheduled = at;
}

export async function recordBackupFailure(backupDir: string, reason: string, at = new Date()): Promise<void> {
  await mkdir(backupDir, { recursive: true, mode: 0o700 });
  const failure: Failure = { at: at.toISOString(), reason };
  await writeFile(failureFile(backupDir), JSON.stringify(failure), { mode: 0o600 });
}

export async function clearBackupFailure(backupDir: string): Promise<void> {
  await rm(failureFile(backupDir), { force: true });
}

async function readFailure(backupDir: string): Promise<Failure | null> {
  try {
    const failure = JSON.parse(await readFile(failureFile(backupDir), "utf8")) as Partial<Failure>;
    return typeof failure.at === "string" && typeof failure.reason === "string" ? { at: failure.at, reason: failure.reason } : null;
  } catch {
    return null;
  }
}

/** What the back office shows of backups: the schedule, the newest archive, and the last failure not yet followed by a success. */
export async function readBackupStatus(env: BackupSettings): Promise<BackupStatus> {
  const [archives, lastFailure] = await Promise.all([listArchives(env.BACKUP_DIR), readFailure(env.BACKUP_DIR)]);
  return {
    everyHours: env.BACKUP_EVERY_HOURS,
    keep: env.BACKUP_KEEP,
    last: archives[0] ?? null,
    next: env.BACKUP_EVERY_HOURS && nextScheduled ? nextScheduled.toISOString() : null,
    lastFailure,
  };
}
