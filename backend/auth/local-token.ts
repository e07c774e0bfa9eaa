import { and, eq, gt, isNull } from "drizzle-orm";
import { readLocalToken } from "../../contract/server/local-token";
import type { Database } from "../db/client";
import { authSessions, users } from "../db/schema";
import type { TokenVerifier } from "./verifier";

/** Accepts a well-signed, unexpired token whose session is still open (sign-out revokes it). */
export function createLocalVerifier(db: Database, secret: string): TokenVerifier {
  return async (token) => {
    const claims = await readLocalToken(token, secret);
    if (!claims) return null;
    const [session] = await db
      .select({ userId: authSessions.userId, name: users.name, email: users.email })
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
    return session ? { userId: session.userId, name: session.name, email: session.email, rowExists: true } : null;
  };
}
