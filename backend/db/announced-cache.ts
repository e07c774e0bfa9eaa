import { cacheReadsOf } from "../metrics/cache-reads";
import type { Hearing } from "./hearing";

/**
 * Reads kept in memory for as long as the database announces every change to what they were read
 * from (a trigger's `NOTIFY`, heard through `DatabaseConnection.listen`). Each entry has a key (what
 * is asked for) and an owner (what the announcements name): a session is kept under its id and
 * owned by its user; a product under its id and owned by itself. The tables each cache reads, and
 * the channel that announces them, are declared beside the cache (its `AnnouncedReads`, as in
 * `backend/auth/session-cache.ts` and `backend/store/*-cache.ts`).
 *
 * Correct only while the process can prove it hears every announcement (`hearing`, kept by the
 * listener's heartbeat): until then, and from the moment it cannot, nothing is kept or answered,
 * and what was kept before an interruption is forgotten, so a missed announcement can never serve
 * a stale read. `maxAgeMs` bounds how long an entry is kept even while everything is heard.
 */
export interface AnnouncedCache<Value> {
  /** The kept read, unless it was announced changed or the cache is off. */
  get(key: string): Value | undefined;
  /** A mark taken before reading the database; `set` keeps the read only if nothing of its owner changed since. */
  mark(): number;
  set(key: string, owner: string, value: Value, markBeforeRead: number): void;
  /** Forgets one key (an entry its user of the cache found no longer good, say an ended session). */
  delete(key: string): void;
  /** A change to this owner was announced: every entry it owns is forgotten. */
  forgetOwner(owner: string): void;
  /** Forgets every entry, and every read in flight (a write whose announcements are still on their way). */
  clear(): void;
  /** Whether it may answer from memory now: the process proves it hears every announcement. */
  readonly live: boolean;
  readonly size: number;
}

/**
 * What a cache's reads depend on: the tables they read, and the channel whose announcements (a
 * trigger's `NOTIFY` on each of those tables) make it forget. `announced-reads.test.ts` reads each
 * cached query's plan and fails when it reads a table not listed here, or a listed table has no
 * trigger announcing on the channel.
 */
export type AnnouncedReads = { channel: string; tables: readonly string[] };

/** `name`: under which its hits and misses are counted (backend/metrics/cache-reads.ts); unnamed, they are not. */
export type AnnouncedCacheOptions = { maxEntries: number; hearing: Hearing; maxAgeMs?: number; now?: () => number; name?: string };

const MAX_TRACKED_CHANGES = 20_000;

export function createAnnouncedCache<Value>({
  maxEntries,
  hearing,
  maxAgeMs = Number.POSITIVE_INFINITY,
  now = Date.now,
  name,
}: AnnouncedCacheOptions): AnnouncedCache<Value> {
  const reads = name ? cacheReadsOf(name) : undefined;
  const entries = new Map<string, { value: Value; owner: string; keptAt: number }>();
  const keysOfOwner = new Map<string, Set<string>>();
  // A read started before a change and answered after it would keep the old state: each change is
  // numbered, and a read keeps its answer only when its owner has no change newer than its mark.
  let changes = 0;
  let forgottenAll = 0;
  const lastChangeOf = new Map<string, number>();
  const live = hearing.watch(forgetAll);

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    const keys = keysOfOwner.get(entry.owner);
    keys?.delete(key);
    if (keys?.size === 0) keysOfOwner.delete(entry.owner);
  }

  function forgetAll() {
    entries.clear();
    keysOfOwner.clear();
    lastChangeOf.clear();
    forgottenAll = ++changes;
  }

  function kept(key: string): Value | undefined {
    if (!live()) return undefined;
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (now() - entry.keptAt < maxAgeMs) return entry.value;
    drop(key);
    return undefined;
  }

  return {
    get(key) {
      const value = kept(key);
      if (value === undefined) reads?.miss();
      else reads?.hit();
      return value;
    },
    mark() {
      live(); // an interruption noticed now forgets first, so a read marked after it can be kept
      return changes;
    },
    set(key, owner, value, markBeforeRead) {
      if (!live() || markBeforeRead < forgottenAll || (lastChangeOf.get(owner) ?? -1) > markBeforeRead) return;
      drop(key);
      if (entries.size >= maxEntries) drop(entries.keys().next().value as string);
      entries.set(key, { value, owner, keptAt: now() });
      let keys = keysOfOwner.get(owner);
      if (!keys) keysOfOwner.set(owner, (keys = new Set()));
      keys.add(key);
    },
    delete: drop,
    forgetOwner(owner) {
      changes += 1;
      if (lastChangeOf.size >= MAX_TRACKED_CHANGES) forgetAll();
      lastChangeOf.set(owner, changes);
      for (const key of keysOfOwner.get(owner) ?? []) entries.delete(key);
      keysOfOwner.delete(owner);
    },
    clear: forgetAll,
    get live() {
      return live();
    },
    get size() {
      return entries.size;
    },
  };
}
