// The backend on its own port (npm run start:backend), for operators who scale it apart from the storefront.
import { serve } from "@hono/node-server";
import { closeBackend, getBackend } from "./index";
import { backendEnv } from "./env";

const SHUTDOWN_GRACE_MS = 10_000;

const backend = await getBackend();
const port = backendEnv().BACKEND_PORT;
const server = serve({ fetch: (request) => backend.fetch(request), port }, (info) => {
  console.info(`[backend] listening on http://localhost:${info.port}`);
});

let shuttingDown = false;
function shutDown(signal: string) {
  if (shuttingDown) return;
  shuttingDown = true;
  console.info(`[backend] ${signal}: finishing open requests`);
  const forceExit = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
  server.close(async () => {
    await closeBackend();
    clearTimeout(forceExit);
    process.exit(0);
  });
}
process.on("SIGTERM", () => shutDown("SIGTERM"));
process.on("SIGINT", () => shutDown("SIGINT"));
