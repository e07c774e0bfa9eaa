import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { describeErrorForLog } from "./redact";

type Options = {
  /** Requests in flight get this long to finish (SHUTDOWN_TIMEOUT_MS); then the process exits anyway. */
  timeoutMs: number;
  /** Closes what the process holds open (the database) once no request is left. */
  beforeExit: () => Promise<void>;
  /** The log lines' prefix. */
  label: string;
};

let stoppingNow = false;
/** Whether this process has begun its graceful stop (`/readyz` answers 503 from then on). */
export const isStopping = (): boolean => stoppingNow;

/**
 * On SIGTERM or SIGINT: stop accepting, close idle keep-alive connections at once and every other
 * one after its answer, run `beforeExit`, exit 0. Past the timeout, or on a second signal, the
 * process exits at once. Returns the same stop for other callers (the cluster primary's message),
 * which never counts as a signal.
 */
export function stopGracefully(server: Server, { timeoutMs, beforeExit, label }: Options): (reason: string) => void {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;

  const closeAfterAnswer = (response: ServerResponse) => {
    if (!response.headersSent) response.setHeader("Connection", "close");
    else {
      const socket = response.socket;
      response.once("finish", () => socket?.end());
    }
  };
  server.on("request", (_request: IncomingMessage, response: ServerResponse) => {
    if (stopping) closeAfterAnswer(response);
    inFlight.add(response);
    response.once("close", () => inFlight.delete(response));
  });

  const stop = (reason: string) => {
    if (stopping) return;
    stopping = true;
    stoppingNow = true;
    console.info(`[${label}] ${reason}: finishing ${inFlight.size} request(s) in flight (up to ${timeoutMs} ms), then stopping`);
    setTimeout(() => {
      console.warn(`[${label}] stopping with ${inFlight.size} request(s) unfinished after ${timeoutMs} ms`);
      process.exit(1);
    }, timeoutMs).unref();
    for (const response of inFlight) closeAfterAnswer(response);
    server.close(() => {
      beforeExit().then(
        () => {
          console.info(`[${label}] stopped cleanly`);
          process.exit(0);
        },
        (error: unknown) => {
          console.error(`[${label}] closing before exit failed: ${describeErrorForLog(error)}`);
          process.exit(1);
        },
      );
    });
    server.closeIdleConnections();
  };

  // Only a second signal escalates: with Ctrl-C, the primary's message may arrive before the worker's own SIGINT.
  let signals = 0;
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.on(signal, () => {
      if ((signals += 1) === 1) return stop(signal);
      console.warn(`[${label}] ${signal} again: stopping at once`);
      process.exit(1);
    });
  }
  return stop;
}
