import { collectDefaultMetrics, Gauge, Registry } from "prom-client";

/**
 * The process's metrics, in a registry of our own rather than prom-client's global one: the storefront's
 * request histogram and the in-process backend's figures share it, and the cluster's primary asks each
 * worker for it (scripts/cluster-metrics.mjs) and sums them. Names start with `cookware_`; prom-client's
 * default metrics (event loop lag, memory, CPU) keep their usual names so ready-made dashboards read them.
 */
const registry = new Registry();
let processMetricsStarted = false;

export const metricsRegistry = (): Registry => registry;

/** The default metrics watch the event loop and the garbage collector: started only where someone scrapes. */
export function startProcessMetrics(): void {
  if (processMetricsStarted) return;
  processMetricsStarted = true;
  collectDefaultMetrics({ register: registry });
  // One series per process, kept apart in the cluster's sum by its pid: which processes a scrape saw, and since when.
  new Gauge({
    name: "cookware_process_start_time_seconds",
    help: "When each storefront process started (Unix seconds), by pid",
    labelNames: ["pid"],
    registers: [registry],
  }).set({ pid: String(process.pid) }, Math.round(Date.now() / 1000 - process.uptime()));
}

/** Prometheus's label for a status code: "2xx", "4xx"… */
export const statusClass = (status: number): string => `${Math.floor(status / 100)}xx`;
