import { randomUUID } from "node:crypto";

/**
 * A broadcast is a `NOTIFY` that its sender waits on until every listening process has run its
 * handler for it. A plain announcement reaches the other processes a moment after the writer
 * answers, so a request sent right after (a stale cookie after sign-out) could still be answered
 * from their memory; a broadcast closes that gap.
 *
 * Each process's listening connection carries `LISTENER_APPLICATION_NAME`, so the sender counts
 * them in `pg_stat_activity` in the statement that notifies. Each listener runs the handler of the
 * channel named inside, then notifies `BROADCAST_HEARD_CHANNEL` with the broadcast's id; the sender
 * settles once it has heard as many as it counted, or after its timeout.
 */
export const LISTENER_APPLICATION_NAME = "cookware-listener";
export const BROADCAST_CHANNEL = "cookware_broadcast";
export const BROADCAST_HEARD_CHANNEL = "cookware_broadcast_heard";

export type BroadcastMessage = { id: string; channel: string; payload: string };

export function newBroadcast(channel: string, payload: string): BroadcastMessage {
  return { id: randomUUID(), channel, payload };
}

export const encodeBroadcast = (message: BroadcastMessage) => JSON.stringify(message);

/** The message, or undefined for a payload that is not one (sent by something else on the channel). */
export function decodeBroadcast(text: string): BroadcastMessage | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== "object") return undefined;
    const { id, channel, payload } = value as Record<string, unknown>;
    if (typeof id !== "string" || typeof channel !== "string" || typeof payload !== "string") return undefined;
    return { id, channel, payload };
  } catch {
    return undefined;
  }
}

/** The sender's side: broadcasts waiting for their confirmations. */
export function createBroadcastWaits() {
  const waiting = new Map<string, { heard: number; expected: number; settle: (confirmed: boolean) => void }>();
  return {
    /**
     * Opened before the broadcast is sent (a confirmation may arrive before the count does);
     * `expect` then gives the count and starts the timeout, once the broadcast is known committed.
     * Settles true once that many have confirmed, false on timeout.
     */
    open(id: string) {
      let resolve: (confirmed: boolean) => void = () => {};
      const confirmed = new Promise<boolean>((settled) => (resolve = settled));
      let timer: NodeJS.Timeout | undefined;
      const entry = {
        heard: 0,
        expected: Number.POSITIVE_INFINITY,
        settle(result: boolean) {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(result);
        },
      };
      waiting.set(id, entry);
      return {
        confirmed,
        expect(count: number, timeoutMs: number) {
          entry.expected = count;
          if (entry.heard >= count) return entry.settle(true);
          timer = setTimeout(() => entry.settle(false), timeoutMs);
        },
        cancel: () => entry.settle(false),
      };
    },
    heard(id: string) {
      const entry = waiting.get(id);
      if (!entry) return;
      entry.heard += 1;
      if (entry.heard >= entry.expected) entry.settle(true);
    },
  };
}
