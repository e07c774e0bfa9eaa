import { randomBytes, randomInt } from "node:crypto";

/** A 24-hex-digit id, the shape the original client knows from `_id`. */
export function newId(): string {
  return randomBytes(12).toString("hex");
}

const TRACKING_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** "TRK" and ten characters a courier can read over the phone (no 0/O, 1/I). */
export function newTrackingId(): string {
  let suffix = "";
  for (let index = 0; index < 10; index += 1) suffix += TRACKING_ALPHABET[randomInt(TRACKING_ALPHABET.length)];
  return `TRK${suffix}`;
}

export function formatOrderNumber(orderNumber: number): string {
  return `CW-${String(orderNumber).padStart(6, "0")}`;
}

/** "CW-100001" → 100001; null for anything else. */
export function parseOrderNumber(orderId: string): number | null {
  const match = /^CW-(\d{1,15})$/i.exec(orderId.trim());
  return match ? Number(match[1]) : null;
}
