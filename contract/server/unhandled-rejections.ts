import { describeErrorForLog } from "./redact";

/**
 * A promise nobody awaited that failed (a database driver's reconnect timer, a listener's socket)
 * must not end a server process that is still answering: it is logged once with its cause and
 * counted, and the process keeps running. Every server process (a storefront worker, the
 * standalone backend) installs this one handler.
 */
let count = 0;
const INSTALLED = Symbol.for("cookware.unhandledRejectionHandler");

/** How many rejections nobody handled this process has logged since it started. */
export function unhandledRejectionCount(): number {
  return count;
}

/** Installs the handler once per process (a development server re-evaluates its modules). */
export function keepRunningOnUnhandledRejections(label: string): void {
  const holder = process as unknown as Record<symbol, boolean>;
  if (holder[INSTALLED]) return;
  holder[INSTALLED] = true;
  process.on("unhandledRejection", (reason) => {
    count += 1;
    console.error(`[${label}] a failed promise nobody handled (#${count}; the process keeps running): ${describeErrorForLog(reason)}`);
  });
}
