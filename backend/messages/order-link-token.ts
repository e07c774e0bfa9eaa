import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { type Language, localizedPath } from "../../contract/languages";
import { ORDER_LINK_TOKEN_PATTERN, ORDER_LINK_TTL_HOURS, orderLinkPath } from "../../contract/order-lifecycle/order-link";

/*
 * The token in an order message's link: the order's id and the link's expiry, signed with the
 * session secret under a purpose of its own (a token for one thing is never accepted for another).
 * It grants only what the link's page offers on that one order: seeing it without its address, and
 * confirming or cancelling it while it awaits confirmation. Used once by construction: either
 * decision moves the order out of that stage.
 */

const keyFor = (secret: string) => `order-link:${secret}`;
const signatureOf = (payload: string, secret: string) => createHmac("sha256", keyFor(secret)).update(payload).digest();

export type OrderLinkClaims = { orderId: string; expiresAt: Date };

export function signOrderLinkToken(orderId: string, secret: string, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + ORDER_LINK_TTL_HOURS * 60 * 60;
  // A nonce: each message's link is its own, even two sent within the same second.
  const payload = Buffer.from(JSON.stringify({ o: orderId, e: expires, n: randomBytes(6).toString("base64url") })).toString("base64url");
  return `${payload}.${signatureOf(payload, secret).toString("base64url")}`;
}

/** The claims of a token this store signed, expired or not (the page still shows an expired link's order); null otherwise. */
export function readOrderLinkToken(token: string, secret: string): OrderLinkClaims | null {
  if (!ORDER_LINK_TOKEN_PATTERN.test(token)) return null;
  const [payload, signature] = token.split(".");
  const expected = signatureOf(payload, secret);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
    if (!claims || typeof claims !== "object") return null;
    const { o, e } = claims as Record<string, unknown>;
    if (typeof o !== "string" || typeof e !== "number" || !Number.isFinite(e)) return null;
    return { orderId: o, expiresAt: new Date(e * 1000) };
  } catch {
    return null;
  }
}

/** The link of an order's confirmation message on the store's origin, in the order's language; none when no origin is known. */
export function orderLinkMaker(origin: string | undefined, language: Language, secret: () => string) {
  if (!origin) return undefined;
  return (orderId: string) => origin + localizedPath(orderLinkPath(signOrderLinkToken(orderId, secret())), language);
}
