import type { Database } from "../db/client";
import { journal, readSchemaVersion } from "./schema-version";

/** How far the database is migrated: the migrations applied, those this version knows, the newest applied one's name. */
export async function migrationLevel(db: Database) {
  const applied = await readSchemaVersion(db);
  return { migrationsApplied: applied.migrations, migrationsKnown: journal().length, latestMigration: applied.latestTag };
}
