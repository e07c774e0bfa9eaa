import { useEffect, useState } from "react";

export type ToastMessage = { kind: "success" | "error"; text: string };

/** Errors stay three times as long as successes: long enough to read, without a close button. */
const ERROR_FACTOR = 3;

/**
 * A message floating at the bottom of the screen. `message` should be a new object each time
 * (e.g. a fetcher's answer) so the same text shown twice restarts the timer.
 */
export function Toast({ message, durationMs }: { message: ToastMessage | null | undefined; durationMs: number }) {
  // The latest message stays up for its time even when the caller's value goes back to null meanwhile
  // (a fetcher submitting again); a new message object shows at once and restarts the time.
  const [latest, setLatest] = useState<ToastMessage | null>(message ?? null);
  if (message && message !== latest) setLatest(message);
  const [dismissed, setDismissed] = useState<ToastMessage | null>(null);
  useEffect(() => {
    if (!latest) return;
    const timer = setTimeout(() => setDismissed(latest), latest.kind === "error" ? durationMs * ERROR_FACTOR : durationMs);
    return () => clearTimeout(timer);
  }, [latest, durationMs]);
  const visible = latest && latest !== dismissed ? latest : null;

  if (!visible) return null;
  const success = visible.kind === "success";
  return (
    <p
      role={success ? "status" : "alert"}
      className={`untrusted-text fixed bottom-4 left-1/2 z-50 -translate-x-1/2 rounded-md px-4 py-3 text-sm font-semibold text-white shadow-lg ${success ? "bg-green-600" : "bg-red-700"}`}
    >
      {visible.text}
    </p>
  );
}
