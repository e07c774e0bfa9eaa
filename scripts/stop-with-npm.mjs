// @ts-check
// `npm start` runs `sh -c "node scripts/start.mjs"`, and npm hands a SIGTERM to that shell, which
// dies of it without passing it on: this process would go on serving with no parent. Run by npm,
// it therefore watches its parent and, once it is gone, stops as if sent SIGTERM itself. (Ctrl-C
// reaches every process of the terminal's group, and the shell waits: nothing to do there. A
// process manager runs `node scripts/start.mjs` directly and signals it.)
const CHECK_EVERY_MS = 250;

/** @param {number} parentAtStart process.ppid read when the process started */
export function stopWhenNpmIsGone(parentAtStart) {
  if (!process.env.npm_lifecycle_event) return;
  const watch = setInterval(() => {
    if (process.ppid === parentAtStart) return;
    clearInterval(watch);
    process.kill(process.pid, "SIGTERM");
  }, CHECK_EVERY_MS).unref();
  // A signal already stopping the process: its parent leaving afterwards is no second signal.
  for (const signal of ["SIGTERM", "SIGINT"]) process.once(signal, () => clearInterval(watch));
}
