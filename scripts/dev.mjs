// @ts-check
// npm run dev: the Vite dev server, with .env loaded and settings checked first.
import { createRequire } from "node:module";
import { loadDotEnv, runForeground, validateSettingsOrExit } from "./settings.mjs";

loadDotEnv();
process.env.NODE_ENV ??= "development";
await validateSettingsOrExit();
const remixCli = createRequire(import.meta.url).resolve("@remix-run/dev/dist/cli.js");
process.exit(await runForeground(process.execPath, [remixCli, "vite:dev", ...process.argv.slice(2)]));
