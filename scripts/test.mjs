// @ts-check
// npm test: type check, lint, unit and backend tests, then browser tests against a production build.
import { createRequire } from "node:module";
import { freePort } from "./free-port.mjs";
import { runForeground } from "./settings.mjs";

const resolveBin = (/** @type {string} */ specifier) => createRequire(import.meta.url).resolve(specifier);
const node = process.execPath;

/**
 * @param {string} title
 * @param {string[]} args arguments to node
 * @param {Record<string, string>} [env] added to this process's environment
 */
async function step(title, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const code = await runForeground(node, args, { env: { ...process.env, ...env } });
  if (code !== 0) {
    console.error(`\n✗ ${title} failed (exit ${code})`);
    process.exit(code);
  }
}

await step("Type check (tsc --noEmit)", [resolveBin("typescript/bin/tsc"), "--noEmit"]);
await step("Lint (eslint, prettier --check, jscpd)", ["scripts/lint.mjs"]);
await step("Unit and backend tests (vitest)", [resolveBin("vitest/vitest.mjs"), "run"], { NODE_ENV: "test" });
await step("Ensure Chromium", ["scripts/ensure-chromium.mjs"]);
await step("Production build", ["scripts/build.mjs"]);
await step("Browser tests (playwright: no-js and js)", [resolveBin("@playwright/test/cli"), "test"], {
  E2E_PORT: process.env.E2E_PORT ?? String(await freePort()),
});
