// The backend on its own port (npm run start:backend), for operators who scale it apart from the storefront.
import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { closeBackend, getBackend } from "./index";
import { backendEnv } from "./env";
import { MAX_BODY_BYTES } from "./app";
import { stopGracefully } from "../contract/server/graceful-stop";
import { keepRunningOnUnhandledRejections } from "../contract/server/unhandled-rejections";
import { backendMetricsAnswer } from "./metrics/metrics-route";

keepRunningOnUnhandledRejections("backend");
// Several times the body limit: what a client that ignored it may still be sending.
const MAX_DRAINED_BYTES = 16 * MAX_BODY_BYTES;

/**
 * Reads what is left of a body the answer did not need (a 413 sent on its Content-Length, a 401
 * before parsing), up to a bound. Unread bytes left on the socket make it close under the client,
 * which then sees "other side closed" instead of the answer. False when more than the bound was left.
 */
async function drainUnreadBody(request: Request): Promise<boolean> {
  if (!request.body || request.bodyUsed) return true;
  if (request.body.locked) return false;
  const reader = request.body.getReader();
  let drained = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return true;
      drained += value.byteLength;
      if (drained > MAX_DRAINED_BYTES) return false;
    }
  } catch {
    return false;
  } finally {
    reader.releaseLock();
  }
}

async function answer(request: Request): Promise<Response> {
  const metrics = answerMetrics?.(request);
  if (metrics) return metrics;
  const response = await backend.fetch(request);
  if (await drainUnreadBody(request)) return response;
  // Too much left to read: say the connection ends here, rather than let it end unannounced.
  const closing = new Response(response.body, response);
  closing.headers.set("Connection", "close");
  return closing;
}

const backend = await getBackend();
const { BACKEND_PORT: port, SHUTDOWN_TIMEOUT_MS, METRICS_TOKEN } = backendEnv();
const answerMetrics = backendMetricsAnswer(METRICS_TOKEN);
const server = serve({ fetch: answer, port }, (info) => {
  console.info(`[backend] listening on http://localhost:${info.port}`);
});
stopGracefully(server as Server, { timeoutMs: SHUTDOWN_TIMEOUT_MS, beforeExit: closeBackend, label: "backend" });
