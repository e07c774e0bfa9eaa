import { createHash } from "node:crypto";
import { Honeypot } from "remix-utils/honeypot/server";
import { sessionSecret } from "../../../contract/server/session-secret";

let honeypot: Honeypot | undefined;

/** The trap's encryption seed, made of the session secret (the browser tests make theirs too). */
export function honeypotSeed(secret: string): string {
  return createHash("sha256").update(`honeypot:${secret}`).digest("base64url");
}

/**
 * The spam trap of public forms. Its seed comes from the session secret, so every instance and
 * every restart agrees on the timestamp it encrypts into the form.
 */
export function getHoneypot(): Honeypot {
  honeypot ??= new Honeypot({ encryptionSeed: honeypotSeed(sessionSecret()) });
  return honeypot;
}

export const HONEYPOT_FIELD = "name__confirm";

/**
 * Whether a posted form fell into the trap. A form posted without the trap field at all did not
 * come from our page, so it counts as spam too (remix-utils alone would let it through). So does a
 * timestamp the trap cannot decrypt: crypto-js throws "Malformed UTF-8 data" (a plain Error, not a
 * SpamError) for a forged one, and our page never sends one.
 */
export function isSpam(formData: FormData): boolean {
  if (!formData.has(HONEYPOT_FIELD)) return true;
  try {
    getHoneypot().check(formData);
    return false;
  } catch {
    return true;
  }
}
