import { mkdirSync } from "node:fs";
import { createConnection, type Socket } from "node:net";
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
import {
  BROADCAST_CHANNEL,
  BROADCAST_HEARD_CHANNEL,
  createBroadcastWaits,
  decodeBroadcast,
  encodeBroadcast,
  LISTENER_APPLICATION_NAME,
  newBroadcast,
} from "./broadcast";

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
   * Hears `NOTIFY`s on each channel of `handlers`, over one connection. `onLive(false)` says
   * announcements may be missed from now on (the listening connection is lost), `onLive(true)` that
   * they are heard again.
   */
  listen(handlers: Record<string, (payload: string) => void>, onLive: (live: boolean) => void): Promise<void>;
  /**
   * Runs `channel`'s handler with `payload` in every process listening on this database, and
   * settles true once each has (`backend/db/broadcast.ts`), false after `timeoutMs`. True at once
   * when this process does not listen: with no listener, no process keeps anything to forget.
   */
  broadcast(channel: string, payload: string, timeoutMs: number): Promise<boolean>;
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
  let listened: Record<string, (payload: string) => void> = {};
  return {
    client,
    db,
    driver: "pglite",
    migrate: (options) => migratePglite(db, options),
    // One PGlite owns its directory, so there is no other process to wait for.
    withStartupLock: (work) => work(),
    // In the same process: a change is heard when its transaction commits, and never lost.
    async listen(handlers, onLive) {
      for (const [channel, onNotify] of Object.entries(handlers)) await client.listen(channel, onNotify);
      listened = handlers;
      onLive(true);
    },
    // No other process can open this directory: this one's handler is every listener there is.
    async broadcast(channel, payload) {
      if (Object.hasOwn(listened, channel)) listened[channel](payload);
      return true;
    },
    close: () => client.close(),
  };
}

/** Seconds before the next connection attempt after `retries` failures in a row: 0.1, 0.2, 0.4, … at most 1. */
export function reconnectDelaySeconds(retries: number): number {
  return Math.min(0.1 * 2 ** retries, 1) * (0.5 + Math.random() / 2);
}

/** A connected socket to the database, or an error within `timeoutSeconds`. */
function openSocket(options: { host: string[]; port: number[]; path?: string }, timeoutSeconds: number): Promise<Socket> {
  const socket = options.path ? createConnection(options.path) : createConnection(options.port[0], options.host[0]);
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      socket.destroy();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error("connecting to the database timed out")), timeoutSeconds * 1000);
    socket.once("error", fail);
    socket.once("connect", () => {
      clearTimeout(timer);
      socket.removeListener("error", fail);
      resolve(socket);
    });
  });
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
  let listening: postgres.Sql | undefined;
  let listens = false;
  let closing = false;
  const broadcasts = createBroadcastWaits();
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
    async broadcast(channel, payload, timeoutMs) {
      if (!listens) return true;
      const message = newBroadcast(channel, payload);
      const wait = broadcasts.open(message.id, timeoutMs);
      try {
        // Counted in the statement that notifies: a listener that connects later starts with nothing kept.
        const [{ listeners }] = await client<{ listeners: number }[]>`
          select pg_notify(${BROADCAST_CHANNEL}, ${encodeBroadcast(message)}),
            (select count(*)::int from pg_stat_activity
              where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}) as listeners`;
        wait.expect(listeners);
      } catch (error) {
        wait.cancel();
        throw error;
      }
      return wait.confirmed;
    },
    async listen(handlers, onLive) {
      listens = true;
      // A client of its own per attempt: postgres.js re-listens after a loss but does not say it
      // lost one (announcements are missed in between), and a client left with a queued query
      // reconnects at once, again and again, while the database drops connections. A lost client
      // is ended, and the next one made after a growing pause.
      let retries = 0;
      let retrying = false;
      const connectListener = async () => {
        let sockets = 0;
        const listener: postgres.Sql = postgres(url, {
          ...settings,
          max: 1,
          idle_timeout: 0,
          max_lifetime: null,
          connection: { application_name: LISTENER_APPLICATION_NAME },
          onclose: () => {
            if (listening !== listener) return;
            onLive(false);
            abandon(listener);
          },
          ...{
            // postgres.js's own listen() hands notifications over this option; its types leave it out.
            onnotify: (heardOn: string, payload: string) => {
              if (heardOn === BROADCAST_HEARD_CHANNEL) return broadcasts.heard(payload);
              if (heardOn !== BROADCAST_CHANNEL) return Object.hasOwn(handlers, heardOn) && handlers[heardOn](payload);
              const message = decodeBroadcast(payload);
              if (!message) return;
              if (Object.hasOwn(handlers, message.channel)) handlers[message.channel](message.payload);
              // Confirmed over this connection: a confirmation means this listener is still the live one.
              listener`select pg_notify(${BROADCAST_HEARD_CHANNEL}, ${message.id})`.catch(() => {});
            },
            // One socket per client: postgres.js would reconnect a client whose first query waits,
            // with no pause and without calling onclose, for as long as connections are dropped.
            socket: (options: { host: string[]; port: number[]; path?: string }) => {
              if (sockets++ > 0) throw new Error("the listening connection was lost");
              return openSocket(options, settings.connect_timeout);
            },
          },
        });
        listening = listener;
        try {
          for (const channel of [...Object.keys(handlers), BROADCAST_CHANNEL, BROADCAST_HEARD_CHANNEL])
            await listener.unsafe(`listen "${channel.replaceAll('"', '""')}"`);
        } catch (error) {
          // Refused or dropped before it listened: this client is done; another comes after a pause.
          abandon(listener);
          throw error;
        }
        retries = 0;
        onLive(true);
      };
      /** A lost or refused client is ended, and the next one made after a pause. */
      const abandon = (listener: postgres.Sql) => {
        if (listening === listener) listening = undefined;
        void listener.end({ timeout: 0 });
        if (!closing) void retry();
      };
      const retry = async () => {
        if (retrying) return;
        retrying = true;
        try {
          while (!closing) {
            await new Promise((resolve) => setTimeout(resolve, reconnectDelaySeconds(retries++) * 1000));
            if (closing) return;
            try {
              return await connectListener();
            } catch {
              // Ended already; the loop makes the next one.
            }
          }
        } finally {
          retrying = false;
        }
      };
      await connectListener();
    },
    close: async () => {
      closing = true;
      await Promise.all([client.end({ timeout: 5 }), listening?.end({ timeout: 1 })]);
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
