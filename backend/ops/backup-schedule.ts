import type { DatabaseConnection } from "../db/client";
import { log } from "../../contract/server/log";
import { listArchives, pruneArchives } from "./archive-names";
import { takeBackup } from "./backup-archive";
import { failureReason } from "./backup-refusal";
import type { BackupEnv } from "./backup-settings";
import { noteNextScheduledBackup } from "./backup-status";

// Any fixed number, the same in every process of the store (the start-up lock's is 4_302_118_207).
export const SCHEDULED_BACKUP_LOCK_ID = 4_302_118_208;
const HOUR_MS = 60 * 60 * 1000;
// setTimeout's longest wait; a longer one is waited in parts.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** The next slot after `now`: whole multiples of the period since the epoch (UTC), the same in every process. */
export function nextSlot(now: Date, everyHours: number): Date {
  const period = everyHours * HOUR_MS;
  return new Date((Math.floor(now.getTime() / period) + 1) * period);
}

/**
 * One slot's backup. Every process wakes at the same slot; on PostgreSQL the one that takes the
 * advisory lock backs up, and any that gets it later finds this slot's archive already written and
 * skips. Failures are logged and recorded in BACKUP_DIR (takeBackup), never thrown.
 */
export async function runScheduledBackup(env: BackupEnv, connection: DatabaseConnection, slot: Date): Promise<void> {
  try {
    await connection.unlessAnotherProcessIs(SCHEDULED_BACKUP_LOCK_ID, async () => {
      const [newest] = await listArchives(env.BACKUP_DIR);
      if (newest && new Date(newest.at) >= slot) return;
      const archive = await takeBackup(env, connection);
      const pruned = await pruneArchives(env.BACKUP_DIR, env.BACKUP_KEEP);
      log().info(`[backup] scheduled backup written: ${archive.file} (${archive.bytes} bytes); ${pruned.length} older removed`);
    });
  } catch (error) {
    log().error(`[backup] scheduled backup failed: ${failureReason(error)}`);
  }
}

/** Takes a backup every BACKUP_EVERY_HOURS while the store runs (nothing when unset); `stop` ends it. */
export function scheduleBackups(env: BackupEnv, connection: DatabaseConnection): { stop(): void } {
  const everyHours = env.BACKUP_EVERY_HOURS;
  if (!everyHours) {
    noteNextScheduledBackup(null);
    return { stop() {} };
  }
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const waitFor = (slot: Date) => {
    if (stopped) return;
    noteNextScheduledBackup(slot);
    const wait = slot.getTime() - Date.now();
    if (wait > LONGEST_TIMER_MS) {
      timer = setTimeout(() => waitFor(slot), LONGEST_TIMER_MS).unref();
      return;
    }
    timer = setTimeout(
      async () => {
        await runScheduledBackup(env, connection, slot);
        waitFor(nextSlot(new Date(), everyHours));
      },
      Math.max(wait, 0),
    ).unref();
  };
  const first = nextSlot(new Date(), everyHours);
  log().info(`[backup] every ${everyHours} h into ${env.BACKUP_DIR}, keeping ${env.BACKUP_KEEP}; next at ${first.toISOString()}`);
  waitFor(first);
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
      noteNextScheduledBackup(null);
    },
  };
}
