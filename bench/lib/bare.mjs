// @ts-check
// The yardstick: a bare Remix page (bench/bare: a root with a header, 24 product rows with forms),
// built with the store's Remix and future flags and served by the same server (scripts/serve.mjs)
// with the same Node flags. Every page's throughput is printed as a ratio to it.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { startStorefront } from "./storefront.mjs";

export const BARE_BUILD_DIR = "build-bare";
export const BARE_PAGE = "bare Remix page";

/** Builds bench/bare (a few seconds) and serves it; answers the running server. */
export async function startBareRemix() {
  const cli = createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js");
  const built = spawnSync(process.execPath, [cli, "vite:build", "bench/bare"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NODE_ENV: "production", BUILD_DIR: `../../${BARE_BUILD_DIR}` },
  });
  if (built.status !== 0) throw new Error(`building bench/bare failed (exit ${built.status})`);
  return startStorefront({}, { buildDir: BARE_BUILD_DIR });
}
