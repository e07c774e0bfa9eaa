import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";

/**
 * The bearer token of local accounts: the storefront signs one per request from its session
 * cookie, the backend checks it (and that the session is still open). A JWT, HS256 with the
 * session secret.
 *
 * Signed and checked with node:crypto's HMAC rather than jose: jose goes through WebCrypto, whose
 * asynchronous jobs cost about a tenth of a signed-in page's CPU time
 * (docs/decisions/0003-one-session-read-per-page.md), for two
 * HMACs of a hundred bytes. What jose checked is checked here: the header names HS256 and nothing
 * else, the signature (compared in constant time), issuer, audience, expiry, subject and session.
 */
const ISSUER = "cookware-storefront";
const AUDIENCE = "cookware-backend";
/** Short-lived: the storefront mints a fresh one per request, so a leaked token soon expires. */
export const LOCAL_TOKEN_TTL_SECONDS = 5 * 60;

const HEADER = base64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));

const keyFor = (secret: string) => `local-bearer:${secret}`;

function base64url(text: string): string {
  return Buffer.from(text).toString("base64url");
}

function signatureOf(signingInput: string, secret: string): Buffer {
  return createHmac("sha256", keyFor(secret)).update(signingInput).digest();
}

export type LocalTokenClaims = { userId: string; sessionId: string };

/**
 * A bearer token naming the user and their session, signed with the session secret (HS256). Its
 * random `jti` makes every minted token unique, so the backend may reuse its verification of one
 * token for the one storefront request that carries it (`backend/auth/local-token.ts`).
 */
export async function signLocalToken(claims: LocalTokenClaims, secret: string, ttlSeconds = LOCAL_TOKEN_TTL_SECONDS): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    sid: claims.sessionId,
    jti: randomUUID(),
    sub: claims.userId,
    iss: ISSUER,
    aud: AUDIENCE,
    iat: now,
    exp: now + ttlSeconds,
  };
  const signingInput = `${HEADER}.${base64url(JSON.stringify(payload))}`;
  return `${signingInput}.${signatureOf(signingInput, secret).toString("base64url")}`;
}

function parseJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    return value !== null && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The claims of a well-signed, unexpired token; null for anything else. Whether its session is open is the backend's question. */
export async function readLocalToken(token: string, secret: string): Promise<LocalTokenClaims | null> {
  const parts = token.split(".");
  if (parts.length !== 3 || parts.some((part) => !/^[A-Za-z0-9_-]+$/.test(part))) return null;
  const [headerPart, payloadPart, signaturePart] = parts;
  const header = parseJson(headerPart);
  // Only HS256, and no header field asking for handling we do not give (as jose refuses `crit`).
  if (!header || header.alg !== "HS256" || "crit" in header) return null;
  const expected = signatureOf(`${headerPart}.${payloadPart}`, secret);
  const given = Buffer.from(signaturePart, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const payload = parseJson(payloadPart);
  if (!payload || payload.iss !== ISSUER || payload.aud !== AUDIENCE) return null;
  const now = Math.floor(Date.now() / 1000);
  if (typeof payload.exp !== "number" || payload.exp <= now) return null;
  if (payload.nbf !== undefined && (typeof payload.nbf !== "number" || payload.nbf > now)) return null;
  if (typeof payload.sub !== "string" || !payload.sub || typeof payload.sid !== "string") return null;
  return { userId: payload.sub, sessionId: payload.sid };
}
