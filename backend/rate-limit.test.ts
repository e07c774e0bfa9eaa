import { sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { rateLimitHits } from "./db/schema";
import { createRateLimiter, pruneRateLimitHits } from "./rate-limit";
import { describeOnEachDatabase } from "./test/harness";

describeOnEachDatabase("rate limiter", (backend) => {
  beforeEach(() => backend.reset());

  it("allows `limit` hits per window for each bucket and key", async () => {
    const limiter = createRateLimiter(backend.db);
    for (let index = 0; index < 3; index += 1) expect((await limiter.hit("sign-in", "a@example.com", 3, 60_000)).allowed).toBe(true);
    const refused = await limiter.hit("sign-in", "a@example.com", 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(55);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await limiter.hit("sign-in", "b@example.com", 3, 60_000)).allowed).toBe(true);
    expect((await limiter.hit("contact", "a@example.com", 3, 60_000)).allowed).toBe(true);
  });

  it("allows again once the oldest hits leave the window", async () => {
    const limiter = createRateLimiter(backend.db);
    await limiter.hit("contact", "k", 2, 60_000);
    await limiter.hit("contact", "k", 2, 60_000);
    await backend.db.update(rateLimitHits).set({ createdAt: sql`now() - interval '61 seconds'` });
    expect((await limiter.hit("contact", "k", 2, 60_000)).allowed).toBe(true);
  });

  it("never lets concurrent hits past the limit", async () => {
    const limiter = createRateLimiter(backend.db);
    const results = await Promise.all(Array.from({ length: 12 }, () => limiter.hit("contact", "busy", 5, 60_000)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
  });

  it("prunes old hits", async () => {
    const limiter = createRateLimiter(backend.db);
    await limiter.hit("contact", "old", 5, 60_000);
    await backend.db.update(rateLimitHits).set({ createdAt: sql`now() - interval '2 days'` });
    await limiter.hit("contact", "new", 5, 60_000);
    await pruneRateLimitHits(backend.db, 24 * 60 * 60 * 1000);
    expect((await backend.db.select().from(rateLimitHits)).map((row) => row.key)).toEqual(["new"]);
  });
});
