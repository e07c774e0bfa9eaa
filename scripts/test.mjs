// @ts-check
// npm test: type check, lint, unit and backend tests, then browser tests against a production build.
import { spawn } from "node:child_process";
import { createRequire } from "node:module";
import { availableParallelism } from "node:os";
import { freePort } from "./free-port.mjs";
import { runForeground } from "./settings.mjs";

const resolveBin = (/** @type {string} */ specifier) => createRequire(import.meta.url).resolve(specifier);
const node = process.execPath;

/** @typedef {{ title: string, args: string[], env?: Record<string, string> }} Step */

/** @param {Step} step */
async function step({ title, args, env = {} }) {
  console.log(`\n▶ ${title}`);
  const code = await runForeground(node, args, { env: { ...process.env, ...env } });
  if (code !== 0) fail(title, code);
}

/**
 * Runs steps side by side, each one's output held back and printed whole when it ends, so the log
 * reads as if they had run one after another. For single-threaded steps (tsc, ESLint) that would
 * otherwise leave the second core idle.
 * @param {Step[]} steps
 */
async function sideBySide(steps) {
  const results = await Promise.all(
    steps.map(
      ({ title, args, env = {} }) =>
        /** @type {Promise<{ title: string, code: number, output: Buffer[] }>} */ (
          new Promise((resolve) => {
            const output = /** @type {Buffer[]} */ ([]);
            const child = spawn(node, args, { env: { ...process.env, FORCE_COLOR: "1", ...env }, stdio: ["ignore", "pipe", "pipe"] });
            child.stdout.on("data", (chunk) => output.push(chunk));
            child.stderr.on("data", (chunk) => output.push(chunk));
            for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
            child.on("close", (code, signal) => resolve({ title, code: code ?? (signal ? 1 : 0), output }));
          })
        ),
    ),
  );
  for (const { title, output } of results) {
    console.log(`\n▶ ${title}`);
    process.stdout.write(Buffer.concat(output));
  }
  const failed = results.find((result) => result.code !== 0);
  if (failed) fail(failed.title, failed.code);
}

/** @param {string} title @param {number} code */
function fail(title, code) {
  console.error(`\n✗ ${title} failed (exit ${code})`);
  process.exit(code);
}

await sideBySide([
  { title: "Type check (tsc --noEmit)", args: [resolveBin("typescript/bin/tsc"), "--noEmit"] },
  { title: "Lint (eslint, prettier --check, jscpd)", args: ["scripts/lint.mjs"] },
]);
// Vitest's default is one worker fewer than the cores: a single worker on a two-core machine, which
// leaves a core idle while a file waits on PostgreSQL, a child process or scrypt.
const vitestWorkers = Math.max(2, availableParallelism() - 1);
await step({
  title: `Unit and backend tests (vitest, ${vitestWorkers} workers)`,
  args: [resolveBin("vitest/vitest.mjs"), "run", `--maxWorkers=${vitestWorkers}`],
  env: { NODE_ENV: "test" },
});
await step({ title: "Ensure Chromium", args: ["scripts/ensure-chromium.mjs"] });
await step({ title: "Production build", args: ["scripts/build.mjs"] });
await step({
  title: "Browser tests (playwright: no-js and js)",
  args: [resolveBin("@playwright/test/cli"), "test"],
  env: { E2E_PORT: process.env.E2E_PORT ?? String(await freePort()) },
});
