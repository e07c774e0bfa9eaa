// @ts-check
// What a process manager runs before the server (systemd: `ExecStartPre=/usr/bin/node scripts/check-start.mjs`,
// docs/deployment.md), in a process that then exits: the settings checked as `npm start` checks them,
// and a build to serve. It never builds: a build on a server that is meant to be serving would keep
// the store down for minutes, and `npm run build` puts a new build in place while the old one serves.
import { buildState } from "./build-freshness.mjs";
import { CONFIGURATION_EXIT_CODE } from "./exit-codes.mjs";
import { noteMissingSiteUrl, validateSettingsOrExit } from "./settings.mjs";

await validateSettingsOrExit();

const buildDir = process.env.BUILD_DIR ?? "build";
const state = buildState(buildDir);
if (state === "missing") {
  console.error(`[cookware] no production build in ${buildDir}: run \`npm run build\` in ${process.cwd()}, then start again.`);
  process.exit(CONFIGURATION_EXIT_CODE);
}
if (state === "stale") {
  console.warn(
    "[cookware] the code changed since the last build: serving the build made before it. " +
      "Run `npm run build` (the store goes on serving meanwhile), then restart.",
  );
}
noteMissingSiteUrl();
