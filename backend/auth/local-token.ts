import { and, eq, gt, isNull } from "drizzle-orm";
import { jwtVerify, SignJWT } from "jose";
import type { Database } from "../db/client";
import { authSessions, users } from "../db/schema";
import type { TokenVerifier } from "./verifier";

const ISSUER = "cookware-storefront";
const AUDIENCE = "cookware-backend";
/** Short-lived: the storefront mints a fresh one per request, so a leaked token soon expires. */
export const LOCAL_TOKEN_TTL_SECONDS = 5 * 60;

const keyFor = (secret: string) => new TextEncoder().encode(`local-bearer:${secret}`);

export type LocalTokenClaims = { userId: string; sessionId: string };

/** A bearer token naming the user and their session, signed with the session secret (HS256). */
export function signLocalToken(claims: LocalTokenClaims, secret: string, ttlSeconds = LOCAL_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(keyFor(secret));
}

/** Accepts a well-signed, unexpired token whose session is still open (sign-out revokes it). */
export function createLocalVerifier(db: Database, secret: string): TokenVerifier {
  const key = keyFor(secret);
  return async (token) => {
    let subject: string | undefined;
    let sessionId: unknown;
    try {
      const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
      subject = payload.sub;
      sessionId = payload.sid;
    } catch {
      return null;
    }
    if (!subject || typeof sessionId !== "string") return null;
    const [session] = await db
      .select({ userId: authSessions.userId, name: users.name, email: users.email })
      .from(authSessions)
      .innerJoin(users, eq(users.id, authSessions.userId))
      .where(
        and(
          eq(authSessions.id, sessionId),
          eq(authSessions.userId, subject),
          isNull(authSessions.revokedAt),
          gt(authSessions.expiresAt, new Date()),
        ),
      )
      .limit(1);
    return session ? { userId: session.userId, name: session.name, email: session.email, rowExists: true } : null;
  };
}
