// @ts-check
// node bench/cpu-cost.mjs [buildDir …]: the storefront process's CPU time per signed-in request on
// each page, and the bare Remix page's, with each page's ratio to it. CPU time per request moves
// far less than req/s when other work shares the machine, so two builds (say main's and a branch's)
// can be compared on a busy machine. PGlite unless DATABASE_URL is set (that database must exist).
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import autocannon from "autocannon";
import { BARE_PAGE, startBareRemix } from "./lib/bare.mjs";
import { firstProductPath, newDataDir, signUp, startStorefront } from "./lib/storefront.mjs";

const builds = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const requests = Number(process.env.CPU_COST_REQUESTS ?? 400);
const TICKS_PER_SECOND = 100;

/** utime + stime of a process, in ms. @param {number} pid */
function cpuMs(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
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

console.log(`load average (1 min) at start ${loadavg()[0].toFixed(1)}; ${requests} requests a page, 10 connections`);
const bare = await startBareRemix();
try {
  for (const buildDir of builds.length ? builds : ["build"]) {
    /** @type {Record<string, string>} */
    const env = process.env.DATABASE_URL ? {} : { DATA_DIR: newDataDir("cpu") };
    const server = await startStorefront(env, { buildDir });
    try {
      const cookie = await signUp(server.url);
      const product = await firstProductPath(server.url, cookie);
      /** @type {Record<string, string>} */
      const pages = {
        "/bench/ceiling": "/bench/ceiling",
        "/home": "/home",
        "/products": "/products",
        "a product page": product,
        "ceiling, signed out": "/bench/ceiling",
      };
      // Bare first and last, so a change in the machine's pace during the run shows.
      const bareBefore = await cost(/** @type {number} */ (bare.pid), `${bare.url}/`, "");
      /** @type {Record<string, { ms: number, bytes: number }>} */
      const figures = {};
      for (const [name, path] of Object.entries(pages))
        figures[name] = await cost(/** @type {number} */ (server.pid), server.url + path, name.includes("signed out") ? "" : cookie);
      const bareAfter = await cost(/** @type {number} */ (bare.pid), `${bare.url}/`, "");
      const bareMs = (bareBefore.ms + bareAfter.ms) / 2;
      console.log(`\n== ${buildDir} (${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"})`);
      console.log(`${BARE_PAGE.padEnd(16)} ${bareBefore.ms.toFixed(2)} → ${bareAfter.ms.toFixed(2)} ms CPU/request`);
      for (const [name, { ms, bytes }] of Object.entries(figures)) {
        console.log(
          `${name.padEnd(16)} ${ms.toFixed(2).padStart(6)} ms CPU/request  ÷ bare ${(bareMs / ms).toFixed(2)}  ${(bytes / 1024).toFixed(1)} KB`,
        );
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await bare.stop();
  console.log(`load average (1 min) at end ${loadavg()[0].toFixed(1)}`);
}
