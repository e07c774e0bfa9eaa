import { useEffect, useState } from "react";

export type ToastMessage = { kind: "success" | "error"; text: string };

/** Where the toast floats: "top" (under the sticky header) when what was pressed is in the screen's lower half. */
export type ToastPlace = "top" | "bottom";

/** Errors stay three times as long as successes: long enough to read, without a close button. */
const ERROR_FACTOR = 3;

/** How long a message of this kind stays up. */
export const toastMs = (kind: string, durationMs: number) => (kind === "error" ? durationMs * ERROR_FACTOR : durationMs);

/**
 * A message floating at the bottom (or top) of the screen. `message` should be a new object each time
 * (e.g. a fetcher's answer) so the same text shown twice restarts the timer.
 */
export function Toast({
  message,
  durationMs,
  place = "bottom",
}: {
  message: ToastMessage | null | undefined;
  durationMs: number;
  place?: ToastPlace;
}) {
  // The latest message stays up for its time even when the caller's value goes back to null meanwhile
  // (a fetcher submitting again); a new message object shows at once and restarts the time.
  const [latest, setLatest] = useState<ToastMessage | null>(message ?? null);
  if (message && message !== latest) setLatest(message);
  const [dismissed, setDismissed] = useState<ToastMessage | null>(null);
  useEffect(() => {
    if (!latest) return;
    const timer = setTimeout(() => setDismissed(latest), toastMs(latest.kind, durationMs));
    return () => clearTimeout(timer);
  }, [latest, durationMs]);
  const visible = latest && latest !== dismissed ? latest : null;

  // The live regions are on the page from the start and the text is put into them: a region that
  // arrives with its text already in it is often not read out.
  return (
    <>
      <div role="status" aria-atomic="true" className={PLACE[place]}>
        {visible?.kind === "success" ? <ToastText text={visible.text} className="toast-success" /> : null}
      </div>
      <div role="alert" aria-atomic="true" className={PLACE[place]}>
        {visible?.kind === "error" ? <ToastText text={visible.text} className="toast-error" /> : null}
      </div>
    </>
  );
}

/** Where and how it looks: `toast-*` in app/tailwind.css, which the message floated without JavaScript shares. */
const PLACE = { top: "toast-top", bottom: "toast-bottom" } as const;

function ToastText({ text, className }: { text: string; className: string }) {
  return <p className={`toast-text ${className}`}>{text}</p>;
}
