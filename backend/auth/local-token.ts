import { and, eq, gt, isNull, sql } from "drizzle-orm";
import { readLocalToken } from "../../contract/server/local-token";
import { builtOnce } from "../db/built-once";
import type { Database } from "../db/client";
import { authSessions, users } from "../db/schema";
import { cartItemCountOf } from "../store/cart";
import type { SessionCache } from "./session-cache";
import type { TokenVerifier, VerifiedUser } from "./verifier";

/**
 * How long one verification of a token is reused. The storefront mints a new token (unique by its
 * `jti`) for every request, so a kept verification serves the backend calls of that one request —
 * the session is read once per page, not once per call — and a sign-out on any process holds for
 * every request after it. The bound covers a slow page; a replayed token outlives it by no more.
 */
export const VERIFICATION_REUSE_MS = 2_000;
const MAX_KEPT = 5_000;

// The most frequent query of all: built once, and kept prepared by the database per connection.
const readSession = builtOnce((db) =>
  db
    .select({
      userId: authSessions.userId,
      name: users.name,
      email: users.email,
      language: users.language,
      cartCount: cartItemCountOf(authSessions.userId),
      expiresAt: authSessions.expiresAt,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .where(
      and(
        eq(authSessions.id, sql.placeholder("sessionId")),
        eq(authSessions.userId, sql.placeholder("userId")),
        isNull(authSessions.revokedAt),
        gt(authSessions.expiresAt, sql.placeholder("now")),
      ),
    )
    .limit(1)
    .prepare("read_session"),
);

/**
 * Accepts a well-signed, unexpired token whose session is still open (sign-out revokes it), read
 * joined to its user and their cart's item count, in one query. With a live `sessionCache`, a
 * read (GET) answers from the session's last read until the database announces a change to it.
 */
export function createLocalVerifier(
  db: Database,
  secret: string,
  options: { reuseMs?: number; sessionCache?: SessionCache } = {},
): TokenVerifier {
  const { reuseMs = VERIFICATION_REUSE_MS, sessionCache } = options;
  const kept = new Map<string, { at: number; user: Promise<VerifiedUser | null> }>();

  async function verify(token: string, cacheable: boolean): Promise<VerifiedUser | null> {
    const claims = await readLocalToken(token, secret);
    if (!claims) return null;
    if (cacheable && sessionCache?.live) {
      const cached = sessionCache.get(claims.sessionId);
      if (cached && cached.user.userId === claims.userId) return { ...cached.user };
    }
    const mark = sessionCache?.mark() ?? 0;
    // A placeholder reaches the driver as given, not through the column's encoder: the time goes as ISO text.
    const [session] = await readSession(db).execute({ sessionId: claims.sessionId, userId: claims.userId, now: new Date().toISOString() });
    if (!session) return null;
    const { expiresAt, ...read } = session;
    const user: VerifiedUser = { ...read, cartCount: Number(read.cartCount), rowExists: true };
    // A write's own change is announced after this read: only reads are kept.
    if (cacheable) sessionCache?.set(claims.sessionId, { user, expiresAt: expiresAt.getTime() }, mark);
    return user;
  }

  function forgetStale(now: number) {
    for (const [token, entry] of kept) {
      if (now - entry.at < reuseMs && kept.size <= MAX_KEPT) break;
      kept.delete(token);
    }
  }

  return (token, verifyOptions = {}) => {
    const now = Date.now();
    const entry = kept.get(token);
    if (verifyOptions.reuse && entry && now - entry.at < reuseMs) return entry.user;
    kept.delete(token);
    const user = verify(token, verifyOptions.reuse === true);
    if (verifyOptions.reuse && reuseMs > 0) {
      forgetStale(now);
      kept.set(token, { at: now, user });
      // A failed read (the database away) is not kept: the next call tries again.
      user.catch(() => kept.get(token)?.user === user && kept.delete(token));
    }
    return user;
  };
}
