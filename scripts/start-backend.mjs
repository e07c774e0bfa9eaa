// @ts-check
// npm run start:backend: the backend alone, on BACKEND_PORT, for operators who scale it apart.
import { createRequire } from "node:module";
import { loadDotEnv, runForeground, validateSettingsOrExit } from "./settings.mjs";

loadDotEnv();
process.env.NODE_ENV ??= "production";
await validateSettingsOrExit("../backend/env.ts", "backendEnv");
const tsxCli = createRequire(import.meta.url).resolve("tsx/cli");
process.exit(await runForeground(process.execPath, [tsxCli, "backend/server.ts"]));
