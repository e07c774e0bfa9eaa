import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { migrationsFolder } from "../db/prepare";
import { BackupRefusal } from "./backup-refusal";

/** The migrations a database has applied, named by the newest one's time (drizzle's `when`, its `created_at`). */
export interface SchemaVersion {
  migrations: number;
  latestWhen: number;
  latestTag: string | null;
}

type JournalEntry = { when: number; tag: string };

let known: JournalEntry[] | undefined;

/** The migrations this code has, oldest first (read once: they do not change while the store runs). */
export function journal(): JournalEntry[] {
  known ??= (JSON.parse(readFileSync(join(migrationsFolder(), "meta/_journal.json"), "utf8")) as { entries: JournalEntry[] }).entries;
  return known;
}

export async function readSchemaVersion(db: Database): Promise<SchemaVersion> {
  const [table] = await queryRows<{ name: string | null }>(db, sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`);
  if (!table.name) throw new BackupRefusal("nothing to back up: the database holds no store (no migrations were ever applied to it)");
  const [row] = await queryRows<{ migrations: number; latest: string | null }>(
    db,
    sql`select count(*)::int as migrations, max(created_at)::text as latest from drizzle.__drizzle_migrations`,
  );
  const latestWhen = Number(row.latest ?? 0);
  return { migrations: row.migrations, latestWhen, latestTag: journal().find((entry) => entry.when === latestWhen)?.tag ?? null };
}

/** Refuses an archive whose database has migrations this code does not have: the store could not run on it. */
export function checkSchemaIsKnown(archived: SchemaVersion): void {
  const entries = journal();
  const newest = entries[entries.length - 1];
  if (archived.latestWhen > newest.when)
    throw new BackupRefusal(
      `this archive comes from a newer version of the store (its database has ${archived.migrations} migrations, the newest from ${new Date(archived.latestWhen).toISOString()}; this code knows ${entries.length}, up to ${newest.tag}): update the store's code, then restore`,
    );
}
