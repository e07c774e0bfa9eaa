import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { migrationsFolder } from "../db/prepare";

interface JournalEntry {
  when: number;
  tag: string;
}

/** How far the database is migrated: the migrations applied, those this version knows, the newest applied one's name. */
export async function migrationLevel(db: Database, migrationsSchema = "drizzle") {
  const journal = JSON.parse(readFileSync(join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] };
  const [applied] = await queryRows<{ count: number; newest: string | null }>(
    db,
    sql`select count(*)::int as count, max(created_at)::text as newest from ${sql.identifier(migrationsSchema)}.__drizzle_migrations`,
  );
  const newest = journal.entries.find((entry) => String(entry.when) === applied.newest);
  return { migrationsApplied: applied.count, migrationsKnown: journal.entries.length, latestMigration: newest?.tag ?? null };
}
