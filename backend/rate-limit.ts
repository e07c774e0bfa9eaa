import { and, asc, count, eq, gt, lt, sql } from "drizzle-orm";
import type { Database } from "./db/client";
import { rateLimitHits } from "./db/schema";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export interface RateLimiter {
  /** Counts one attempt of `key` in `bucket`: allowed while fewer than `limit` were allowed in the last `windowMs`. */
  hit(bucket: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}

/**
 * A sliding-window limiter kept in the database, so every instance of the backend shares it.
 * Refused attempts are not recorded: waiting out the window always works.
 */
export function createRateLimiter(db: Database): RateLimiter {
  return {
    hit(bucket, key, limit, windowMs) {
      return db.transaction(async (tx) => {
        // Serialises hits on the same bucket and key across connections and instances.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${bucket}), hashtext(${key}))`);
        const windowStart = sql`now() - make_interval(secs => ${windowMs / 1000})`;
        const sameKey = and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, key));
        await tx.delete(rateLimitHits).where(and(sameKey, lt(rateLimitHits.createdAt, windowStart)));
        const [{ recent }] = await tx
          .select({ recent: count() })
          .from(rateLimitHits)
          .where(and(sameKey, gt(rateLimitHits.createdAt, windowStart)));
        if (recent < limit) {
          await tx.insert(rateLimitHits).values({ bucket, key });
          return { allowed: true, retryAfterSeconds: 0 };
        }
        // The count drops below the limit when the hit that put it over leaves the window.
        const [expiring] = await tx
          .select({
            secondsLeft: sql<number>`extract(epoch from (${rateLimitHits.createdAt} + make_interval(secs => ${windowMs / 1000}) - now()))`.mapWith(Number),
          })
          .from(rateLimitHits)
          .where(and(sameKey, gt(rateLimitHits.createdAt, windowStart)))
          .orderBy(asc(rateLimitHits.createdAt))
          .offset(recent - limit)
          .limit(1);
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(expiring?.secondsLeft ?? windowMs / 1000)) };
      });
    },
  };
}

/** Forgets hits older than `olderThanMs` in every bucket (keys that never come back). */
export async function pruneRateLimitHits(db: Database, olderThanMs: number): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`));
}
