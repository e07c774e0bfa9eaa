/**
 * The standalone backend (npm run start:backend) over a real socket: what the in-process tests
 * cannot see, such as how a connection ends after a refused body.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../scripts/free-port.mjs";
import { MAX_BODY_BYTES } from "./app";

let child: ChildProcess;
let url = "";
let output = "";
const dataDir = mkdtempSync(join(tmpdir(), "cookware-backend-server-"));

beforeAll(async () => {
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  child = spawn(process.execPath, [createRequire(import.meta.url).resolve("tsx/cli"), "backend/server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      BACKEND_PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      REDIS_URL: "",
      SESSION_SECRET: randomBytes(32).toString("base64url"),
      CLERK_PUBLISHABLE_KEY: "",
      CLERK_SECRET_KEY: "",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The backend exited before answering:\n${output}`);
    if (Date.now() > deadline) throw new Error(`The backend did not answer:\n${output}`);
    if (
      await fetch(`${url}/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}, 90_000);

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5_000).unref();
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
});

describe("the standalone backend", () => {
  // Issue 14: the 413 was sent before the body was read and the socket sometimes closed under the
  // client, so fetch saw "other side closed" and the next request on that connection could fail.
  it("answers every oversized body on a kept-alive connection with 413, and the next request succeeds", async () => {
    const oversized = JSON.stringify({ email: "big@example.test", password: "x".repeat(MAX_BODY_BYTES * 16) });
    for (let index = 0; index < 6; index += 1) {
      const response = await fetch(`${url}/auth/sign-in`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: oversized,
      });
      expect(response.status).toBe(413);
      expect((await response.json()).error).toMatch(/too large/);
    }
    const normal = await fetch(`${url}/auth/sign-in`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.test", password: "not-the-password" }),
    });
    expect(normal.status).toBe(401);
    expect((await fetch(`${url}/health`)).ok).toBe(true);
  }, 60_000);

  // Past the drain bound the server stops reading and closes: the client sees the 413 or, when its
  // upload is still going, a closed connection; either way the server keeps answering.
  it("refuses a body far over the limit without reading it all, and keeps answering", async () => {
    const huge = JSON.stringify({ email: "huge@example.test", password: "x".repeat(MAX_BODY_BYTES * 64) });
    for (let index = 0; index < 3; index += 1) {
      const outcome = await fetch(`${url}/auth/sign-in`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: huge,
      }).then(
        async (response) => {
          await response.body?.cancel();
          return `${response.status} ${response.headers.get("connection")}`;
        },
        () => "closed",
      );
      expect(["413 close", "closed"]).toContain(outcome);
    }
    expect((await fetch(`${url}/health`)).ok).toBe(true);
  }, 60_000);
});
