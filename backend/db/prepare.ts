import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { DatabaseConnection } from "./client";
import { explainMissingPrivilege } from "./role-privileges";
import { ensureSearchDocuments } from "./search-documents";
import { ensureSearchIndexes } from "./search-indexes";
import { seedDemoData } from "./seed";

/** The checked-in SQL migrations, beside this module or (when bundled into the storefront build) under the project root. */
export function migrationsFolder(): string {
  const besideModule = fileURLToPath(new URL("./migrations", import.meta.url));
  if (existsSync(resolve(besideModule, "meta/_journal.json"))) return besideModule;
  return resolve(process.cwd(), "backend/db/migrations");
}

/**
 * Brings a database up to date: migrations, search documents and indexes, and (when asked) the demo data.
 * Safe to run at every start and from several instances at once. A role without the privileges it needs
 * is told which (`explainMissingPrivilege`).
 */
export async function prepareDatabase(
  connection: DatabaseConnection,
  options: { seedDemo: boolean; migrationsSchema?: string },
): Promise<void> {
  await connection
    .withStartupLock(async () => {
      await connection.migrate({ migrationsFolder: migrationsFolder(), migrationsSchema: options.migrationsSchema });
      await ensureSearchDocuments(connection.db);
      await ensureSearchIndexes(connection.db);
      if (options.seedDemo) await seedDemoData(connection.db);
    })
    .catch((error: unknown) => {
      throw explainMissingPrivilege(error);
    });
}
