import type { VerifiedUser } from "./verifier";

/** A session's read as the database answered it: its user, their cart's count, and when it ends. */
export type CachedSession = { user: VerifiedUser; expiresAt: number };

/**
 * Session reads kept in memory between requests, so a signed-in page costs no database query.
 *
 * Correct only while the process hears every change: the database announces each change to a
 * session, its user or their cart (migration 0008's triggers, channel `cookware_identity`) and
 * `forgetUser` runs for it. Until the listener is up, and from the moment it is lost, nothing is
 * kept or answered (`setLive(false)`), so a missed announcement can never serve a stale session.
 */
export interface SessionCache {
  /** The kept read of the session, unless it was announced changed, has ended or the cache is off. */
  get(sessionId: string, now?: number): CachedSession | undefined;
  /** A mark taken before reading the database; `set` keeps the read only if nothing changed since. */
  mark(): number;
  set(sessionId: string, session: CachedSession, markBeforeRead: number): void;
  /** A change to this user (their sessions, row or cart) was announced. */
  forgetUser(userId: string): void;
  /** Whether the process hears the announcements; false forgets everything. */
  setLive(live: boolean): void;
  readonly live: boolean;
  readonly size: number;
}

export const IDENTITY_CHANNEL = "cookware_identity";
const MAX_SESSIONS = 20_000;
const MAX_TRACKED_CHANGES = 20_000;

export function createSessionCache(): SessionCache {
  const sessions = new Map<string, CachedSession & { userId: string }>();
  const sessionsOfUser = new Map<string, Set<string>>();
  // A read started before a change and answered after it would keep the old state: each change is
  // numbered, and a read keeps its answer only when its user has no change newer than its mark.
  let changes = 0;
  let forgottenAll = 0;
  const lastChangeOf = new Map<string, number>();
  let live = false;

  function drop(sessionId: string) {
    const entry = sessions.get(sessionId);
    if (!entry) return;
    sessions.delete(sessionId);
    const ids = sessionsOfUser.get(entry.userId);
    ids?.delete(sessionId);
    if (ids?.size === 0) sessionsOfUser.delete(entry.userId);
  }

  function forgetAll() {
    sessions.clear();
    sessionsOfUser.clear();
    lastChangeOf.clear();
    forgottenAll = ++changes;
  }

  return {
    get(sessionId, now = Date.now()) {
      if (!live) return undefined;
      const entry = sessions.get(sessionId);
      if (!entry) return undefined;
      if (entry.expiresAt <= now) {
        drop(sessionId);
        return undefined;
      }
      return entry;
    },
    mark: () => changes,
    set(sessionId, session, markBeforeRead) {
      const userId = session.user.userId;
      if (!live || markBeforeRead < forgottenAll || (lastChangeOf.get(userId) ?? -1) > markBeforeRead) return;
      if (sessions.size >= MAX_SESSIONS) drop(sessions.keys().next().value as string);
      sessions.set(sessionId, { ...session, userId });
      let ids = sessionsOfUser.get(userId);
      if (!ids) sessionsOfUser.set(userId, (ids = new Set()));
      ids.add(sessionId);
    },
    forgetUser(userId) {
      changes += 1;
      if (lastChangeOf.size >= MAX_TRACKED_CHANGES) forgetAll();
      lastChangeOf.set(userId, changes);
      for (const sessionId of sessionsOfUser.get(userId) ?? []) sessions.delete(sessionId);
      sessionsOfUser.delete(userId);
    },
    setLive(next) {
      if (live !== next) forgetAll();
      live = next;
    },
    get live() {
      return live;
    },
    get size() {
      return sessions.size;
    },
  };
}
