import { createHash } from "node:crypto";
import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { sessionSecret } from "../../../contract/server/session-secret";

let honeypot: Honeypot | undefined;

/**
 * The spam trap of public forms. Its seed comes from the session secret, so every instance and
 * every restart agrees on the timestamp it encrypts into the form.
 */
export function getHoneypot(): Honeypot {
  honeypot ??= new Honeypot({
    encryptionSeed: createHash("sha256").update(`honeypot:${sessionSecret()}`).digest("base64url"),
  });
  return honeypot;
}

export const HONEYPOT_FIELD = "name__confirm";

/**
 * Whether a posted form fell into the trap. A form posted without the trap field at all did not
 * come from our page, so it counts as spam too (remix-utils alone would let it through).
 */
export function isSpam(formData: FormData): boolean {
  if (!formData.has(HONEYPOT_FIELD)) return true;
  try {
    getHoneypot().check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
