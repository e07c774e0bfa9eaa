import { backendEnv } from "../env";

/**
 * The time the shopper's windows (change and cancel within 2 hours, return within 7 days) are judged by:
 * now, moved ahead by STORE_CLOCK_OFFSET_MINUTES so a test can stand past a window without waiting for it.
 */
export function storeNow(): Date {
  return new Date(Date.now() + backendEnv().STORE_CLOCK_OFFSET_MINUTES * 60_000);
}
