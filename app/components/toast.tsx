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

  // The live regions are on the page from the start and the text is put into them: a region that
  // arrives with its text already in it is often not read out.
  return (
    <>
      <div role="status" aria-atomic="true" className={PLACE}>
        {visible?.kind === "success" ? <ToastText text={visible.text} className="bg-green-800" /> : null}
      </div>
      <div role="alert" aria-atomic="true" className={PLACE}>
        {visible?.kind === "error" ? <ToastText text={visible.text} className="bg-red-700" /> : null}
      </div>
    </>
  );
}

/** Bottom centre, over the page; an empty region takes no room. */
const PLACE = "fixed bottom-4 left-1/2 z-50 -translate-x-1/2";

/** White text on a background of at least 4.5:1 (green-800 about 7:1, red-700 about 6:1). */
function ToastText({ text, className }: { text: string; className: string }) {
  return <p className={`untrusted-text rounded-md px-4 py-3 text-sm font-semibold text-white shadow-lg ${className}`}>{text}</p>;
}
