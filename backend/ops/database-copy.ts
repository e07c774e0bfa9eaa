import { existsSync } from "node:fs";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { connectPglite, connectPostgres, queryRows, type DatabaseConnection } from "../db/client";
import { BackupRefusal } from "./backup-refusal";
import type { BackupEnv } from "./backup-settings";
import { withCommandLock } from "./pglite-command-lock";
import { askRunningStoreForCopy, type PgliteCopy } from "./pglite-endpoint";
import { runPgTool } from "./pg-tools";
import { readSchemaVersion, type SchemaVersion } from "./schema-version";

/** The database's part of an archive: which driver made it, its file there, and its migrations. */
export interface DatabaseCopy {
  driver: "pglite" | "postgres";
  file: string;
  schema: SchemaVersion;
}

export const PGLITE_COPY_FILE = "database/pglite.tar.gz";
export const POSTGRES_COPY_FILE = "database/postgres.dump";

export const pgliteFolder = (dataDir: string) => join(dataDir, "pglite");

export async function pgliteCopyOf(connection: DatabaseConnection): Promise<PgliteCopy> {
  if (!connection.dumpDataDir) throw new Error("not an embedded database");
  const schema = await readSchemaVersion(connection.db);
  return { dump: await connection.dumpDataDir(), schema };
}

export async function serverMajorVersion(connection: DatabaseConnection): Promise<number> {
  const [row] = await queryRows<{ version: string }>(connection.db, sql`select current_setting('server_version_num') as version`);
  return Math.floor(Number(row.version) / 10_000);
}

/** Opens what `env` names just for `work`, unless the caller holds a connection already (the running store). */
async function withConnection<T>(
  env: Pick<BackupEnv, "DATABASE_URL" | "DATA_DIR">,
  running: DatabaseConnection | undefined,
  work: (connection: DatabaseConnection) => Promise<T>,
): Promise<T> {
  if (running) return work(running);
  const connection = env.DATABASE_URL
    ? connectPostgres(env.DATABASE_URL, { maxConnections: 1 })
    : await connectPglite(pgliteFolder(env.DATA_DIR));
  try {
    return await work(connection);
  } finally {
    await connection.close();
  }
}

async function copyPostgres(databaseUrl: string, connection: DatabaseConnection, stagingDir: string): Promise<DatabaseCopy> {
  const schema = await readSchemaVersion(connection.db);
  await mkdir(join(stagingDir, "database"), { recursive: true });
  const args = ["--format=custom", "--no-owner", "--no-privileges", `--file=${join(stagingDir, POSTGRES_COPY_FILE)}`];
  await runPgTool("pg_dump", databaseUrl, args, await serverMajorVersion(connection));
  return { driver: "postgres", file: POSTGRES_COPY_FILE, schema };
}

async function copyPglite(env: Pick<BackupEnv, "DATA_DIR">, running: DatabaseConnection | undefined): Promise<PgliteCopy> {
  if (running) return pgliteCopyOf(running);
  const fromStore = await askRunningStoreForCopy(env.DATA_DIR);
  if (fromStore) return fromStore;
  if (!existsSync(join(pgliteFolder(env.DATA_DIR), "PG_VERSION")))
    throw new BackupRefusal(`nothing to back up: ${pgliteFolder(env.DATA_DIR)} holds no database (and DATABASE_URL is not set)`);
  return withCommandLock(env.DATA_DIR, async () => {
    // A store that started before the lock was written answers; one starting after it waits for it.
    const fromStoreStartedMeanwhile = await askRunningStoreForCopy(env.DATA_DIR);
    return fromStoreStartedMeanwhile ?? withConnection({ DATA_DIR: env.DATA_DIR }, undefined, pgliteCopyOf);
  });
}

/**
 * Writes a consistent copy of the store's database into `stagingDir`: pg_dump's custom format with
 * DATABASE_URL, else PGlite's own dump, made by the store when one runs on DATA_DIR (PGlite opens in
 * one process only) and by this process otherwise. `running`: the store's own connection.
 */
export async function copyDatabase(
  env: Pick<BackupEnv, "DATABASE_URL" | "DATA_DIR">,
  stagingDir: string,
  running?: DatabaseConnection,
): Promise<DatabaseCopy> {
  const databaseUrl = env.DATABASE_URL;
  if (databaseUrl) return withConnection(env, running, (connection) => copyPostgres(databaseUrl, connection, stagingDir));
  const { dump, schema } = await copyPglite(env, running);
  await mkdir(join(stagingDir, "database"), { recursive: true });
  await writeFile(join(stagingDir, PGLITE_COPY_FILE), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  return { driver: "pglite", file: PGLITE_COPY_FILE, schema };
}
