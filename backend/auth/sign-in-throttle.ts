import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitHits } from "../db/schema";
import { REDIS_NOW_MS, type RedisScriptClient } from "../rate-limit";

const BUCKET = "sign-in-failure";
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_WINDOW_MS = 15 * 60 * 1000;

/** Failed sign-ins per email: five within 15 minutes lock the email until enough of them age out. */
export interface SignInThrottle {
  /** Minutes until this email may try again, or 0 when it is not locked out. */
  lockMinutes(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  /** A successful sign-in forgets the failures before it. */
  clear(email: string): Promise<void>;
}

const minutesUntil = (unlockAtMs: number, nowMs: number) => Math.max(1, Math.ceil((unlockAtMs - nowMs) / 60_000));

/** Kept in the database (the default), which every instance shares. */
export function databaseSignInThrottle(db: Database): SignInThrottle {
  return {
    async lockMinutes(email) {
      const now = Date.now();
      const failures = await db
        .select({ createdAt: rateLimitHits.createdAt })
        .from(rateLimitHits)
        .where(
          and(
            eq(rateLimitHits.bucket, BUCKET),
            eq(rateLimitHits.key, email),
            gt(rateLimitHits.createdAt, new Date(now - SIGN_IN_LOCK_WINDOW_MS)),
          ),
        )
        .orderBy(asc(rateLimitHits.createdAt));
      if (failures.length < MAX_FAILED_SIGN_INS) return 0;
      // The lock lifts when enough of the window's failures have aged out to fall below the limit.
      const unlocking = failures[failures.length - MAX_FAILED_SIGN_INS];
      return minutesUntil(unlocking.createdAt.getTime() + SIGN_IN_LOCK_WINDOW_MS, now);
    },
    async recordFailure(email) {
      await db.insert(rateLimitHits).values({ bucket: BUCKET, key: email });
    },
    async clear(email) {
      await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, BUCKET), eq(rateLimitHits.key, email)));
    },
  };
}

// One sorted set per email, scored by Redis's own clock so every instance agrees on the window.
const LOCK_SCRIPT = `${REDIS_NOW_MS}
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local failures = redis.call('ZCARD', KEYS[1])
if failures < limit then return 0 end
local unlocking = redis.call('ZRANGE', KEYS[1], failures - limit, failures - limit, 'WITHSCORES')
return tonumber(unlocking[2]) + window - now
`;
const RECORD_SCRIPT = `${REDIS_NOW_MS}
redis.call('ZADD', KEYS[1], now, ARGV[2])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1
`;
const CLEAR_SCRIPT = "return redis.call('DEL', KEYS[1])";

/**
 * Kept in Redis (REDIS_URL) with the other limits. While Redis cannot answer, `fallback` (the
 * database) decides, so an outage neither locks everyone out nor lifts the limit for long.
 */
export function redisSignInThrottle(client: RedisScriptClient, options: { prefix?: string; fallback: SignInThrottle }): SignInThrottle {
  const keyOf = (email: string) => [`${options.prefix ?? "cookware:rate-limit:"}${BUCKET}:${email}`];
  const orFallback = async <T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      console.warn(`[backend] Redis sign-in throttle unavailable, using the database: ${(error as Error).message}`);
      return fallback();
    }
  };
  return {
    lockMinutes: (email) =>
      orFallback(
        async () => {
          const msLeft = Number(
            await client.eval(LOCK_SCRIPT, {
              keys: keyOf(email),
              arguments: [String(SIGN_IN_LOCK_WINDOW_MS), String(MAX_FAILED_SIGN_INS)],
            }),
          );
          return msLeft > 0 ? minutesUntil(msLeft, 0) : 0;
        },
        () => options.fallback.lockMinutes(email),
      ),
    recordFailure: (email) =>
      orFallback(
        async () => {
          const member = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
          await client.eval(RECORD_SCRIPT, { keys: keyOf(email), arguments: [String(SIGN_IN_LOCK_WINDOW_MS), member] });
        },
        () => options.fallback.recordFailure(email),
      ),
    clear: (email) =>
      orFallback(
        async () => {
          await client.eval(CLEAR_SCRIPT, { keys: keyOf(email), arguments: [] });
        },
        () => options.fallback.clear(email),
      ),
  };
}

/** For tests: pretend the failures kept in the database happened `ms` earlier. */
export async function ageFailedSignIns(db: Database, email: string, ms: number): Promise<void> {
  await db
    .update(rateLimitHits)
    .set({ createdAt: sql`${rateLimitHits.createdAt} - make_interval(secs => ${ms / 1000})` })
    .where(and(eq(rateLimitHits.bucket, BUCKET), eq(rateLimitHits.key, email)));
}
