// The limits while Redis is away (they fall back to the database), and the Redis limiter shared by several servers.
import { describe, expect, it } from "vitest";
import { databaseSignInThrottle, redisSignInThrottle } from "../auth/sign-in-throttle";
import { createRedisRateLimiter } from "../rate-limit";
import { describeOnEachDatabase } from "../test/harness";
import { runPrefix, testRedis } from "../test/test-redis";

const redis = await testRedis();

describeOnEachDatabase("sign-in throttle while Redis is away", (backend) => {
  it("counts parallel guesses in the database it falls back to", async () => {
    await backend.reset();
    const redisAway = { eval: () => Promise.reject(new Error("connection refused")) };
    const app = backend.createApp(
      { publicCatalogue: false },
      { signInThrottle: redisSignInThrottle(redisAway, { fallback: databaseSignInThrottle(backend.db) }) },
    );
    const warn = console.warn;
    console.warn = () => {};
    try {
      const guesses = await Promise.all(
        Array.from({ length: 40 }, (_, index) =>
          backend.call("POST", "/auth/sign-in", { body: { email: "away@example.test", password: `wrong-password-${index}` } }, app),
        ),
      );
      expect(guesses.filter((guess) => guess.status === 401)).toHaveLength(5);
      expect(guesses.filter((guess) => guess.status === 429)).toHaveLength(35);
    } finally {
      console.warn = warn;
    }
  });
});

describe("the Redis limiter", () => {
  it("asks its fallback while Redis cannot answer", async () => {
    const seen: string[] = [];
    const limiter = createRedisRateLimiter(
      { eval: () => Promise.reject(new Error("connection refused")) },
      { fallback: { hit: async (bucket, key) => (seen.push(`${bucket}:${key}`), { allowed: true, retryAfterSeconds: 0 }) } },
    );
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(await limiter.hit("contact", "a@example.test", 5, 1000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    } finally {
      console.warn = warn;
    }
    expect(seen).toEqual(["contact:a@example.test"]);
  });

  it("locks sign-ins through its fallback while Redis cannot answer", async () => {
    const calls: string[] = [];
    const throttle = redisSignInThrottle(
      { eval: () => Promise.reject(new Error("connection refused")) },
      {
        fallback: {
          reserve: async (email) => (calls.push(`reserve:${email}`), 7),
          clear: async (email) => void calls.push(`clear:${email}`),
        },
      },
    );
    const warn = console.warn;
    console.warn = () => {};
    try {
      expect(await throttle.reserve("a@example.test")).toBe(7);
      await throttle.clear("a@example.test");
    } finally {
      console.warn = warn;
    }
    expect(calls).toEqual(["reserve:a@example.test", "clear:a@example.test"]);
  });

  it.runIf(redis)("counts a sliding window shared by every limiter on the same prefix", async () => {
    const prefix = `${runPrefix}shared:`;
    const first = createRedisRateLimiter(redis!, { prefix });
    const second = createRedisRateLimiter(redis!, { prefix });
    const results = await Promise.all(Array.from({ length: 8 }, (_, index) => (index % 2 ? first : second).hit("contact", "k", 5, 60_000)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    const refused = results.find((result) => !result.allowed)!;
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
  });
});
