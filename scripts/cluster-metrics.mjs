// @ts-check
// The primary's side of metrics, loaded only when the store serves them (scripts/cluster-primary.mjs):
// it asks every listening worker for its figures and sums them with prom-client's AggregatorRegistry, for
// a worker answering /metrics on the store's port and for METRICS_PORT, which it serves on 127.0.0.1.
// Workers are asked by our own message rather than AggregatorRegistry.clusterMetrics(), which also asks
// workers still starting (they cannot answer yet) and fails the whole scrape after 5 s when one does not.
import cluster from "node:cluster";
import { createServer } from "node:http";
import promClient from "prom-client";
import { isMetricsMessage, SNAPSHOT, SNAPSHOT_REQUEST, STORE_METRICS, STORE_METRICS_REQUEST } from "./metrics-messages.mjs";

/** A worker that has not answered by then is left out of the scrape, whose per-process series show who answered. */
const WORKER_ANSWER_MS = 3_000;

/**
 * @param {{ listeningWorkers: () => import("node:cluster").Worker[], port: number | undefined }} options
 */
export function serveClusterMetrics({ listeningWorkers, port }) {
  let nextId = 0;
  /** @type {Map<number, (snapshot: object[] | undefined) => void>} */
  const awaited = new Map();

  /** @param {import("node:cluster").Worker} worker @returns {Promise<object[] | undefined>} */
  const snapshotOf = (worker) =>
    new Promise((resolve) => {
      const id = nextId++;
      const settle = (/** @type {object[] | undefined} */ snapshot) => {
        clearTimeout(timer);
        awaited.delete(id);
        resolve(snapshot);
      };
      const timer = setTimeout(settle, WORKER_ANSWER_MS);
      awaited.set(id, settle);
      worker.send({ type: SNAPSHOT_REQUEST, id }, (/** @type {Error | null} */ error) => error && settle(undefined));
    });

  /** @returns {Promise<import("./metrics-messages.mjs").MetricsText>} */
  async function storeMetrics() {
    const snapshots = await Promise.all(listeningWorkers().map(snapshotOf));
    const registry = promClient.AggregatorRegistry.aggregate(snapshots.filter((snapshot) => snapshot !== undefined));
    return { contentType: registry.contentType, text: await registry.metrics() };
  }

  cluster.on("message", (worker, message) => {
    if (!isMetricsMessage(message)) return;
    if (message.type === SNAPSHOT) awaited.get(message.id)?.(message.error ? undefined : message.snapshot);
    if (message.type === STORE_METRICS_REQUEST)
      storeMetrics().then(
        (metrics) => worker.isConnected() && worker.send({ type: STORE_METRICS, id: message.id, ...metrics }),
        (error) => worker.isConnected() && worker.send({ type: STORE_METRICS, id: message.id, error: String(error?.message ?? error) }),
      );
  });

  if (port === undefined) return;
  // No token here: the port is bound to loopback, for a Prometheus (or an agent) on the same machine.
  const server = createServer((request, response) => {
    if (new URL(request.url ?? "/", "http://localhost").pathname !== "/metrics" || !["GET", "HEAD"].includes(request.method ?? "")) {
      response.writeHead(404, { "Content-Type": "text/plain" }).end("Not found: the metrics are at /metrics.");
      return;
    }
    storeMetrics().then(
      ({ contentType, text }) => response.writeHead(200, { "Content-Type": contentType, "Cache-Control": "no-store" }).end(text),
      (error) =>
        response.writeHead(500, { "Content-Type": "text/plain" }).end(`The metrics could not be gathered: ${error?.message ?? error}`),
    );
  });
  server.on("error", (error) => console.error(`[cookware] cannot serve metrics on 127.0.0.1:${port} (METRICS_PORT): ${error.message}`));
  server.listen(port, "127.0.0.1", () => console.log(`[cookware] metrics on http://127.0.0.1:${port}/metrics`));
  server.unref();
}
