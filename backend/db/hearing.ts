import { performance } from "node:perf_hooks";

/**
 * Whether this process can prove it has heard every announcement (`NOTIFY`) the database made up to
 * a moment ago: what lets a cache answer from memory (`backend/db/announced-cache.ts`). The listening
 * connection sends itself a heartbeat every `HEARTBEAT_INTERVAL_MS`; announcements arrive in commit
 * order, so hearing a heartbeat sent at time t proves every announcement committed before t was
 * heard. Proof lasts `HEARING_WINDOW_MS` from that heartbeat's sending: a listener that stalls
 * (a silently dropped connection, a paused server process) stops proving within the window, and a
 * lost connection stops it at once.
 */
export interface Hearing {
  /** True while the last heartbeat heard was sent less than the window ago. */
  readonly current: boolean;
  /** Counts the interruptions: a cache forgets what it kept whenever this changed. */
  readonly epoch: number;
  /** A heartbeat sent at `sentAt` (`performance.now()` of this process) was heard. */
  heardUpTo(sentAt: number): void;
  /** The listening connection is lost: nothing is proven from now on. */
  lost(): void;
  /** Every announcement is heard as it commits (PGlite, in this process): proven for good. */
  always(): void;
  /**
   * A cache's check before it answers from memory or keeps a read: true while current, and calls
   * `forget` first whenever hearing was interrupted since the last check.
   */
  watch(forget: () => void): () => boolean;
}

export const HEARTBEAT_INTERVAL_MS = 1_000;
export const HEARING_WINDOW_MS = 3_000;

export function createHearing({ windowMs = HEARING_WINDOW_MS, now = () => performance.now() } = {}): Hearing {
  let provenUntil = Number.NEGATIVE_INFINITY;
  let epoch = 0;
  const current = () => now() < provenUntil;
  return {
    get current() {
      return current();
    },
    get epoch() {
      return epoch;
    },
    heardUpTo(sentAt) {
      // A heartbeat heard after the proof ran out starts a new epoch: what was kept before the gap goes.
      if (!current()) epoch += 1;
      provenUntil = Math.max(provenUntil, sentAt + windowMs);
    },
    lost() {
      if (provenUntil === Number.NEGATIVE_INFINITY) return;
      provenUntil = Number.NEGATIVE_INFINITY;
      epoch += 1;
    },
    always() {
      if (!current()) epoch += 1;
      provenUntil = Number.POSITIVE_INFINITY;
    },
    watch(forget) {
      let seenEpoch = epoch;
      return () => {
        if (seenEpoch !== epoch) {
          seenEpoch = epoch;
          forget();
        }
        return current();
      };
    },
  };
}
