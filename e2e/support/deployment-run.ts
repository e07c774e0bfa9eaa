// What e2e/site/site-deployment.spec.ts sets up from docs/deployment.md's blocks: a Redis of its own
// with the page's redis.conf lines, the page's PostgreSQL role and database (under a scratch name),
// and the unit's commands run as systemd runs them.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { join } from "node:path";
import postgres from "postgres";
import { createClient } from "redis";
import { DATABASE_SQL, docBlock, REDIS_CONF } from "./deployment-docs";
import { connectionRefused } from "./process-tree";
import { freePort } from "./processes";

/** A process the test started, with its output so far. */
export type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

export function run(command: string, args: string[], options: { cwd?: string; env?: Record<string, string> } = {}): Started {
  let log = "";
  // The whole environment is given (a service's), NODE_ENV included when the file sets it.
  const env = options.env as NodeJS.ProcessEnv | undefined;
  const child = spawn(command, args, { cwd: options.cwd, env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout.on("data", (chunk) => (log += chunk));
  child.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => log, exited };
}

/** redis-server on a free port with the page's lines (its password among them), keeping nothing on disk. */
export async function startDocumentedRedis(dir: string) {
  const port = await freePort();
  const config = join(dir, "redis.conf");
  writeFileSync(config, `${docBlock(REDIS_CONF)}\nport ${port}\nsave ""\nappendonly no\ndir ${dir}\n`);
  const server = run("redis-server", [config]);
  const password = /^requirepass (\S+)$/m.exec(docBlock(REDIS_CONF))![1];
  for (let attempt = 0; await connectionRefused(port); attempt += 1) {
    if (server.child.exitCode !== null || attempt > 100) throw new Error(`redis-server did not start:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const client = createClient({ url: `redis://127.0.0.1:${port}`, password });
  client.on("error", () => {});
  await client.connect();
  return {
    port,
    keys: () => client.dbSize(),
    async stop() {
      await client.quit().catch(() => {});
      server.child.kill("SIGTERM");
      await server.exited;
    },
  };
}

/**
 * The page's SQL run by the superuser, its role and database named `cookware_docs_…` instead of
 * `cookware` (dropped at the end). The machine's PostgreSQL may trust local connections, so the
 * password is not what is tested here: the role's rights are (the store migrates as that role).
 */
export async function createDocumentedDatabase(adminUrl: string) {
  const name = `cookware_docs_${randomBytes(4).toString("hex")}`;
  const statements = docBlock(DATABASE_SQL)
    .split("\n")
    .filter((line) => line.trim() && !line.startsWith("--"))
    .map((line) => line.replace(/\bcookware\b/g, name));
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} });
  for (const statement of statements) await admin.unsafe(statement);
  return {
    name,
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.unsafe(`drop role if exists "${name}"`);
      await admin.end({ timeout: 5 });
    },
  };
}

/** The environment systemd gives a service: its own few variables and the EnvironmentFile's, none of the caller's. */
export const serviceEnvironment = (settings: Record<string, string>, home: string): Record<string, string> => ({
  PATH: "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin",
  HOME: home,
  LANG: "C.UTF-8",
  ...settings,
});

export type Answer = { status: number; headers: IncomingHttpHeaders; text: string };

/** One request to 127.0.0.1:`port`, naming whatever Host it likes (as a browser reaching nginx does). */
export function send(
  port: number,
  request: { method?: string; path: string; headers: Record<string, string>; body?: Buffer },
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers = request.body ? { ...request.headers, "Content-Length": String(request.body.length) } : request.headers;
    const outgoing = httpRequest({ host: "127.0.0.1", port, method: request.method ?? "GET", path: request.path, headers }, (answer) => {
      let text = "";
      answer.setEncoding("utf8");
      answer.on("data", (chunk) => (text += chunk));
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, text }));
    });
    outgoing.on("error", reject);
    outgoing.end(request.body);
  });
}

/** Waits for a 200 from the store itself, or for it to exit. */
export async function waitForReady(port: number, started: Started, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) throw new Error(`the store exited (${started.child.exitCode}):\n${started.output()}`);
    const answer = await send(port, { path: "/readyz", headers: { Host: `127.0.0.1:${port}` } }).catch(() => undefined);
    if (answer?.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from the store within ${timeoutMs} ms:\n${started.output()}`);
}
