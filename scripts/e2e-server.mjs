// @ts-check
// The server browser tests run against: the production build on E2E_PORT, with a fresh database.
import { existsSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { storefrontNodeFlags } from "./node-flags.mjs";
import { runForeground } from "./settings.mjs";

const resolveBin = (/** @type {string} */ specifier) => createRequire(import.meta.url).resolve(specifier);
const buildDir = process.env.BUILD_DIR ?? "build";
const dataDir = process.env.DATA_DIR ?? `test-results/e2e-data-${process.env.E2E_PORT ?? "default"}`;
rmSync(dataDir, { recursive: true, force: true });

if (!existsSync(`${buildDir}/server/index.js`)) {
  const code = await runForeground(process.execPath, [resolveBin("@remix-run/dev/dist/cli.js"), "vite:build"]);
  if (code !== 0) process.exit(code);
}

process.exit(
  await runForeground(process.execPath, [...storefrontNodeFlags(), "scripts/serve.mjs"], {
    env: { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, HOST: "127.0.0.1", BUILD_DIR: buildDir },
  }),
);
