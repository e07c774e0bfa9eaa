import { Counter, Gauge } from "prom-client";
import type { DatabaseConnection } from "../db/client";
import type { Hearing } from "../db/hearing";
import { outboxBacklog } from "../email/outbox";
import type { MessageChannel } from "../../contract/order-lifecycle/order-link";
import { metricsRegistry } from "../../contract/server/metrics";
import { describeErrorForLog } from "../../contract/server/redact";
import { log } from "../../contract/server/log";
import { cacheReadCounts } from "./cache-reads";

/** What the scrape reads from the running backend (backend/index.ts hands it over once started). */
export type WatchedBackend = {
  connection: Pick<DatabaseConnection, "db" | "poolUsage">;
  /** Undefined when nothing listens (SESSION_CACHE=false): the process then hears nothing. */
  hearing: Hearing | undefined;
  /** How the outbox's shopper messages go (MESSAGE_TRANSPORT's messenger). */
  messageKind: MessageChannel;
};

let watched: WatchedBackend | undefined;

/** The backend this process runs, or none once it closed (its figures then leave the scrape). */
export function watchBackend(backend: WatchedBackend | undefined): void {
  watched = backend;
}

const registers = [metricsRegistry()];

new Gauge({
  name: "cookware_listener_hearing",
  help: "1 while this process proves it hears the database's announcements (its caches may answer from memory), else 0; summed over the store's processes",
  registers,
  collect() {
    this.set(watched?.hearing?.current ? 1 : 0);
  },
});

// The same database for every process: the highest, not the sum, is the store's backlog.
new Gauge({
  name: "cookware_outbox_backlog",
  help: "Outbox rows waiting to be sent or retried, by kind (email, or the shopper messages' channel)",
  labelNames: ["kind"],
  aggregator: "max",
  registers,
  async collect() {
    this.reset();
    if (!watched) return;
    try {
      const backlog = await outboxBacklog(watched.connection.db);
      this.set({ kind: "email" }, backlog.email);
      this.set({ kind: watched.messageKind }, backlog.message);
    } catch (error) {
      // A database that does not answer leaves the backlog out; the rest of the scrape still answers.
      log().debug(`[metrics] the outbox backlog could not be counted: ${describeErrorForLog(error)}`);
    }
  },
});

type PoolUsage = NonNullable<ReturnType<NonNullable<DatabaseConnection["poolUsage"]>>>;
// Labelled by driver so that PGlite (one connection in this process, no pool) reports no series at all rather than zeros.
const poolGauge = (name: string, help: string, read: (usage: PoolUsage) => number) =>
  new Gauge({
    name,
    help,
    labelNames: ["driver"],
    registers,
    collect() {
      this.reset();
      const usage = watched?.connection.poolUsage?.();
      if (usage) this.set({ driver: "postgres" }, read(usage));
    },
  });
poolGauge(
  "cookware_db_pool_size",
  "Connections the PostgreSQL pool may open (DATABASE_POOL_SIZE), summed over processes",
  (usage) => usage.size,
);
poolGauge("cookware_db_pool_in_use", "PostgreSQL pool connections holding a query or a transaction now", (usage) => usage.inUse);
poolGauge("cookware_db_pool_waiting", "Queries and transactions waiting for a PostgreSQL pool connection now", (usage) => usage.waiting);

const cacheCounter = (name: string, help: string, read: (reads: { hits: number; misses: number }) => number) =>
  new Counter({
    name,
    help,
    labelNames: ["cache"],
    registers,
    collect() {
      // Counted as plain numbers where the caches read (backend/metrics/cache-reads.ts), copied here at scrape time.
      this.reset();
      for (const [cache, reads] of Object.entries(cacheReadCounts())) this.inc({ cache }, read(reads));
    },
  });
cacheCounter("cookware_cache_hits_total", "Reads answered from a cache's memory, by cache", (reads) => reads.hits);
cacheCounter("cookware_cache_misses_total", "Reads a cache sent to the database, by cache", (reads) => reads.misses);
