/**
 * Hits and misses of each cache in this process, counted as plain numbers (a read pays one increment):
 * `/metrics` reports them (backend/metrics/backend-metrics.ts), and backend code may read them too.
 */
export type CacheReads = { hits: number; misses: number };

const counts = new Map<string, CacheReads>();

/** The counter of the cache called `name` (one per name, shared by every cache of that name in the process). */
export function cacheReadsOf(name: string): { hit(): void; miss(): void } {
  let reads = counts.get(name);
  if (!reads) counts.set(name, (reads = { hits: 0, misses: 0 }));
  const kept = reads;
  return {
    hit: () => void (kept.hits += 1),
    miss: () => void (kept.misses += 1),
  };
}

/** Every cache's hits and misses since the process started, by cache name. */
export function cacheReadCounts(): Record<string, CacheReads> {
  return Object.fromEntries([...counts].map(([name, reads]) => [name, { ...reads }]));
}
