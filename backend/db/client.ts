import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";
import type { BackendEnv } from "../env";

/** What every query module takes: the Drizzle database, whichever driver is underneath (or a transaction). */
export type Database = PgDatabase<PgQueryResultHKT>;

export interface MigrationOptions {
  migrationsFolder: string;
  migrationsSchema?: string;
}

export interface DatabaseConnection {
  db: Database;
  driver: "pglite" | "postgres";
  migrate(options: MigrationOptions): Promise<void>;
  /** Runs start-up work (migrations, seeding) while no other process does the same. */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Hears `NOTIFY`s on `channel`. `onLive(false)` says announcements may be missed from now on (the
   * listening connection is lost), `onLive(true)` that they are heard again.
   */
  listen(channel: string, onNotify: (payload: string) => void, onLive: (live: boolean) => void): Promise<void>;
  close(): Promise<void>;
}

// Any fixed number works; it only has to be the same in every instance of this backend.
const STARTUP_LOCK_ID = 4_302_118_207;

/**
 * PGlite in-process: under `dataDir`, or in memory when none is given (tests).
 * `loadDataDir` starts from a dump (`client.dumpDataDir()`), much faster than a fresh initdb.
 */
export async function connectPglite(
  dataDir?: string,
  options: { loadDataDir?: Blob } = {},
): Promise<DatabaseConnection & { client: PGlite }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, { extensions: { pg_trgm }, loadDataDir: options.loadDataDir });
  const db = drizzlePglite(client);
  return {
    client,
    db,
    driver: "pglite",
    migrate: (options) => migratePglite(db, options),
    // One PGlite owns its directory, so there is no other process to wait for.
    withStartupLock: (work) => work(),
    // In the same process: a change is heard when its transaction commits, and never lost.
    async listen(channel, onNotify, onLive) {
      await client.listen(channel, onNotify);
      onLive(true);
    },
    close: () => client.close(),
  };
}

/** Seconds before the next connection attempt after `retries` failures in a row: 0.1, 0.2, 0.4, … at most 1. */
export function reconnectDelaySeconds(retries: number): number {
  return Math.min(0.1 * 2 ** retries, 1) * (0.5 + Math.random() / 2);
}

export function connectPostgres(url: string, options: { maxConnections?: number } = {}): DatabaseConnection {
  const settings = {
    onnotice: () => {},
    // A database that does not answer fails the query well within the storefront's 10 s
    // BACKEND_TIMEOUT_MS, so the shopper sees the friendly 503 rather than a hang.
    connect_timeout: 5,
    // postgres.js waits longer after each failed connection (up to 20 s by default); capped at a
    // second, the store is back within moments of the database's return.
    backoff: reconnectDelaySeconds,
  };
  const client = postgres(url, {
    ...settings,
    max: options.maxConnections ?? 10,
    // Idle connections are let go, so none lingers half-dead after a network cut.
    idle_timeout: 30,
  });
  const listeners: postgres.Sql[] = [];
  let closing = false;
  const db = drizzlePostgres(client);
  return {
    db,
    driver: "postgres",
    migrate: (migrationOptions) => migratePostgres(db, migrationOptions),
    async withStartupLock(work) {
      const connection = await client.reserve();
      try {
        await connection`select pg_advisory_lock(${STARTUP_LOCK_ID})`;
        try {
          return await work();
        } finally {
          await connection`select pg_advisory_unlock(${STARTUP_LOCK_ID})`;
        }
      } finally {
        connection.release();
      }
    },
    async listen(channel, onNotify, onLive) {
      // Its own connection, kept open: postgres.js's `listen` re-listens after a loss but does not
      // say it lost one, and in between announcements are missed.
      const listener = postgres(url, {
        ...settings,
        max: 1,
        idle_timeout: 0,
        max_lifetime: null,
        onclose: () => {
          onLive(false);
          if (!closing) void relisten();
        },
        // postgres.js's own listen() hands notifications over this option; its types leave it out.
        ...{ onnotify: (heardOn: string, payload: string) => heardOn === channel && onNotify(payload) },
      });
      listeners.push(listener);
      const startListening = async () => {
        await listener.unsafe(`listen "${channel.replaceAll('"', '""')}"`);
        onLive(true);
      };
      // One attempt at a time: a failed reconnection closes again, and must not start a second loop.
      let relistening = false;
      const relisten = async () => {
        if (relistening) return;
        relistening = true;
        try {
          for (let retries = 0; !closing; retries += 1) {
            try {
              return await startListening();
            } catch {
              await new Promise((resolve) => setTimeout(resolve, reconnectDelaySeconds(retries) * 1000));
            }
          }
        } finally {
          relistening = false;
        }
      };
      await startListening();
    },
    close: async () => {
      closing = true;
      await Promise.all([client.end({ timeout: 5 }), ...listeners.map((listener) => listener.end({ timeout: 1 }))]);
    },
  };
}

/** PostgreSQL when DATABASE_URL is set, otherwise PGlite under DATA_DIR. */
export function connectDatabase(
  env: Pick<BackendEnv, "DATABASE_URL" | "DATA_DIR"> & Partial<Pick<BackendEnv, "DATABASE_POOL_SIZE">>,
): Promise<DatabaseConnection> {
  if (env.DATABASE_URL) return Promise.resolve(connectPostgres(env.DATABASE_URL, { maxConnections: env.DATABASE_POOL_SIZE }));
  return connectPglite(join(env.DATA_DIR, "pglite"));
}

/** Rows of a raw `db.execute`, which PGlite answers as `{ rows }` and postgres.js as an array. */
export async function queryRows<Row>(db: Database, query: Parameters<Database["execute"]>[0]): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as Row[];
  return (result as { rows: Row[] }).rows;
}
