// @ts-check
// npm start (or `node scripts/start.mjs` under a process manager): check the settings and the build
// in a short-lived child (scripts/prepare-start.mjs), then become the storefront's primary process
// (scripts/serve.mjs) in this same process, so only npm, the primary and its workers stay running.
import { loadDotEnv, runForeground } from "./settings.mjs";
import { stopWhenNpmIsGone } from "./stop-with-npm.mjs";

const parentAtStart = process.ppid;
loadDotEnv();
process.env.NODE_ENV ??= "production";

const prepared = await runForeground(process.execPath, ["scripts/prepare-start.mjs"]);
if (prepared !== 0) process.exit(prepared);

await import("./serve.mjs");
stopWhenNpmIsGone(parentAtStart);
