// How the server stops: SIGTERM to `npm start` (or `npm run start:backend`) lets a request in flight
// finish, refuses new connections, closes the database and leaves no process behind; a second
// signal stops at once. Also what stays running: npm, its shell, a small primary and the workers.
import { spawn } from "node:child_process";
import { createServer, type AddressInfo } from "node:net";
import { test, expect } from "@playwright/test";
import { CONFIGURATION_EXIT_CODE } from "../../scripts/exit-codes.mjs";
import { newDataDir, startCommand, type RunningProcess } from "../support/processes";
import {
  commandLineOf,
  connectionRefused,
  isAlive,
  portIsFree,
  processTree,
  residentBytes,
  startSlowPost,
  type SlowRequest,
} from "../support/process-tree";
import { INCORRECT_CREDENTIALS } from "../../contract/auth";
import {
  createFaultDatabase,
  NO_DATABASE_REASON,
  pollUntil,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";

const PRIMARY_MAX_RESIDENT_BYTES = 50 * 1024 * 1024;
const WRONG_SIGN_IN = { email: "nobody@cookware.example", password: "not-the-password-1" };

test.describe("stopping the server", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "process-level fault test: runs once, in the js project");
  test.setTimeout(90_000);

  let database: FaultDatabase;
  let server: RunningProcess | undefined;
  let tree: number[] = [];

  test.beforeAll(async () => {
    database = await createFaultDatabase(testDatabaseUrl!);
  });
  test.afterEach(() => {
    // Whatever a failed test left running is ended, not left on its port.
    for (const pid of tree.filter(isAlive)) process.kill(pid, "SIGKILL");
    server = undefined;
    tree = [];
  });
  test.afterAll(async () => database?.drop());

  const settings = () => ({ ...storefrontSettings(database.url), SEED_DEMO: "false" });
  /** The node processes below npm's shell (or the primary itself): argv[0] is node. */
  const nodeProcesses = (pids: number[]) => pids.filter((pid) => /(^|\/)node$/.test(commandLineOf(pid).split(" ")[0]));
  const holdSignIn = (running: RunningProcess): Promise<SlowRequest> =>
    startSlowPost(
      running.port,
      "/sign-in",
      { "Content-Type": "application/x-www-form-urlencoded", Origin: running.url },
      new URLSearchParams({ ...WRONG_SIGN_IN, redirectTo: "/home" }).toString(),
    );
  const waitForLog = (running: RunningProcess, pattern: RegExp) =>
    pollUntil(
      async () => running.output(),
      (output) => pattern.test(output),
      20_000,
    );
  const waitUntilGone = (pids: number[]) =>
    pollUntil(
      async () => pids.filter(isAlive),
      (alive) => alive.length === 0,
      30_000,
    );

  test("SIGTERM to npm start finishes the request in flight, then npm, the primary and its worker are gone and the port is free", async () => {
    server = await startCommand("npm start", settings());
    const running = server;
    tree = processTree(running.child.pid!);
    const [primary, ...workers] = nodeProcesses(tree);
    expect(commandLineOf(primary), tree.map(commandLineOf).join("\n")).toContain("scripts/start.mjs");
    expect(workers.map(commandLineOf), "one worker, no wrapper in between").toEqual([expect.stringContaining("storefront-server.mjs")]);
    expect(residentBytes(primary)).toBeLessThan(PRIMARY_MAX_RESIDENT_BYTES);

    const signIn = await holdSignIn(running);
    await new Promise((resolve) => setTimeout(resolve, 300)); // the request reaches the worker
    process.kill(running.child.pid!, "SIGTERM");
    await waitForLog(running, /finishing 1 request\(s\) in flight/);
    expect(await pollUntil(() => connectionRefused(running.port), Boolean, 10_000), "new connections refused while stopping").toBe(true);

    const answer = await signIn.finish();
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 401 Unauthorized");
    expect(answer).toContain("Connection: close");
    expect(answer).toContain(INCORRECT_CREDENTIALS);

    expect(await waitUntilGone(tree)).toEqual([]);
    expect(await portIsFree(running.port)).toBe(true);
    expect(running.output()).toContain("[cookware] stopped cleanly");
  });

  test("Ctrl-C (SIGINT to the terminal's process group: npm, its shell, the primary and the worker at once) drains the same way", async () => {
    server = await startCommand("npm start", settings(), { ownProcessGroup: true });
    const running = server;
    tree = processTree(running.child.pid!);

    const signIn = await holdSignIn(running);
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(-running.child.pid!, "SIGINT");
    await waitForLog(running, /finishing 1 request\(s\) in flight/);

    const answer = await signIn.finish();
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 401 Unauthorized");
    expect(await waitUntilGone(tree)).toEqual([]);
    expect(running.output()).not.toContain("again: stopping at once");
    expect(running.output()).toContain("[cookware] stopped cleanly");
  });

  test("SIGTERM to npm run start:backend finishes the request in flight; one node process, gone after it", async () => {
    server = await startCommand("npm run start:backend", settings());
    const running = server;
    tree = processTree(running.child.pid!);
    expect(nodeProcesses(tree).map(commandLineOf), "the backend in one process").toEqual([expect.stringContaining("start-backend.mjs")]);

    const signIn = await startSlowPost(
      running.port,
      "/auth/sign-in",
      { "Content-Type": "application/json" },
      JSON.stringify(WRONG_SIGN_IN),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(running.child.pid!, "SIGTERM");
    await waitForLog(running, /finishing 1 request\(s\) in flight/);
    expect(await pollUntil(() => connectionRefused(running.port), Boolean, 10_000)).toBe(true);

    const answer = await signIn.finish();
    expect(answer.split("\r\n")[0]).toBe("HTTP/1.1 401 Unauthorized");
    expect(answer).toContain(INCORRECT_CREDENTIALS);

    expect(await waitUntilGone(tree)).toEqual([]);
    expect(await portIsFree(running.port)).toBe(true);
    expect(running.output()).toContain("[backend] stopped cleanly");
  });

  test("a second SIGTERM to the primary (what a process manager runs) stops every process at once, the request unanswered", async () => {
    server = await startCommand("node scripts/start.mjs", { ...settings(), SHUTDOWN_TIMEOUT_MS: "600000" });
    const running = server;
    tree = processTree(running.child.pid!);

    const signIn = await holdSignIn(running);
    await new Promise((resolve) => setTimeout(resolve, 300));
    process.kill(running.child.pid!, "SIGTERM");
    await waitForLog(running, /finishing 1 request\(s\) in flight/);
    process.kill(running.child.pid!, "SIGTERM");

    expect(await waitUntilGone(tree)).toEqual([]);
    expect(await signIn.ended, "the request in flight was cut, not answered").toBe("");
    expect(await portIsFree(running.port)).toBe(true);
    expect(running.child.exitCode).toBe(1);
  });
});

test.describe("a storefront process that cannot start", () => {
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "process-level fault test: runs once, in the js project");

  /** scripts/serve.mjs (the primary) with its worker's settings; resolves to the primary's exit code and log. */
  const serve = (env: Record<string, string>) =>
    new Promise<{ code: number | null; log: string }>((resolve) => {
      let log = "";
      const child = spawn(process.execPath, ["scripts/serve.mjs"], {
        env: { ...process.env, NODE_ENV: "production", HOST: "127.0.0.1", DATA_DIR: newDataDir("cannot-start"), ...env },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child.stdout.on("data", (chunk) => (log += chunk));
      child.stderr.on("data", (chunk) => (log += chunk));
      child.once("exit", (code) => resolve({ code, log }));
    });

  test("a bad setting stops the server with code 78 instead of restarting the worker", async () => {
    const { code, log } = await serve({ PORT: "3000", BACKEND_TIMEOUT_MS: "-5" });
    expect(code, log).toBe(CONFIGURATION_EXIT_CODE);
    expect(log).toContain("BACKEND_TIMEOUT_MS");
    expect(log).not.toContain("starting another");
  });

  test("a port another server holds stops the server with code 78, naming PORT", async () => {
    const taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const { code, log } = await serve({ PORT: String(port), BACKEND_URL: "http://127.0.0.1:9" });
      expect(code, log).toBe(CONFIGURATION_EXIT_CODE);
      expect(log).toContain(`cannot listen on port ${port} (PORT)`);
    } finally {
      taken.close();
    }
  });
});
