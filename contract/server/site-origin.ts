import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The public address a password reset link points to, when the backend has no SITE_URL of its own:
 * the storefront names the origin it serves and signs it with the secret both share, so a caller
 * reaching a standalone backend directly cannot have a shopper's link point at another site.
 */
export const SITE_ORIGIN_HEADER = "X-Site-Origin";
export const SITE_ORIGIN_SIGNATURE_HEADER = "X-Site-Origin-Signature";

const signOrigin = (origin: string, secret: string) => createHmac("sha256", secret).update(`site-origin:${origin}`).digest("base64url");

export function siteOriginHeaders(origin: string, secret: string): Record<string, string> {
  return { [SITE_ORIGIN_HEADER]: origin, [SITE_ORIGIN_SIGNATURE_HEADER]: signOrigin(origin, secret) };
}

/** The origin the storefront vouched for, or undefined when it is missing or its signature is wrong. */
export function verifiedSiteOrigin(origin: string | undefined, signature: string | undefined, secret: () => string): string | undefined {
  if (!origin || !signature) return undefined;
  const expected = Buffer.from(signOrigin(origin, secret()));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given) ? origin : undefined;
}
