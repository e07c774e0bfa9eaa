// @ts-check
// node bench/profile.mjs [path …]: a CPU profile (`--cpu-prof`) of the production storefront serving
// each path signed in (autocannon, 20 connections; PROFILE_SIGNED_OUT=1 for a visitor), then the top
// self-time functions of each.
// PGlite unless DATABASE_URL is set. Profiles land in bench/results/profile/ (not committed).
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import autocannon from "autocannon";
import { freePort } from "../scripts/free-port.mjs";
import { storefrontEnvironment, storefrontNodeFlags } from "../scripts/node-flags.mjs";
import { newDataDir, signUp } from "./lib/storefront.mjs";

const paths = process.argv.slice(2).filter((arg) => arg.startsWith("/"));
const seconds = Number(process.env.PROFILE_SECONDS ?? 8);
const outDir = resolve("bench/results/profile");

for (const path of paths.length ? paths : ["/bench/ceiling", "/products"]) {
  const dir = join(outDir, path.replaceAll("/", "_"));
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [...storefrontNodeFlags(), "--cpu-prof", `--cpu-prof-dir=${dir}`, "scripts/storefront-server.mjs"],
    {
      env: {
        ...storefrontEnvironment(),
        NODE_ENV: "production",
        HOST: "127.0.0.1",
        PORT: String(port),
        SESSION_SECRET: "profile-secret-profile-secret-profile-secret",
        SEED_DEMO: "true",
        DATA_DIR: process.env.DATABASE_URL ? "" : newDataDir("profile"),
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  // PROFILE_SIGNED_OUT=1: a visitor's requests, to see what the layout costs without a session.
  const cookie = process.env.PROFILE_SIGNED_OUT === "1" ? "" : await signUp(url);
  // Warm the code, then measure.
  await autocannon({ url: url + path, connections: 5, duration: 2, headers: { cookie } });
  const result = await autocannon({ url: url + path, connections: 20, duration: seconds, headers: { cookie } });
  console.log(
    `\n== ${path}: ${result.requests.average} req/s, ${(result.throughput.average / result.requests.average) | 0} bytes/answer, non-2xx ${result.non2xx}`,
  );
  await new Promise((done) => {
    child.once("exit", done);
    child.kill("SIGINT");
  });
  const file = readdirSync(dir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) {
    console.log("no profile written");
    continue;
  }
  summarise(JSON.parse(readFileSync(join(dir, file), "utf8")));
}

/** Self time per function (name + file:line), the top 30, and per package. @param {any} profile */
function summarise(profile) {
  const byId = new Map(profile.nodes.map((/** @type {any} */ node) => [node.id, node]));
  /** @type {Map<number, number>} */ const hits = new Map();
  // Only the measured seconds: start-up (migrations, PGlite's initdb) and the warm-up are left out.
  const from = profile.endTime - (seconds + 1) * 1e6;
  let at = profile.startTime;
  let total = 0;
  profile.samples.forEach((/** @type {number} */ id, /** @type {number} */ i) => {
    at += profile.timeDeltas[i];
    if (at < from) return;
    hits.set(id, (hits.get(id) ?? 0) + 1);
    total += 1;
  });
  /** @type {Map<string, number>} */ const byFunction = new Map();
  /** @type {Map<string, number>} */ const byPackage = new Map();
  for (const [id, count] of hits) {
    const { callFrame } = /** @type {any} */ (byId.get(id));
    const where = callFrame.url.replace(/^file:\/\//, "").replace(process.cwd(), "");
    const key = `${callFrame.functionName || "(anonymous)"}  ${where.split("node_modules/").pop()}:${callFrame.lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + count);
    const pkg =
      /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
      (where ? (where.startsWith("node:") ? "node internals" : where.split("/").slice(0, 3).join("/")) : callFrame.functionName);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + count);
  }
  // Inclusive time: each function counted once per sample that has it on its stack.
  /** @type {Map<number, number>} */ const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  /** @type {Map<string, number>} */ const inclusive = new Map();
  for (const [id, count] of hits) {
    const seen = new Set();
    for (let at = /** @type {number | undefined} */ (id); at !== undefined; at = parentOf.get(at)) {
      const { callFrame } = /** @type {any} */ (byId.get(at));
      if (!callFrame.url) continue;
      const key = `${callFrame.functionName || "(anonymous)"}  ${callFrame.url
        .replace(/^file:\/\//, "")
        .replace(process.cwd(), "")
        .split("node_modules/")
        .pop()}:${callFrame.lineNumber + 1}`;
      if (seen.has(key)) continue;
      seen.add(key);
      inclusive.set(key, (inclusive.get(key) ?? 0) + count);
    }
  }
  const pct = (/** @type {number} */ n) => `${((100 * n) / total).toFixed(1).padStart(5)} %`;
  console.log("-- self time by package/file");
  for (const [name, n] of [...byPackage].sort((a, b) => b[1] - a[1]).slice(0, 15)) console.log(pct(n), name);
  console.log("-- top functions by self time");
  for (const [name, n] of [...byFunction].sort((a, b) => b[1] - a[1]).slice(0, 25)) console.log(pct(n), name);
  console.log("-- our code and the framework's entry points by inclusive time");
  const ours = [...inclusive].filter(([name]) => !name.includes("node:") && !/^\(anonymous\)/.test(name));
  for (const [name, n] of ours.sort((a, b) => b[1] - a[1]).slice(0, 45)) console.log(pct(n), name);
  console.log("-- the storefront's own functions (build/server) by inclusive time");
  // A build's server code is build/server/ or a release's build-releases/<stamp>/server/.
  for (const [name, n] of ours.filter(([name]) => /\/server\/(index\.js|assets\/)/.test(name)).slice(0, 30)) console.log(pct(n), name);
}
