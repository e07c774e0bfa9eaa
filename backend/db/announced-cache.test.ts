import { describe, expect, it } from "vitest";
import { heardForGood } from "../test/harness";
import { createAnnouncedCache } from "./announced-cache";

// Owners, marks and going live are covered through the session cache (auth/session-cache.test.ts).
describe("a cache kept while the database announces changes", () => {
  const liveCache = (maxEntries = 10) => createAnnouncedCache<string>({ maxEntries, hearing: heardForGood() });

  it("forgets everything on clear, and the reads that were in flight", () => {
    const cache = liveCache();
    cache.set("a", "a", "first", cache.mark());
    const markBeforeRead = cache.mark();
    cache.clear();
    expect(cache.get("a")).toBeUndefined();
    cache.set("b", "b", "read before the clear", markBeforeRead);
    expect(cache.get("b")).toBeUndefined();
    cache.set("b", "b", "read after it", cache.mark());
    expect(cache.get("b")).toBe("read after it");
  });

  it("keeps at most maxEntries, dropping the oldest, and a key once", () => {
    const cache = liveCache(2);
    cache.set("a", "a", "1", cache.mark());
    cache.set("a", "a", "2", cache.mark());
    cache.set("b", "b", "3", cache.mark());
    expect(cache.size).toBe(2);
    cache.set("c", "c", "4", cache.mark());
    expect([cache.get("a"), cache.get("b"), cache.get("c")]).toEqual([undefined, "3", "4"]);
    // A forgotten owner leaves the rest.
    cache.forgetOwner("b");
    expect([cache.get("b"), cache.get("c"), cache.size]).toEqual([undefined, "4", 1]);
  });
});
