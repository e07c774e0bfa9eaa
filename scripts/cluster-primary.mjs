// @ts-check
// The primary of a clustered storefront: starts the workers, replaces one that dies while serving,
// and stops them all on SIGTERM/SIGINT. A worker that dies before it ever listened (a bad setting,
// an unreachable database at start) stops the whole server instead of restarting in a loop.
import cluster from "node:cluster";

/** @param {number} count how many storefront processes to keep running */
export function superviseWorkers(count) {
  let stopping = false;
  /** @type {Set<number>} ids of the workers that have listened at least once */
  const listened = new Set();
  /** @type {number[]} times (ms) of the restarts in the last minute */
  const restarts = [];

  const start = () => {
    const worker = cluster.fork();
    worker.once("listening", () => listened.add(worker.id));
  };

  cluster.on("exit", (worker, code, signal) => {
    if (stopping) return;
    if (!listened.has(worker.id)) {
      console.error(`[cookware] worker ${worker.id} exited (${signal ?? code}) before serving: stopping.`);
      stopAll(code || 1);
      return;
    }
    // Replace a worker that crashed while serving, but not endlessly: more than 5 in a minute stops.
    const now = Date.now();
    restarts.push(now);
    while (restarts[0] < now - 60_000) restarts.shift();
    if (restarts.length > 5) {
      console.error("[cookware] workers keep dying: stopping.");
      stopAll(1);
      return;
    }
    console.error(`[cookware] worker ${worker.id} exited (${signal ?? code}): starting another.`);
    start();
  });

  /** @param {number} exitCode */
  function stopAll(exitCode) {
    if (stopping) return;
    stopping = true;
    const running = Object.values(cluster.workers ?? {})
      .filter((worker) => worker !== undefined)
      .filter((worker) => !worker.isDead());
    let remaining = running.length;
    if (remaining === 0) process.exit(exitCode);
    cluster.on("exit", () => --remaining <= 0 && process.exit(exitCode));
    for (const worker of running) worker.process.kill("SIGTERM");
    setTimeout(() => process.exit(exitCode), 10_000).unref();
  }

  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => stopAll(0));
  console.log(`[cookware] starting ${count} storefront processes`);
  for (let index = 0; index < count; index += 1) start();
}
