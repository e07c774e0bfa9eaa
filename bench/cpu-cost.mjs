// @ts-check
// node bench/cpu-cost.mjs [buildDir …]: the storefront's main-thread CPU time per signed-in request
// on each page, and the bare Remix page's, with each page's ratio to it. CPU time per request moves
// far less than req/s when other work shares the machine. Every build given is served at once and
// warmed, then measured in turns, page by page, for CPU_COST_ROUNDS rounds (default 3), and the median of the
// rounds is printed: a change in the machine's pace during the run falls on every build alike, so
// two builds (say main's and a branch's) can be compared. A build made in another checkout (a git
// worktree with its own `npm install`) runs on that checkout's framework and patches. PGlite unless
// DATABASE_URL is set (that database must exist).
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { BARE_PAGE, startBareRemix } from "./lib/bare.mjs";
import { firstProductPath, newDataDir, signUp, startStorefront } from "./lib/storefront.mjs";

const builds = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
// Thousands: each round opens new connections, a fixed cost that over a few hundred requests pulled
// every page's ratio towards 1 (400 made the ceiling read 0.85 of the bare page; 4,000, 0.57).
const requests = Number(process.env.CPU_COST_REQUESTS ?? 3000);
const rounds = Number(process.env.CPU_COST_ROUNDS ?? 3);
// A server keeps getting faster over its first thousands of requests (V8 optimises the hot code in
// tiers), the bare page's few functions sooner than a whole store's: each page is warmed first.
const warmUp = Number(process.env.CPU_COST_WARM_UP ?? 1500);
const TICKS_PER_SECOND = 100;

/**
 * utime + stime of a process's main thread, in ms: the thread that runs JavaScript, and so the one
 * that bounds its requests a second. The whole process's time also counts V8's helper threads
 * (garbage collection in parallel), which made the bare page look 0.8 as costly as the ceiling when
 * it serves twice as many requests (docs/decisions/0015-speed-floor.md). @param {number} pid
 */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/task/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** @param {number} pid @param {string} url @param {string} cookie */
async function cost(pid, url, cookie) {
  const headers = cookie ? { cookie } : {};
  await autocannon({ url, connections: 10, amount: 100, headers });
  const before = cpuMs(pid);
  const result = await autocannon({ url, connections: 10, amount: requests, headers });
  const spent = cpuMs(pid) - before;
  if (result.non2xx || result.errors) throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { ms: spent / requests, bytes: result.throughput.total / requests };
}

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

console.log(
  `load average (1 min) at start ${loadavg()[0].toFixed(1)}; ${requests} requests a page, 10 connections, median of ${rounds} rounds`,
);
const bare = await startBareRemix();
/** @type {{ buildDir: string, server: Awaited<ReturnType<typeof startStorefront>>, cookie: string, pages: Record<string, string> }[]} */
const targets = [];
try {
  for (const buildDir of builds.length ? builds : ["build"]) {
    /** @type {Record<string, string>} */
    const env = process.env.DATABASE_URL ? {} : { DATA_DIR: newDataDir("cpu") };
    const server = await startStorefront(env, { buildDir });
    // Listed at once, so `finally` stops it even when signing up fails.
    const target = { buildDir, server, cookie: "", pages: /** @type {Record<string, string>} */ ({}) };
    targets.push(target);
    target.cookie = await signUp(server.url);
    target.pages = {
      "/bench/ceiling": "/bench/ceiling",
      "/home": "/home",
      "/products": "/products",
      "a product page": await firstProductPath(server.url, target.cookie),
      "ceiling, signed out": "/bench/ceiling",
    };
  }
  /** @type {number[]} */
  const bareMs = [];
  await autocannon({ url: `${bare.url}/`, connections: 10, amount: warmUp });
  for (const { server, cookie, pages } of targets) {
    for (const [name, path] of Object.entries(pages)) {
      await autocannon({ url: server.url + path, connections: 10, amount: warmUp, headers: name.includes("signed out") ? {} : { cookie } });
    }
  }
  /** @type {Map<string, { ms: number[], bytes: number }>} keyed by build and page */
  const figures = new Map();
  for (let round = 0; round < rounds; round++) {
    bareMs.push((await cost(/** @type {number} */ (bare.pid), `${bare.url}/`, "")).ms);
    for (const name of Object.keys(targets[0].pages)) {
      for (const { buildDir, server, cookie, pages } of targets) {
        const { ms, bytes } = await cost(
          /** @type {number} */ (server.pid),
          server.url + pages[name],
          name.includes("signed out") ? "" : cookie,
        );
        const key = `${buildDir}\0${name}`;
        figures.set(key, { ms: [...(figures.get(key)?.ms ?? []), ms], bytes });
      }
    }
  }
  const bareMedian = median(bareMs);
  console.log(
    `\n${BARE_PAGE.padEnd(20)} ${bareMedian.toFixed(2)} ms main-thread CPU/request (rounds: ${bareMs.map((ms) => ms.toFixed(2)).join(", ")})`,
  );
  for (const { buildDir } of targets) {
    console.log(`\n== ${buildDir} (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`);
    for (const name of Object.keys(targets[0].pages)) {
      const { ms, bytes } = /** @type {{ ms: number[], bytes: number }} */ (figures.get(`${buildDir}\0${name}`));
      const middle = median(ms);
      console.log(
        `${name.padEnd(20)} ${middle.toFixed(2).padStart(6)} ms main-thread CPU/request  ÷ bare ${(bareMedian / middle).toFixed(2)}  ${(bytes / 1024).toFixed(1)} KB  (rounds: ${ms.map((value) => value.toFixed(2)).join(", ")})`,
      );
    }
  }
} finally {
  for (const { server } of targets) await server.stop();
  await bare.stop();
  console.log(`load average (1 min) at end ${loadavg()[0].toFixed(1)}`);
}
