import { sql } from "drizzle-orm";
import type { Database } from "./client";
import { log } from "../../contract/server/log";

/**
 * Trigram indexes make `q` (a substring search) fast on a large catalogue. They live outside the
 * migrations because pg_trgm may be unavailable or forbidden on a managed server: search then
 * still works, only without the index.
 */
export async function ensureSearchIndexes(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
    await db.execute(sql`create index if not exists products_name_trgm_idx on products using gin (name gin_trgm_ops)`);
    await db.execute(sql`create index if not exists products_description_trgm_idx on products using gin (description gin_trgm_ops)`);
    // The Urdu ones too: a search matches any of the four, and an unindexed one would scan the table.
    await db.execute(sql`create index if not exists products_name_ur_trgm_idx on products using gin (name_ur gin_trgm_ops)`);
    await db.execute(sql`create index if not exists products_description_ur_trgm_idx on products using gin (description_ur gin_trgm_ops)`);
    return true;
  } catch (error) {
    log().warn(`Product search runs without trigram indexes (pg_trgm unavailable): ${(error as Error).message}`);
    return false;
  }
}
