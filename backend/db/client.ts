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
import { BROADCAST_CHANNEL, createBroadcastWaits, encodeBroadcast, LISTENER_APPLICATION_NAME, newBroadcast } from "./broadcast";
import type { Hearing } from "./hearing";
import { countPoolUsage, type PoolUsage } from "./pool-usage";
import { createPostgresListener, reconnectDelaySeconds, type NotifyHandlers, type PostgresListener } from "./listener";

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
   * Runs `work` unless another process holds the lock `lockId` (then answers undefined without
   * waiting): work that one process of several should do (the scheduled backup).
   */
  unlessAnotherProcessIs<T>(lockId: number, work: () => Promise<T>): Promise<T | undefined>;
  /** PGlite only: a consistent copy of its data directory, a gzipped tar (`connectPglite`'s `loadDataDir`). */
  dumpDataDir?(): Promise<Blob>;
  /**
   * Hears `NOTIFY`s on each channel of `handlers`, over one connection, and keeps `hearing`: whether
   * this process can prove it heard every announcement up to a moment ago (`backend/db/hearing.ts`).
   * Resolves once listening (or throws, and keeps trying on its own).
   */
  listen(handlers: NotifyHandlers, hearing: Hearing): Promise<void>;
  /**
   * Runs `channel`'s handler with `payload` in every process listening on this database, and
   * settles true once each has (`backend/db/broadcast.ts`), false `timeoutMs` after the broadcast
   * committed. True at once when this process does not listen: with no listener, no process keeps
   * anything to forget.
   */
  broadcast(channel: string, payload: string, timeoutMs: number): Promise<boolean>;
  /** PostgreSQL: the pool's connections taken and the queries waiting for one. PGlite has one connection in this process and no pool. */
  poolUsage?: () => PoolUsage;
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
  let listened: NotifyHandlers = {};
  return {
    client,
    db,
    driver: "pglite",
    migrate: (options) => migratePglite(db, options),
    // One PGlite owns its directory, so there is no other process to wait for.
    withStartupLock: (work) => work(),
    unlessAnotherProcessIs: (_lockId, work) => work(),
    // Taken between transactions (queries hold the same turn, so none is half done), after a checkpoint so the copy opens quickly.
    async dumpDataDir() {
      await client.exec("checkpoint");
      return client._runExclusiveTransaction(() => client.dumpDataDir("gzip"));
    },
    // In the same process: a change is heard when its transaction commits, and never lost.
    async listen(handlers, hearing) {
      for (const [channel, onNotify] of Object.entries(handlers)) await client.listen(channel, onNotify);
      listened = handlers;
      hearing.always();
    },
    // No other process can open this directory: this one's handler is every listener there is.
    async broadcast(channel, payload) {
      if (Object.hasOwn(listened, channel)) listened[channel](payload);
      return true;
    },
    close: () => client.close(),
  };
}

/** `work` while this process holds the session-level advisory lock `lockId`, on one reserved connection. */
async function holdingAdvisoryLock<T>(client: postgres.Sql, lockId: number, when: "wait" | "or-skip", work: () => Promise<T>) {
  const connection = await client.reserve();
  try {
    if (when === "wait") await connection`select pg_advisory_lock(${lockId})`;
    else {
      const [{ locked }] = await connection<{ locked: boolean }[]>`select pg_try_advisory_lock(${lockId}) as locked`;
      if (!locked) return undefined;
    }
    try {
      return await work();
    } finally {
      await connection`select pg_advisory_unlock(${lockId})`;
    }
  } finally {
    connection.release();
  }
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
  const max = options.maxConnections ?? 10;
  const client = postgres(url, {
    ...settings,
    max,
    // Idle connections are let go, so none lingers half-dead after a network cut.
    idle_timeout: 30,
  });
  let listener: PostgresListener | undefined;
  const broadcasts = createBroadcastWaits();
  const pool = countPoolUsage(client, max);
  const db = drizzlePostgres(pool.client);
  return {
    db,
    driver: "postgres",
    poolUsage: pool.usage,
    migrate: (migrationOptions) => migratePostgres(db, migrationOptions),
    async withStartupLock<T>(work: () => Promise<T>) {
      return (await holdingAdvisoryLock(client, STARTUP_LOCK_ID, "wait", work)) as T;
    },
    unlessAnotherProcessIs: (lockId, work) => holdingAdvisoryLock(client, lockId, "or-skip", work),
    async broadcast(channel, payload, timeoutMs) {
      if (!listener) return true;
      const message = newBroadcast(channel, payload);
      const wait = broadcasts.open(message.id);
      try {
        // Counted in the statement that notifies: a listener that connects later starts with nothing kept.
        const [{ listeners }] = await client<{ listeners: number }[]>`
          select pg_notify(${BROADCAST_CHANNEL}, ${encodeBroadcast(message)}),
            (select count(*)::int from pg_stat_activity
              where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}) as listeners`;
        wait.expect(listeners, timeoutMs);
      } catch (error) {
        wait.cancel();
        throw error;
      }
      return wait.confirmed;
    },
    async listen(handlers, hearing) {
      listener = createPostgresListener(url, settings, { handlers, hearing, onBroadcastHeard: broadcasts.heard });
      await listener.start();
    },
    close: async () => {
      await Promise.all([client.end({ timeout: 5 }), listener?.stop()]);
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
