import { hostname } from "node:os";
import { desc, eq, gt, lt, sql } from "drizzle-orm";
import type { StoreProcessJson } from "../../contract/ops/system";
import { describeErrorForLog } from "../../contract/server/redact";
import { log } from "../../contract/server/log";
import type { Database } from "../db/client";
import type { Hearing } from "../db/hearing";
import { storeProcesses } from "../db/schema";
import { storeVersion } from "./store-version";

export const HEARTBEAT_EVERY_MS = 30_000;
/** A process whose row is older than three beats is gone (killed without stopping): no longer listed. */
const GONE_AFTER = sql`now() - interval '90 seconds'`;
const FORGOTTEN_AFTER = sql`now() - interval '1 day'`;

const startedAt = new Date(Date.now() - Math.round(process.uptime() * 1000));
/** This process, the same for every backend app it runs (tests make several). */
export const THIS_PROCESS_ID = `${hostname()}:${process.pid}:${startedAt.getTime()}`;

export interface ProcessHeartbeat {
  stop(): Promise<void>;
}

async function beat(db: Database, hearing: Hearing | undefined) {
  const row = {
    id: THIS_PROCESS_ID,
    host: hostname(),
    pid: process.pid,
    version: storeVersion().version,
    startedAt,
    seenAt: new Date(),
    hearing: hearing ? hearing.current : null,
  };
  await db
    .insert(storeProcesses)
    .values(row)
    .onConflictDoUpdate({ target: storeProcesses.id, set: { seenAt: row.seenAt, hearing: row.hearing } });
  await db.delete(storeProcesses).where(lt(storeProcesses.seenAt, FORGOTTEN_AFTER));
}

/** Keeps this process's row in `store_processes` while it runs; `stop` removes it. */
export function startProcessHeartbeat(db: Database, hearing?: Hearing, everyMs = HEARTBEAT_EVERY_MS): ProcessHeartbeat {
  const beatOnce = () =>
    beat(db, hearing).catch((error) => log().warn(`[backend] could not note this process as running: ${describeErrorForLog(error)}`));
  const first = beatOnce();
  const timer = setInterval(beatOnce, everyMs).unref();
  return {
    async stop() {
      clearInterval(timer);
      await first;
      await db
        .delete(storeProcesses)
        .where(eq(storeProcesses.id, THIS_PROCESS_ID))
        .catch(() => {});
    },
  };
}

/** The processes seen running lately, oldest start first; this one is marked. */
export async function listStoreProcesses(db: Database): Promise<StoreProcessJson[]> {
  const rows = await db.select().from(storeProcesses).where(gt(storeProcesses.seenAt, GONE_AFTER)).orderBy(desc(storeProcesses.startedAt));
  return rows.reverse().map((row) => ({
    host: row.host,
    pid: row.pid,
    version: row.version,
    startedAt: row.startedAt.toISOString(),
    seenAt: row.seenAt.toISOString(),
    hearing: row.hearing,
    thisProcess: row.id === THIS_PROCESS_ID,
  }));
}
