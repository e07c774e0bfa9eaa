import { createAnnouncedCache, type AnnouncedReads } from "../db/announced-cache";
import type { DatabaseConnection } from "../db/client";
import { HEARING_WINDOW_MS, type Hearing } from "../db/hearing";
import { describeErrorForLog } from "../../contract/server/redact";
import type { VerifiedUser } from "./verifier";
import { log } from "../../contract/server/log";

/** A session's read as the database answered it: its user, their cart's count, and when it ends. */
export type CachedSession = { user: VerifiedUser; expiresAt: number };

/**
 * Session reads kept in memory between requests, so a signed-in page costs no database query.
 *
 * The database announces each change to a session, its user or their cart (migration 0008's
 * triggers, channel `cookware_identity`) and `forgetUser` runs for it; while that cannot be proven
 * heard, nothing is kept (`backend/db/announced-cache.ts`). A kept read is also dropped after
 * `SESSION_CACHE_MAX_AGE_MS`, so no fault can keep an ended session alive longer than that.
 */
export interface SessionCache {
  /** The kept read of the session, unless it was announced changed, has ended or the cache is off. */
  get(sessionId: string, now?: number): CachedSession | undefined;
  /** A mark taken before reading the database; `set` keeps the read only if nothing changed since. */
  mark(): number;
  set(sessionId: string, session: CachedSession, markBeforeRead: number): void;
  /** This user changed (their sessions, row or cart): announced by the database, or written by this process, which forgets before the announcement comes. */
  forgetUser(userId: string): void;
  /** Whether it may answer from memory now (the process proves it hears every announcement). */
  readonly live: boolean;
  readonly size: number;
}

export const IDENTITY_CHANNEL = "cookware_identity";
/** A session's read (`readSession` in local-token.ts): the session joined to its user and their cart's count. */
export const sessionReads: AnnouncedReads = { channel: IDENTITY_CHANNEL, tables: ["auth_sessions", "users", "cart_items"] };
const MAX_SESSIONS = 20_000;
/**
 * At most this long: a process that has not confirmed by then heard no heartbeat since the
 * broadcast was sent, so its hearing has run out and it answers nothing from memory
 * (`backend/db/hearing.ts`); the margin covers its clock's check.
 */
export const SESSIONS_ENDED_WAIT_MS = HEARING_WINDOW_MS + 250;
export const SESSION_CACHE_MAX_AGE_MS_DEFAULT = 30_000;

/**
 * What a sign-out or a password reset awaits once it has ended a user's sessions: every listening
 * process forgets what it kept of that user, and confirms it (`DatabaseConnection.broadcast`), so
 * the shopper's next request, on any process, finds the sessions ended.
 */
export function sessionsEndedEverywhere(connection: Pick<DatabaseConnection, "broadcast">) {
  return async (userId: string): Promise<void> => {
    // The sessions ended when their write committed; a broadcast that fails (the database gone
    // that moment) leaves the trigger's announcement to reach the others, and the shopper an answer.
    const confirmed = await connection.broadcast(IDENTITY_CHANNEL, userId, SESSIONS_ENDED_WAIT_MS).catch((error: unknown) => {
      log().warn(`[backend] could not ask every process to forget a user's ended sessions: ${describeErrorForLog(error)}`);
      return true;
    });
    if (!confirmed) log().warn(`[backend] not every process confirmed within ${SESSIONS_ENDED_WAIT_MS} ms that a user's sessions ended`);
  };
}

export function createSessionCache({
  hearing,
  maxAgeMs = SESSION_CACHE_MAX_AGE_MS_DEFAULT,
  now,
}: {
  hearing: Hearing;
  maxAgeMs?: number;
  now?: () => number;
}): SessionCache {
  const sessions = createAnnouncedCache<CachedSession>({ maxEntries: MAX_SESSIONS, hearing, maxAgeMs, now, name: "session" });
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
    get live() {
      return sessions.live;
    },
    get size() {
      return sessions.size;
    },
  };
}
