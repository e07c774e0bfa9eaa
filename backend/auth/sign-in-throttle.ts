import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { rateLimitHits } from "../db/schema";
import {
  createRateLimiter,
  createRedisRateLimiter,
  REDIS_RATE_LIMIT_PREFIX,
  type RateLimiter,
  type RateLimitResult,
  type RedisScriptClient,
} from "../rate-limit";
import { log } from "../../contract/server/log";

const BUCKET = "sign-in-failure";
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_WINDOW_MS = 15 * 60 * 1000;

/**
 * Sign-in attempts per email: five within 15 minutes lock the email until enough of them age out.
 * An attempt is counted atomically before its password is checked, so guesses sent in parallel
 * cannot all pass a lock read before any failure is written; a success forgets them again.
 */
export interface SignInThrottle {
  /** Counts one attempt: 0 when it may go on, else the minutes until this email may try again. */
  reserve(email: string): Promise<number>;
  /** A successful sign-in forgets the attempts before it, its own included. */
  clear(email: string): Promise<void>;
}

const minutesOf = (result: RateLimitResult) => (result.allowed ? 0 : Math.max(1, Math.ceil(result.retryAfterSeconds / 60)));
const reserveOn = (limiter: RateLimiter, email: string) =>
  limiter.hit(BUCKET, email, MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_WINDOW_MS).then(minutesOf);

/** Kept in the database (the default), which every instance shares. */
export function databaseSignInThrottle(db: Database): SignInThrottle {
  const limiter = createRateLimiter(db);
  return {
    reserve: (email) => reserveOn(limiter, email),
    async clear(email) {
      await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, BUCKET), eq(rateLimitHits.key, email)));
    },
  };
}

const CLEAR_SCRIPT = "return redis.call('DEL', KEYS[1])";

/**
 * Kept in Redis (REDIS_URL) with the other limits, by the same sliding-window script. While Redis
 * cannot answer, `fallback` (the database) decides, so an outage neither locks everyone out nor
 * lifts the limit for long.
 */
export function redisSignInThrottle(client: RedisScriptClient, options: { prefix?: string; fallback: SignInThrottle }): SignInThrottle {
  const prefix = options.prefix ?? REDIS_RATE_LIMIT_PREFIX;
  const limiter = createRedisRateLimiter(client, { prefix });
  const orFallback = async <T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      log().warn(`[backend] Redis sign-in throttle unavailable, using the database: ${(error as Error).message}`);
      return fallback();
    }
  };
  return {
    reserve: (email) =>
      orFallback(
        () => reserveOn(limiter, email),
        () => options.fallback.reserve(email),
      ),
    clear: (email) =>
      orFallback(
        async () => {
          await client.eval(CLEAR_SCRIPT, { keys: [`${prefix}${BUCKET}:${email}`], arguments: [] });
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
