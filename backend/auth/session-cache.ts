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
  /** This process changed this user (their sessions, row or cart): forget them before the announcement comes. */
  forgetUser(userId: string): void;
  /** The database announced a change to this user: forget them, and wake whoever waits for it. */
  heard(userId: string): void;
  /**
   * Settles when the next announcement for this user is heard, or after `timeoutMs`. Asked before a
   * write: every listening process hears an announcement at about the same moment as this one.
   */
  nextAnnouncement(userId: string, timeoutMs: number): Promise<void>;
  /** Whether the process hears the announcements; false forgets everything. */
  setLive(live: boolean): void;
  readonly live: boolean;
  readonly size: number;
}

export const IDENTITY_CHANNEL = "cookware_identity";
const MAX_SESSIONS = 20_000;

export function createSessionCache(): SessionCache {
  const sessions = createAnnouncedCache<CachedSession>({ maxEntries: MAX_SESSIONS });
  const waiting = new Map<string, Set<() => void>>();
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
    heard(userId) {
      sessions.forgetOwner(userId);
      const wake = waiting.get(userId);
      waiting.delete(userId);
      wake?.forEach((settle) => settle());
    },
    nextAnnouncement(userId, timeoutMs) {
      return new Promise<void>((resolve) => {
        const settle = () => {
          clearTimeout(timer);
          const others = waiting.get(userId);
          others?.delete(settle);
          if (others?.size === 0) waiting.delete(userId);
          resolve();
        };
        const timer = setTimeout(settle, timeoutMs);
        let waiters = waiting.get(userId);
        if (!waiters) waiting.set(userId, (waiters = new Set()));
        waiters.add(settle);
      });
    },
    setLive: (live) => sessions.setLive(live),
    get live() {
      return sessions.live;
    },
    get size() {
      return sessions.size;
    },
  };
}
