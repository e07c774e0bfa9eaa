import { and, eq, gt, isNull } from "drizzle-orm";
import { readLocalToken } from "../../contract/server/local-token";
import type { Database } from "../db/client";
import { authSessions, users } from "../db/schema";
import { cartItemCountOf } from "../store/cart";
import type { TokenVerifier, VerifiedUser } from "./verifier";

/**
 * How long one verification of a token is reused. The storefront mints a new token (unique by its
 * `jti`) for every request, so a kept verification serves the backend calls of that one request —
 * the session is read once per page, not once per call — and a sign-out on any process holds for
 * every request after it. The bound covers a slow page; a replayed token outlives it by no more.
 */
export const VERIFICATION_REUSE_MS = 2_000;
const MAX_KEPT = 5_000;

/**
 * Accepts a well-signed, unexpired token whose session is still open (sign-out revokes it), read
 * joined to its user and their cart's item count, in one query.
 */
export function createLocalVerifier(db: Database, secret: string, reuseMs = VERIFICATION_REUSE_MS): TokenVerifier {
  const kept = new Map<string, { at: number; user: Promise<VerifiedUser | null> }>();

  async function verify(token: string): Promise<VerifiedUser | null> {
    const claims = await readLocalToken(token, secret);
    if (!claims) return null;
    const [session] = await db
      .select({
        userId: authSessions.userId,
        name: users.name,
        email: users.email,
        language: users.language,
        cartCount: cartItemCountOf(authSessions.userId),
      })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, claims.sessionId),
          eq(authSessions.userId, claims.userId),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return session ? { ...session, cartCount: Number(session.cartCount), rowExists: true } : null;
  }

  function forgetStale(now: number) {
    for (const [token, entry] of kept) {
      if (now - entry.at < reuseMs && kept.size <= MAX_KEPT) break;
      kept.delete(token);
    }
  }

  return (token, options = {}) => {
    const now = Date.now();
    const entry = kept.get(token);
    if (options.reuse && entry && now - entry.at < reuseMs) return entry.user;
    kept.delete(token);
    const user = verify(token);
    if (options.reuse && reuseMs > 0) {
      forgetStale(now);
      kept.set(token, { at: now, user });
      // A failed read (the database away) is not kept: the next call tries again.
      user.catch(() => kept.get(token)?.user === user && kept.delete(token));
    }
    return user;
  };
}
