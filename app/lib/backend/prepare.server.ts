import { inProcessBackend } from "./in-process.server";
import { env } from "../env.server";
import { describeErrorForLog } from "../../../contract/server/redact";
import { log } from "../../../contract/server/log";

/**
 * Starts the in-process backend (migrations, search indexes, demo data) before the server
 * listens, so no shopper's first request waits for it. A database that does not answer yet is not
 * fatal: the server listens, /healthz says so, and the next request tries again.
 */
export async function prepareBackend(): Promise<void> {
  if (env().BACKEND_URL) return;
  try {
    await inProcessBackend();
  } catch (error) {
    log().warn(`[cookware] the backend could not be prepared at start-up (${describeErrorForLog(error)}); requests will try again`);
  }
}
