import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type RunningProcess = { url: string; port: number; output: () => string; stop: () => Promise<void>; child: ChildProcess };

async function waitForHealth(url: string, child: ChildProcess, output: () => string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Process exited (${child.exitCode}) before answering:\n${output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No answer from ${url} within ${timeoutMs} ms:\n${output()}`);
}

function launch(
  command: string,
  args: string[],
  env: Record<string, string>,
  healthPath: string,
  port: number,
  { detached = false } = {},
): Promise<RunningProcess> {
  let log = "";
  const child = spawn(command, args, {
    detached,
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (log += chunk));
  child.stderr!.on("data", (chunk) => (log += chunk));
  const url = `http://127.0.0.1:${port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      // A process that was killed by a signal has no exit code, only a signal code.
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
    });
  // A process that never answers is stopped, not left running behind the failed test.
  return waitForHealth(`${url}${healthPath}`, child, () => log).then(
    () => ({ url, port, output: () => log, stop, child }),
    async (error) => {
      await stop();
      throw error;
    },
  );
}

export const newDataDir = (label: string) => mkdtempSync(join(tmpdir(), `cookware-${label}-`));

/** The production build served as `npm start` serves it, with its own settings. */
export async function startStorefront(env: Record<string, string>): Promise<RunningProcess> {
  const port = await freePort();
  return launch(process.execPath, ["scripts/serve.mjs"], { HOST: "127.0.0.1", PORT: String(port), ...env }, "/healthz", port);
}

/** The backend alone (npm run start:backend's script), with its own settings. */
export async function startBackend(env: Record<string, string>): Promise<RunningProcess> {
  const port = await freePort();
  return launch(process.execPath, ["scripts/start-backend.mjs"], { BACKEND_PORT: String(port), ...env }, "/health", port);
}

/**
 * The command an operator types, `npm start` or `npm run start:backend`, or what a process manager
 * runs (`node scripts/start.mjs`), with its own settings on a free port. `ownProcessGroup`: in a
 * process group of its own, as a terminal runs a command, so a signal can go to the whole group (Ctrl-C).
 */
export async function startCommand(
  command: "npm start" | "npm run start:backend" | "node scripts/start.mjs",
  env: Record<string, string>,
  { ownProcessGroup = false } = {},
): Promise<RunningProcess> {
  const port = await freePort();
  const [executable, ...args] = command.split(" ");
  const options = { detached: ownProcessGroup };
  if (command === "npm run start:backend") return launch("npm", args, { BACKEND_PORT: String(port), ...env }, "/health", port, options);
  const storefront = { HOST: "127.0.0.1", PORT: String(port), ...env };
  return launch(executable === "node" ? process.execPath : executable, args, storefront, "/healthz", port, options);
}
