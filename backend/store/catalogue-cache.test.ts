import { afterEach, describe, expect, it, vi } from "vitest";
import { createHearing } from "../db/hearing";
import { heardForGood } from "../test/harness";
import { createCatalogueCache } from "./catalogue-cache";

describe("createCatalogueCache", () => {
  afterEach(() => vi.useRealTimers());

  it("answers a page from memory until it is ttlMs old, then reads it again", async () => {
    vi.useFakeTimers();
    const cache = createCatalogueCache(1_000, heardForGood());
    let reads = 0;
    const load = async () => ({ page: 1, read: ++reads });
    expect(await cache.read("page-1", load)).toEqual({ page: 1, read: 1 });
    vi.advanceTimersByTime(999);
    expect(await cache.read("page-1", load)).toEqual({ page: 1, read: 1 });
    expect(await cache.read("page-2", load)).toEqual({ page: 1, read: 2 });
    vi.advanceTimersByTime(2);
    expect(await cache.read("page-1", load)).toEqual({ page: 1, read: 3 });
  });

  it("shares one read between identical requests arriving together", async () => {
    const cache = createCatalogueCache(1_000, heardForGood());
    let reads = 0;
    const load = () => new Promise((resolve) => setTimeout(() => resolve(++reads), 10));
    expect(await Promise.all([cache.read("k", load), cache.read("k", load), cache.read("k", load)])).toEqual([1, 1, 1]);
  });

  it("forgets everything when cleared (an order changed stock), and never keeps a failed read", async () => {
    const cache = createCatalogueCache(60_000, heardForGood());
    let reads = 0;
    await cache.read("k", async () => ++reads);
    cache.clear();
    expect(await cache.read("k", async () => ++reads)).toBe(2);
    await expect(cache.read("broken", () => Promise.reject(new Error("database away")))).rejects.toThrow("database away");
    expect(await cache.read("broken", async () => "answered")).toBe("answered");
  });

  it("answers from memory only while announcements are proven heard, and forgets what it kept across a gap", async () => {
    let clock = 0;
    const hearing = createHearing({ windowMs: 3_000, now: () => clock });
    const cache = createCatalogueCache(60_000, hearing);
    let reads = 0;
    const load = async () => ++reads;
    expect(await cache.read("k", load)).toBe(1);
    expect(await cache.read("k", load)).toBe(2); // never heard yet: the database answers
    hearing.heardUpTo(clock);
    expect(await cache.read("k", load)).toBe(3);
    expect(await cache.read("k", load)).toBe(3);
    clock = 3_000; // no heartbeat for the window
    expect(await cache.read("k", load)).toBe(4);
    hearing.heardUpTo(clock);
    expect(await cache.read("k", load)).toBe(5); // what was kept before the gap is gone
    hearing.lost();
    expect(await cache.read("k", load)).toBe(6);
  });

  it("with a ttl of 0 reads every time", async () => {
    const cache = createCatalogueCache(0, heardForGood());
    let reads = 0;
    await cache.read("k", async () => ++reads);
    expect(await cache.read("k", async () => ++reads)).toBe(2);
  });
});
