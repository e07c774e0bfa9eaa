// @ts-check
// The storefront's primary process: starts the workers, restarts one that dies after a pause that
// grows with each death in a row (1 s, 2 s, 4 s … 30 s; a worker that served a minute resets it),
// never giving up while it holds the port, and stops them all on SIGTERM/SIGINT. Only a worker
// that exits with CONFIGURATION_EXIT_CODE before it ever listened (a bad setting, a port it cannot
// have) stops the server: restarting it would fail the same way. It loads node:cluster and nothing
// of the app, so it stays small.
import cluster from "node:cluster";
import { CONFIGURATION_EXIT_CODE } from "./exit-codes.mjs";
import { metricsWanted } from "./metrics-messages.mjs";

/** What the primary sends a listening worker it stops: the worker's first signal, without a second one. */
export const STOP_MESSAGE = "cookware:stop";

const FIRST_PAUSE_MS = 1_000;
const LONGEST_PAUSE_MS = 30_000;
const SERVED_LONG_ENOUGH_MS = 60_000;

/**
 * The pause before restarting a worker whose place has seen `deathsInARow` deaths (1 or more).
 * @param {number} deathsInARow
 */
export function restartPause(deathsInARow) {
  return Math.min(FIRST_PAUSE_MS * 2 ** (deathsInARow - 1), LONGEST_PAUSE_MS);
}

/**
 * @param {{ count: number, settings: import("node:cluster").ClusterSettings, env: NodeJS.ProcessEnv }} options
 *   how many workers to keep running, how to start one (cluster.setupPrimary), their environment
 */
export function superviseWorkers({ count, settings, env }) {
  cluster.setupPrimary(settings);
  /** @type {Map<number, { place: number, listened: boolean, served?: NodeJS.Timeout }>} by worker id */
  const running = new Map();
  /** Deaths in a row per place (index 0 … count - 1): each place backs off on its own. */
  const deaths = Array.from({ length: count }, () => 0);
  /** @type {Set<NodeJS.Timeout>} */
  const restarts = new Set();
  let stopping = false;
  let exitCode = 0;

  const start = (/** @type {number} */ place) => {
    const worker = cluster.fork(env);
    const state = { place, listened: false, served: /** @type {NodeJS.Timeout | undefined} */ (undefined) };
    running.set(worker.id, state);
    worker.once("listening", () => {
      state.listened = true;
      state.served = setTimeout(() => (deaths[place] = 0), SERVED_LONG_ENOUGH_MS);
    });
  };

  cluster.on("exit", (worker, code, signal) => {
    const state = running.get(worker.id);
    running.delete(worker.id);
    clearTimeout(state?.served);
    if (stopping) {
      // 0 only when every worker stopped cleanly.
      if (code !== 0) exitCode ||= 1;
      if (running.size === 0) process.exit(exitCode);
      return;
    }
    if (!state) return;
    if (code === CONFIGURATION_EXIT_CODE && !state.listened) {
      console.error(`[cookware] worker ${worker.id} cannot start (see above): stopping.`);
      stop(CONFIGURATION_EXIT_CODE);
      return;
    }
    deaths[state.place] += 1;
    const pause = restartPause(deaths[state.place]);
    console.error(`[cookware] worker ${worker.id} exited (${signal ?? code}): starting another in ${pause / 1000} s.`);
    const restart = setTimeout(() => {
      restarts.delete(restart);
      start(state.place);
    }, pause);
    restarts.add(restart);
  });

  /** @param {number} code the primary's exit code once every worker is gone */
  function stop(code) {
    stopping = true;
    exitCode = code;
    for (const restart of restarts) clearTimeout(restart);
    if (running.size === 0) process.exit(code);
    for (const worker of Object.values(cluster.workers ?? {})) {
      if (!worker) continue;
      const kill = () => worker.process.kill("SIGTERM");
      // A worker still starting has no stop handler yet: the signal's default action ends it.
      if (running.get(worker.id)?.listened) worker.send(STOP_MESSAGE, (/** @type {Error | null} */ error) => error && kill());
      else kill();
    }
  }

  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT"])) {
    process.on(signal, () => {
      if (!stopping) {
        console.log(`[cookware] ${signal}: stopping the storefront processes once their requests are answered`);
        return stop(0);
      }
      console.warn(`[cookware] ${signal} again: stopping at once`);
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGKILL");
      process.exit(1);
    });
  }
  // prom-client is loaded here only when the store serves metrics (scripts/cluster-metrics.mjs).
  if (metricsWanted(env)) {
    const listeningWorkers = () =>
      Object.values(cluster.workers ?? {}).filter(
        /** @returns {worker is import("node:cluster").Worker} */ (worker) =>
          worker !== undefined && running.get(worker.id)?.listened === true,
      );
    const port = Number(env.METRICS_PORT);
    import("./cluster-metrics.mjs").then(({ serveClusterMetrics }) =>
      serveClusterMetrics({ listeningWorkers, port: Number.isInteger(port) && port > 0 && port < 65_536 ? port : undefined }),
    );
  }
  console.log(`[cookware] starting ${count} storefront process${count === 1 ? "" : "es"}`);
  for (let place = 0; place < count; place += 1) start(place);
}
