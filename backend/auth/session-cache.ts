import { createAnnouncedCache } from "../db/announced-cache";
import type { VerifiedUser } from "./verifier";

/** A session's read as the database answered it: its user, their cart's count, and when it ends. */
export type CachedSession = { user: VerifiedUser; expiresAt: number };

/**
 * Session reads kept in memory between requests, so a signed-in page costs no database query.
 *
 * The database announces each change to a session, its user or their cart (migration 0008's
 * triggers, channel `cookware_identity`) and `forgetUser` runs for it; while that is not heard,
 * nothing is kept (`backend/db/announced-cache.ts`).
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

export function createSessionCache(): SessionCache {
  const sessions = createAnnouncedCache<CachedSession>({ maxEntries: MAX_SESSIONS });
  return {
    get(sessionId, now = Date.now()) {
      const session = sessions.get(sessionId);
      if (session && session.expiresAt <= now) {
        sessions.delete(sessionId);
        return undefined;
      }
      return session;
    },
    mark: () => sessions.mark(),
    set: (sessionId, session, markBeforeRead) => sessions.set(sessionId, session.user.userId, session, markBeforeRead),
    forgetUser: (userId) => sessions.forgetOwner(userId),
    setLive: (live) => sessions.setLive(live),
    get live() {
      return sessions.live;
    },
    get size() {
      return sessions.size;
    },
  };
}
