import { jwtVerify, SignJWT } from "jose";

/**
 * The bearer token of local accounts: the storefront signs one per request from its session
 * cookie, the backend checks it (and that the session is still open). HS256 with the session secret.
 */
const ISSUER = "cookware-storefront";
const AUDIENCE = "cookware-backend";
/** Short-lived: the storefront mints a fresh one per request, so a leaked token soon expires. */
export const LOCAL_TOKEN_TTL_SECONDS = 5 * 60;

// Imported once per secret: jose would otherwise import the raw key again for every token.
const keys = new Map<string, Promise<CryptoKey>>();
function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(`local-bearer:${secret}`);
    key = crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
    keys.set(secret, key);
  }
  return key;
}

export type LocalTokenClaims = { userId: string; sessionId: string };

/**
 * A bearer token naming the user and their session, signed with the session secret (HS256). Its
 * random `jti` makes every minted token unique, so the backend may reuse its verification of one
 * token for the one storefront request that carries it (`backend/auth/local-token.ts`).
 */
export async function signLocalToken(claims: LocalTokenClaims, secret: string, ttlSeconds = LOCAL_TOKEN_TTL_SECONDS): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setJti(crypto.randomUUID())
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttlSeconds}s`)
    .sign(await keyFor(secret));
}

/** The claims of a well-signed, unexpired token; null for anything else. Whether its session is open is the backend's question. */
export async function readLocalToken(token: string, secret: string): Promise<LocalTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (!payload.sub || typeof payload.sid !== "string") return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch {
    return null;
  }
}
