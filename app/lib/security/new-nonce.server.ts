import { randomFillSync } from "node:crypto";

const NONCE_BYTES = 16;
const NONCES_PER_FILL = 256;

// One call to the system's random source per 256 pages instead of one per page: each call is a
// system call and a new buffer, which showed in the profile of every document
// (docs/decisions/0012-per-request-savings.md).
const pool = Buffer.alloc(NONCE_BYTES * NONCES_PER_FILL);
let next = NONCES_PER_FILL;

/** A fresh CSP nonce: 128 random bits, base64, never handed out twice. */
export function newNonce(): string {
  if (next === NONCES_PER_FILL) {
    randomFillSync(pool);
    next = 0;
  }
  const start = next++ * NONCE_BYTES;
  return pool.toString("base64", start, start + NONCE_BYTES);
}
