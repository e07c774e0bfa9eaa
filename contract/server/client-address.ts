import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * How the storefront tells the backend who is signing up, for the per-address limit. The address
 * is signed with the secret both share, so a caller reaching a standalone backend directly cannot
 * pick a fresh address for every request and slip past the limit.
 */
export const CLIENT_IP_HEADER = "X-Client-IP";
export const CLIENT_IP_SIGNATURE_HEADER = "X-Client-IP-Signature";

/** What a request whose address is missing or forged is counted as: one bucket for them all. */
export const UNVERIFIED_CLIENT = "unverified";

export function signClientIp(ip: string, secret: string): string {
  return createHmac("sha256", secret).update(`client-ip:${ip}`).digest("base64url");
}

export function clientIpHeaders(ip: string, secret: string): Record<string, string> {
  return { [CLIENT_IP_HEADER]: ip, [CLIENT_IP_SIGNATURE_HEADER]: signClientIp(ip, secret) };
}

/** The address the storefront vouched for, or UNVERIFIED_CLIENT. */
export function verifiedClientIp(ip: string | undefined, signature: string | undefined, secret: () => string): string {
  const address = (ip ?? "").trim().slice(0, 100);
  if (!address || !signature) return UNVERIFIED_CLIENT;
  const expected = Buffer.from(signClientIp(address, secret()));
  const given = Buffer.from(signature.trim());
  return expected.length === given.length && timingSafeEqual(expected, given) ? address : UNVERIFIED_CLIENT;
}
