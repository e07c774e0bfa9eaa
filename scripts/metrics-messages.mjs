// @ts-check
// What a storefront worker and the cluster's primary say to each other about metrics (over the cluster's IPC).

/** Primary → worker: send me your figures ({ id }); the worker answers SNAPSHOT ({ id, snapshot } or { id, error }). */
export const SNAPSHOT_REQUEST = "cookware:metrics-snapshot?";
export const SNAPSHOT = "cookware:metrics-snapshot";
/** Worker → primary: the whole store's figures, please ({ id }); the primary answers STORE_METRICS ({ id, contentType, text } or { id, error }). */
export const STORE_METRICS_REQUEST = "cookware:store-metrics?";
export const STORE_METRICS = "cookware:store-metrics";

/**
 * Whether the store serves metrics: METRICS_TOKEN (on the store's port) or METRICS_PORT (the primary's,
 * on loopback). The settings are validated by each worker; the primary only looks whether they are set.
 * @param {NodeJS.ProcessEnv} env
 */
export const metricsWanted = (env) => Boolean(env.METRICS_TOKEN?.trim() || env.METRICS_PORT?.trim());

/**
 * @typedef {{ contentType: string, text: string }} MetricsText
 * @typedef {{ type: string, id: number, snapshot?: object[], contentType?: string, text?: string, error?: string }} MetricsMessage
 */

/** @param {unknown} message @returns {message is MetricsMessage} */
export const isMetricsMessage = (message) =>
  typeof message === "object" && message !== null && typeof (/** @type {{ type?: unknown }} */ (message).type) === "string";
