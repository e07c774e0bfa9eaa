/**
 * Backups as the operator runs them: the real commands (`scripts/backup.mjs`, `scripts/restore.mjs`)
 * and the store itself (`scripts/start-backend.mjs`, npm run start:backend) as child processes, on a
 * DATA_DIR of their own and, for PostgreSQL, a scratch database.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "../../scripts/free-port.mjs";
import { signLocalToken } from "../../contract/server/local-token";
import { connectPglite, type DatabaseConnection } from "../db/client";
import { migratedPgliteTemplate } from "./harness";

export type CommandResult = { code: number | null; stdout: string; stderr: string };

export const newFolder = (label: string) => mkdtempSync(join(tmpdir(), `cookware-${label}-`));

/** Settings every child gets: nothing of the developer's own environment chooses the database, Redis or Clerk. */
function childEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
    REDIS_URL: "",
    SMTP_URL: "",
    SESSION_SECRET: "",
    CLERK_PUBLISHABLE_KEY: "",
    CLERK_SECRET_KEY: "",
    BACKUP_EVERY_HOURS: "",
    ...env,
  };
}

/** Runs `node scripts/<script> …args` to its end. */
export function runScript(script: "backup.mjs" | "restore.mjs", args: string[], env: Record<string, string>): Promise<CommandResult> {
  const child = spawn(process.execPath, [`scripts/${script}`, ...args], { env: childEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk) => (stdout += chunk));
  child.stderr.on("data", (chunk) => (stderr += chunk));
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

export type RunningStore = { url: string; child: ChildProcess; output: () => string; stop(): Promise<void> };

/** The store's backend, as `npm run start:backend` runs it, once it answers /health. */
export async function startStore(env: Record<string, string>): Promise<RunningStore> {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/start-backend.mjs"], {
    env: childEnv({ BACKEND_PORT: String(port), ...env }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 10_000).unref();
    });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the store exited before answering:\n${output}`);
    if (
      await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the store did not answer:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, child, output: () => output, stop };
}

/** A local account signed in on `store`: the bearer token the storefront would mint from its session. */
export async function signIn(store: RunningStore, dataDir: string, email: string, password: string) {
  const response = await fetch(`${store.url}/auth/sign-in`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) return { status: response.status, token: null };
  const session = (await response.json()) as { sessionId: string; user: { id: string } };
  const secret = readFileSync(join(dataDir, "session-secret"), "utf8").trim();
  return { status: response.status, token: await signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, secret) };
}

/** Calls `store` as the holder of `token`; answers the status and the parsed JSON (or the bytes, for /media). */
export async function call(store: RunningStore, token: string | null, path: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  if (token) headers.set("Authorization", `Bearer ${token}`);
  if (typeof init.body === "string") headers.set("Content-Type", "application/json");
  const response = await fetch(`${store.url}${path}`, { ...init, headers });
  const body = path.startsWith("/media/") ? Buffer.from(await response.arrayBuffer()) : await response.json().catch(() => null);
  return { status: response.status, body };
}

/** A DATA_DIR holding a migrated embedded database (from the harness's template: quick) and a session secret. */
export async function migratedDataDir(label: string, change?: (connection: DatabaseConnection) => Promise<unknown>): Promise<string> {
  const dataDir = newFolder(label);
  const connection = await connectPglite(join(dataDir, "pglite"), { loadDataDir: await migratedPgliteTemplate() });
  await change?.(connection);
  await connection.close();
  writeFileSync(join(dataDir, "session-secret"), `secret-of-${label}`, { mode: 0o600 });
  return dataDir;
}
