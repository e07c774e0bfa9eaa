// @ts-check
// npm run build: the production build (Remix on Vite) into BUILD_DIR, recording which sources it was
// made from so `npm start` can tell when it is out of date.
import { createRequire } from "node:module";
import { recordFingerprint, sourceFingerprint } from "./build-freshness.mjs";
import { runForeground } from "./settings.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const fingerprint = sourceFingerprint();
const remixCli = createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js");
const code = await runForeground(process.execPath, [remixCli, "vite:build"], { env: { ...process.env, NODE_ENV: "production" } });
if (code === 0 && fingerprint) recordFingerprint(buildDir, fingerprint);
process.exit(code);
