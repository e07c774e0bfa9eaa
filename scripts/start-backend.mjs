// @ts-check
// npm run start:backend (or `node scripts/start-backend.mjs` under a process manager): the backend
// alone, on BACKEND_PORT, for operators who scale it apart. One process: the settings are checked,
// then tsx's loader is registered here and the server runs in this same process.
import { register } from "tsx/esm/api";
import { loadDotEnv, validateSettingsOrExit } from "./settings.mjs";
import { stopWhenNpmIsGone } from "./stop-with-npm.mjs";

const parentAtStart = process.ppid;
loadDotEnv();
process.env.NODE_ENV ??= "production";
await validateSettingsOrExit("../backend/env.ts", "backendEnv");
register();
// A path in a variable: the type check would refuse a literal one ending in .ts.
const server = "../backend/server.ts";
await import(server);
stopWhenNpmIsGone(parentAtStart);
