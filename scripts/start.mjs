// @ts-check
// npm start: validate settings, build once if there is no build yet, then serve (scripts/serve.mjs).
import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import { storefrontNodeFlags } from "./node-flags.mjs";
import { loadDotEnv, runForeground, validateSettingsOrExit } from "./settings.mjs";

loadDotEnv();
process.env.NODE_ENV ??= "production";
await validateSettingsOrExit();

const serverBuild = `${process.env.BUILD_DIR ?? "build"}/server/index.js`;
if (!existsSync(serverBuild)) {
  console.log("No production build yet: building once (npm run build)…");
  const code = await runForeground(process.execPath, [createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js"), "vite:build"]);
  if (code !== 0) process.exit(code);
}

process.exit(await runForeground(process.execPath, [...storefrontNodeFlags(), "scripts/serve.mjs"]));
