// @ts-check
// A storefront worker's side of metrics: /metrics on the store's port, and this process's figures for the
// primary. A scrape lands on whichever worker the cluster hands the connection to; that worker asks the
// primary, which sums every worker's figures (scripts/cluster-metrics.mjs), so one scrape sees the whole store.
import cluster from "node:cluster";
import { isMetricsMessage, SNAPSHOT, SNAPSHOT_REQUEST, STORE_METRICS, STORE_METRICS_REQUEST } from "./metrics-messages.mjs";

/** @import { NextFunction, Request, Response } from "express" */
/**
 * The build's processMetrics() (app/lib/metrics/process-metrics.server.ts), when metrics are on.
 * @typedef {{ access: (authorization: string | undefined) => "off" | "allowed" | "refused", snapshot: () => Promise<object[]>, text: () => Promise<string>, contentType: string }} ProcessMetrics
 */

const PRIMARY_ANSWER_MS = 5_000;

/**
 * @param {ProcessMetrics | undefined} metrics
 * @returns {(request: Request, response: Response, next: NextFunction) => void}
 */
export function metricsEndpoint(metrics) {
  /** @type {Map<number, (message: import("./metrics-messages.mjs").MetricsMessage | undefined) => void>} */
  const awaited = new Map();
  let nextId = 0;
  const inCluster = cluster.isWorker && typeof process.send === "function";

  if (metrics && inCluster)
    process.on("message", (message) => {
      if (!isMetricsMessage(message)) return;
      if (message.type === STORE_METRICS) awaited.get(message.id)?.(message);
      if (message.type === SNAPSHOT_REQUEST)
        metrics.snapshot().then(
          (snapshot) => process.send?.({ type: SNAPSHOT, id: message.id, snapshot }),
          (error) => process.send?.({ type: SNAPSHOT, id: message.id, error: String(error?.message ?? error) }),
        );
    });

  /** @param {ProcessMetrics} own @returns {Promise<import("./metrics-messages.mjs").MetricsText>} */
  const storeMetrics = async (own) => {
    if (!inCluster) return { contentType: own.contentType, text: await own.text() };
    const answer = await new Promise((resolve) => {
      const id = nextId++;
      const settle = (/** @type {import("./metrics-messages.mjs").MetricsMessage | undefined} */ message) => {
        clearTimeout(timer);
        awaited.delete(id);
        resolve(message);
      };
      const timer = setTimeout(settle, PRIMARY_ANSWER_MS);
      awaited.set(id, settle);
      process.send?.({ type: STORE_METRICS_REQUEST, id });
    });
    if (!answer || answer.error || answer.text === undefined) throw new Error(answer?.error ?? "the primary process did not answer");
    return { contentType: answer.contentType, text: answer.text };
  };

  return (request, response, next) => {
    if (request.path !== "/metrics") return next();
    const access = metrics?.access(request.get("authorization")) ?? "off";
    // Without METRICS_TOKEN the path does not exist on the store's port.
    if (!metrics || access === "off") return void response.status(404).type("text/plain").send("Not found.");
    if (access === "refused")
      return void response
        .status(401)
        .set("WWW-Authenticate", 'Bearer realm="metrics"')
        .type("text/plain")
        .send("The metrics need their bearer token.");
    if (!["GET", "HEAD"].includes(request.method))
      return void response.status(405).set("Allow", "GET, HEAD").type("text/plain").send("Method not allowed.");
    storeMetrics(metrics).then(
      ({ contentType, text }) => response.status(200).set({ "Content-Type": contentType, "Cache-Control": "no-store" }).send(text),
      (error) =>
        response
          .status(503)
          .type("text/plain")
          .send(`The metrics could not be gathered: ${error?.message ?? error}`),
    );
  };
}
