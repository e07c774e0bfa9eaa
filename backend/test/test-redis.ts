/**
 * A Redis for the tests, when one answers at REDIS_URL or 127.0.0.1:6379: every key under this run's own prefix,
 * deleted after the calling file's tests.
 */
import { randomBytes } from "node:crypto";
import { createClient } from "redis";
import { afterAll } from "vitest";

const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
export const runPrefix = `cookware-test:${randomBytes(6).toString("hex")}:`;

async function connectTestRedis() {
  const client = createClient({ url: redisUrl, socket: { connectTimeout: 1_000, reconnectStrategy: false } });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
    return client;
  } catch {
    await client.disconnect().catch(() => {});
    return null;
  }
}

/** The connected client, or null without a Redis; registers the clean-up of this run's keys. */
export async function testRedis() {
  const redis = await connectTestRedis();
  afterAll(async () => {
    if (!redis) return;
    const keys: string[] = [];
    for await (const key of redis.scanIterator({ MATCH: `${runPrefix}*`, COUNT: 500 })) keys.push(key);
    if (keys.length > 0) await redis.del(keys);
    await redis.disconnect();
  });
  return redis;
}
