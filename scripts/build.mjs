// @ts-check
// npm run build: the production build (Remix on Vite), made in a folder of its own and put in place
// as BUILD_DIR once complete (scripts/build-release.mjs), so a store running meanwhile goes on serving
// the build before it, browser files included. It records which sources it was made from so
// `npm start` can tell when it is out of date.
import { rmSync } from "node:fs";
import { createRequire } from "node:module";
import { recordFingerprint, sourceFingerprint } from "./build-freshness.mjs";
import { carryOverAssets, newReleaseDir, pruneReleases, switchTo } from "./build-release.mjs";
import { runForeground } from "./settings.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const release = newReleaseDir(buildDir);
const fingerprint = sourceFingerprint();
const remixCli = createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js");
const code = await runForeground(process.execPath, [remixCli, "vite:build"], {
  env: { ...process.env, NODE_ENV: "production", BUILD_DIR: release },
});
if (code !== 0) {
  rmSync(release, { recursive: true, force: true });
  process.exit(code);
}
if (fingerprint) recordFingerprint(release, fingerprint);
const carried = carryOverAssets(buildDir, release);
switchTo(buildDir, release);
pruneReleases(buildDir);
console.log(`[cookware] build ready in ${release}: ${buildDir} now serves it (${carried} browser files of earlier builds kept)`);
