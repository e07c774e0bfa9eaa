import type { IncomingMessage, ServerResponse } from "node:http";
import { performance } from "node:perf_hooks";
import { Histogram } from "prom-client";
import { metricsRegistry, statusClass } from "../../../contract/server/metrics";
import type { RequestLogFields } from "../log/request-context.server";

type Served = ServerResponse & { locals?: { loadContext?: RequestLogFields } };

/** Requests no route answered: files from public/, refusals before Remix (host, method, body), /metrics. */
export const NO_ROUTE = "none";

let histogram: Histogram<"route" | "status_class"> | undefined;

/**
 * Times each request until its answer is sent, by the route that answered (the id the request log
 * names, noted in the load context) and the status class: one observation per request.
 */
export function observeRequestDurations(): (request: IncomingMessage, response: Served) => void {
  histogram ??= new Histogram({
    name: "cookware_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's last byte, by route id and status class",
    labelNames: ["route", "status_class"],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [metricsRegistry()],
  });
  const durations = histogram;
  return (_request, response) => {
    const started = performance.now();
    response.once("finish", () =>
      durations.observe(
        { route: response.locals?.loadContext?.routeId ?? NO_ROUTE, status_class: statusClass(response.statusCode) },
        (performance.now() - started) / 1000,
      ),
    );
  };
}
