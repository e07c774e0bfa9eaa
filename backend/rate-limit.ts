import { lt, sql } from "drizzle-orm";
import { queryRows, type Database } from "./db/client";
import { rateLimitHits } from "./db/schema";
import { RateLimitedError } from "./store/errors";
import { log } from "../contract/server/log";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts one attempt and, over the limit, refuses with `message` and when to try again. */
export async function enforceRateLimit(
  limiter: RateLimiter,
  rule: { bucket: string; limit: number; windowMs: number },
  key: string,
  message: string,
): Promise<void> {
  const result = await limiter.hit(rule.bucket, key, rule.limit, rule.windowMs);
  if (!result.allowed) throw new RateLimitedError(message, result.retryAfterSeconds);
}

export interface RateLimiter {
  /** Counts one attempt of `key` in `bucket`: allowed while fewer than `limit` were allowed in the last `windowMs`. */
  hit(bucket: string, key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
}

/**
 * A sliding-window limiter kept in the database, so every instance of the backend shares it: one
 * call of `cookware_rate_limit_hit` (migration 0010), which answers 0 when allowed, else the seconds
 * until a hit is allowed again. Refused attempts are not recorded: waiting out the window always works.
 */
export function createRateLimiter(db: Database): RateLimiter {
  return {
    async hit(bucket, key, limit, windowMs) {
      const [{ retryAfterSeconds }] = await queryRows<{ retryAfterSeconds: number }>(
        db,
        sql`select cookware_rate_limit_hit(${bucket}, ${key}, ${limit}::integer, ${windowMs / 1000}::double precision) as "retryAfterSeconds"`,
      );
      return { allowed: retryAfterSeconds === 0, retryAfterSeconds };
    },
  };
}

/** Forgets hits older than `olderThanMs` in every bucket (keys that never come back). */
export async function pruneRateLimitHits(db: Database, olderThanMs: number): Promise<void> {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`));
}

/** The part of a node-redis client the Redis limiter uses. */
export interface RedisScriptClient {
  eval(script: string, options: { keys: string[]; arguments: string[] }): Promise<unknown>;
}

/** Lua setting `now` to Redis's own clock in ms, so every instance agrees on a window. */
const REDIS_NOW_MS = `
local time = redis.call('TIME')
local now = tonumber(time[1]) * 1000 + math.floor(tonumber(time[2]) / 1000)
`;

// One sorted set per bucket and key: members are allowed hits, scored by Redis's own clock (so
// every instance agrees on the window). Refused hits are not recorded, as in the database limiter.
const SLIDING_WINDOW_SCRIPT = `${REDIS_NOW_MS}
local window = tonumber(ARGV[1])
local limit = tonumber(ARGV[2])
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now - window)
local recent = redis.call('ZCARD', KEYS[1])
if recent < limit then
  redis.call('ZADD', KEYS[1], now, ARGV[3])
  redis.call('PEXPIRE', KEYS[1], window)
  return {1, 0}
end
local expiring = redis.call('ZRANGE', KEYS[1], recent - limit, recent - limit, 'WITHSCORES')
return {0, tonumber(expiring[2]) + window - now}
`;

export const REDIS_RATE_LIMIT_PREFIX = "cookware:rate-limit:";

/**
 * The same sliding window kept in Redis (REDIS_URL), shared by every instance. When Redis cannot
 * answer, `fallback` (the database limiter) decides, so an outage neither opens nor closes the store.
 */
export function createRedisRateLimiter(client: RedisScriptClient, options: { prefix?: string; fallback?: RateLimiter } = {}): RateLimiter {
  const prefix = options.prefix ?? REDIS_RATE_LIMIT_PREFIX;
  return {
    async hit(bucket, key, limit, windowMs) {
      try {
        const member = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
        const [allowed, msLeft] = (await client.eval(SLIDING_WINDOW_SCRIPT, {
          keys: [`${prefix}${bucket}:${key}`],
          arguments: [String(windowMs), String(limit), member],
        })) as [number, number];
        return allowed === 1
          ? { allowed: true, retryAfterSeconds: 0 }
          : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msLeft / 1000)) };
      } catch (error) {
        if (!options.fallback) throw error;
        log().warn(`[backend] Redis rate limit unavailable, using the database: ${(error as Error).message}`);
        return options.fallback.hit(bucket, key, limit, windowMs);
      }
    },
  };
}
