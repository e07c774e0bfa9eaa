import { existsSync } from "node:fs";
import { readFile, readdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { connectPglite, connectPostgres, queryRows, type DatabaseConnection } from "../db/client";
import { LISTENER_APPLICATION_NAME } from "../db/broadcast";
import { pgliteFolder, POSTGRES_COPY_FILE, serverMajorVersion } from "./database-copy";
import { requirePgTool, runPgTool } from "./pg-tools";

/** What a PostgreSQL database holds already: its tables, by schema and name. */
export async function tablesIn(connection: DatabaseConnection): Promise<string[]> {
  const rows = await queryRows<{ name: string }>(
    connection.db,
    sql`select schemaname || '.' || tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  return rows.map((row) => row.name);
}

/** Store processes connected to this database, counted by their listening connections (SESSION_CACHE). */
export async function listeningStores(connection: DatabaseConnection): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    connection.db,
    sql`select count(*)::int as count from pg_stat_activity where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`,
  );
  return row.count;
}

/** Opens DATABASE_URL's database for one piece of work. */
export async function withPostgres<T>(databaseUrl: string, work: (connection: DatabaseConnection) => Promise<T>): Promise<T> {
  const connection = connectPostgres(databaseUrl, { maxConnections: 1 });
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

export async function pgliteFolderInUse(dataDir: string): Promise<boolean> {
  const folder = pgliteFolder(dataDir);
  return existsSync(folder) && (await readdir(folder)).length > 0;
}

/** Replaces DATA_DIR's embedded database with the archive's copy. */
export async function restorePglite(extractedDir: string, copyFile: string, dataDir: string): Promise<void> {
  await rm(pgliteFolder(dataDir), { recursive: true, force: true });
  const dump = new Blob([await readFile(join(extractedDir, copyFile))]);
  const connection = await connectPglite(pgliteFolder(dataDir), { loadDataDir: dump });
  await connection.close();
}

/** Checks pg_restore is there (before anything is touched), answering the server's major version. */
export async function checkPostgresRestore(databaseUrl: string): Promise<number> {
  const major = await withPostgres(databaseUrl, serverMajorVersion);
  await requirePgTool("pg_restore", major);
  return major;
}

/**
 * Loads the archive's dump into DATABASE_URL's database in one transaction; `replace`: the store's
 * schemas are dropped first (the restore was forced onto a database that held tables).
 */
export async function restorePostgres(extractedDir: string, databaseUrl: string, replace: boolean, major: number): Promise<void> {
  if (replace)
    await withPostgres(databaseUrl, async (connection) => {
      await connection.db.execute(sql`drop schema if exists drizzle cascade`);
      await connection.db.execute(sql`drop schema if exists public cascade`);
      await connection.db.execute(sql`create schema public`);
    });
  const args = ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", join(extractedDir, POSTGRES_COPY_FILE)];
  await runPgTool("pg_restore", databaseUrl, args, major);
}
