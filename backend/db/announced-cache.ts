/**
 * Reads kept in memory for as long as the database announces every change to what they were read
 * from (a trigger's `NOTIFY`, heard through `DatabaseConnection.listen`). Each entry has a key (what
 * is asked for) and an owner (what the announcements name): a session is kept under its id and
 * owned by its user; a product under its id and owned by itself.
 *
 * Correct only while the process hears every announcement: until the listener is up, and from the
 * moment it is lost, nothing is kept or answered (`setLive(false)`), so a missed announcement can
 * never serve a stale read.
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
  /** Whether the process hears the announcements; false forgets everything. */
  setLive(live: boolean): void;
  readonly live: boolean;
  readonly size: number;
}

const MAX_TRACKED_CHANGES = 20_000;

export function createAnnouncedCache<Value>({ maxEntries }: { maxEntries: number }): AnnouncedCache<Value> {
  const entries = new Map<string, { value: Value; owner: string }>();
  const keysOfOwner = new Map<string, Set<string>>();
  // A read started before a change and answered after it would keep the old state: each change is
  // numbered, and a read keeps its answer only when its owner has no change newer than its mark.
  let changes = 0;
  let forgottenAll = 0;
  const lastChangeOf = new Map<string, number>();
  let live = false;

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

  return {
    get: (key) => (live ? entries.get(key)?.value : undefined),
    mark: () => changes,
    set(key, owner, value, markBeforeRead) {
      if (!live || markBeforeRead < forgottenAll || (lastChangeOf.get(owner) ?? -1) > markBeforeRead) return;
      drop(key);
      if (entries.size >= maxEntries) drop(entries.keys().next().value as string);
      entries.set(key, { value, owner });
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
    setLive(next) {
      if (live !== next) forgetAll();
      live = next;
    },
    get live() {
      return live;
    },
    get size() {
      return entries.size;
    },
  };
}
