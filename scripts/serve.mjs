// @ts-check
// The production server `npm start` becomes: a small primary process (scripts/cluster-primary.mjs)
// keeping WEB_CONCURRENCY storefront processes (scripts/storefront-server.mjs; one by default)
// running on one port, so a server with several cores uses them all and a process that dies is
// replaced. Each worker validates the settings as it starts (several need PostgreSQL or
// BACKEND_URL: PGlite opens in one only); a worker refused that way stops the server.
import { fileURLToPath } from "node:url";
import { superviseWorkers } from "./cluster-primary.mjs";
import { storefrontEnvironment, storefrontNodeFlags } from "./node-flags.mjs";

const requested = Number(process.env.WEB_CONCURRENCY);

superviseWorkers({
  count: Number.isInteger(requested) && requested > 1 ? requested : 1,
  settings: {
    exec: fileURLToPath(new URL("./storefront-server.mjs", import.meta.url)),
    execArgv: [...new Set([...process.execArgv, ...storefrontNodeFlags()])],
  },
  env: storefrontEnvironment(),
});
