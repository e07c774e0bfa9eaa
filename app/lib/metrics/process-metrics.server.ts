import type { IncomingMessage, ServerResponse } from "node:http";
import { metricsRegistry, startProcessMetrics } from "../../../contract/server/metrics";
import { env, metricsEnabled } from "../env.server";
import { metricsAccess } from "../../../contract/server/metrics-access";
import { observeRequestDurations } from "./request-durations.server";

type RequestHook = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * This process's metrics, for scripts/metrics-endpoint.mjs, or undefined when nobody can scrape them
 * (neither METRICS_TOKEN nor METRICS_PORT set): then nothing is measured. `snapshot` is what the
 * cluster's primary sums over its workers; `text` answers alone when no primary runs this process.
 */
export function processMetrics() {
  const settings = env();
  if (!metricsEnabled(settings)) return undefined;
  startProcessMetrics();
  const registry = metricsRegistry();
  return {
    access: (authorization: string | undefined) => metricsAccess(settings.METRICS_TOKEN, authorization),
    snapshot: () => registry.getMetricsAsJSON(),
    text: () => registry.metrics(),
    contentType: registry.contentType,
  };
}

/** The request log's hook, also timing each request for /metrics when metrics are on. */
export function withRequestDurations(logRequest: RequestHook): RequestHook {
  if (!metricsEnabled()) return logRequest;
  const observe = observeRequestDurations();
  return (request, response) => {
    observe(request, response);
    logRequest(request, response);
  };
}
