import type { RedisStateJson, SystemJson } from "../../contract/ops/system";
import type { MessageChannel } from "../../contract/order-lifecycle/order-link";
import { settingsInForce } from "../../contract/server/settings-in-force";
import type { Database } from "../db/client";
import { backendEnv, backendEnvSchema } from "../env";
import { readBackupStatus } from "./backup-status";
import { dataDirUsage } from "./data-dir-usage";
import { migrationLevel } from "./migration-level";
import { outboxSummary } from "./outbox-status";
import { listStoreProcesses } from "./process-heartbeat";
import { storeVersion } from "./store-version";

/** What `/admin/system` needs to know of the backend it runs in. */
export interface SystemFacts {
  driver: "pglite" | "postgres";
  dataDir: string;
  messageChannel: MessageChannel;
  /** Redis as this process last found it. */
  redis: () => RedisStateJson;
}

/** The store's health as the back office shows it, read fresh on each visit. */
export async function readSystemStatus(db: Database, facts: SystemFacts): Promise<SystemJson> {
  const [processes, migrations, outbox, dataDir, backups] = await Promise.all([
    listStoreProcesses(db),
    migrationLevel(db),
    outboxSummary(db, facts.messageChannel),
    dataDirUsage(facts.dataDir),
    readBackupStatus(backendEnv()),
  ]);
  return {
    ...storeVersion(),
    processes,
    database: { kind: facts.driver, ...migrations },
    outbox,
    redis: facts.redis(),
    backups,
    dataDir,
    settings: settingsInForce(backendEnvSchema.shape, backendEnv()),
  };
}
