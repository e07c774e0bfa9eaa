// @ts-check
// The production server `npm start` runs: one storefront process (scripts/storefront-server.mjs), or
// WEB_CONCURRENCY of them sharing the port through Node's cluster module, so a server with several
// cores uses them all. Each process validates the settings as it starts (several processes need
// PostgreSQL or BACKEND_URL: PGlite opens in one only); a worker refused that way stops the server.
import cluster from "node:cluster";

const workerCount = Number(process.env.WEB_CONCURRENCY);

if (cluster.isPrimary && Number.isInteger(workerCount) && workerCount > 1) {
  const { superviseWorkers } = await import("./cluster-primary.mjs");
  superviseWorkers(workerCount);
} else {
  await import("./storefront-server.mjs");
}
