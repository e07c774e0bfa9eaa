import type { DatabaseConnection } from "../db/client";
import type { BackupEnv } from "./backup-settings";
import { scheduleBackups } from "./backup-schedule";
import { pgliteCopyOf } from "./database-copy";
import { waitWhileCommandHoldsDatabase } from "./pglite-command-lock";
import { openPgliteBackupEndpoint } from "./pglite-endpoint";

export interface StoreBackups {
  /** The database is prepared: copies may be made of it, and the schedule starts. */
  ready(connection: DatabaseConnection): void;
  /** The store could not start: whoever waits for a copy is told, and the endpoint closes. */
  failed(error: unknown): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The running store's part in backups: on PGlite, the loopback endpoint `npm run backup` asks for
 * its copy (opened before the database, so the command never opens the files beside the store);
 * and the schedule (BACKUP_EVERY_HOURS).
 */
export async function startStoreBackups(env: BackupEnv): Promise<StoreBackups> {
  let resolveReady!: (connection: DatabaseConnection) => void;
  let rejectReady!: (error: unknown) => void;
  const prepared = new Promise<DatabaseConnection>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  prepared.catch(() => {});
  const endpoint = env.DATABASE_URL ? undefined : await openPgliteBackupEndpoint(env.DATA_DIR, async () => pgliteCopyOf(await prepared));
  if (endpoint) await waitWhileCommandHoldsDatabase(env.DATA_DIR);
  let schedule: { stop(): void } | undefined;
  return {
    ready(connection) {
      resolveReady(connection);
      schedule = scheduleBackups(env, connection);
    },
    async failed(error) {
      rejectReady(error);
      await endpoint?.close();
    },
    async stop() {
      schedule?.stop();
      await endpoint?.close();
    },
  };
}
