// @ts-check
// The server browser tests run against: the production build on E2E_PORT, with a fresh database.
import { rmSync } from "node:fs";
import { buildState } from "./build-freshness.mjs";
import { storefrontEnvironment, storefrontNodeFlags } from "./node-flags.mjs";
import { runForeground } from "./settings.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const dataDir = process.env.DATA_DIR ?? `test-results/e2e-data-${process.env.E2E_PORT ?? "default"}`;
rmSync(dataDir, { recursive: true, force: true });

if (buildState(buildDir) !== "current") {
  const code = await runForeground(process.execPath, ["scripts/build.mjs"]);
  if (code !== 0) process.exit(code);
}

process.exit(
  await runForeground(process.execPath, [...storefrontNodeFlags(), "scripts/serve.mjs"], {
    env: { ...storefrontEnvironment(), NODE_ENV: "production", DATA_DIR: dataDir, HOST: "127.0.0.1", BUILD_DIR: buildDir },
  }),
);
