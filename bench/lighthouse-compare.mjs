// @ts-check
// node bench/lighthouse-compare.mjs [buildDir …]: Lighthouse mobile performance of each build's
// signed-in pages, taken in turns (page by page, build by build) for LIGHTHOUSE_ROUNDS rounds
// (default 3), medians printed with total blocking time, LCP and the main thread's work by kind.
// Lighthouse's simulated throttling multiplies the CPU time Chromium really spent, so a score taken
// on a slower host (a low benchmarkIndex) is lower whatever the page does: only builds measured in
// the same run, in turns, compare. A build made in another checkout (a git worktree with its own
// `npm install`) runs on that checkout's framework, as in bench/cpu-cost.mjs.
import { loadavg } from "node:os";
import { runLighthouse } from "./lib/lighthouse.mjs";
import { addToCart, firstProductPath, newDataDir, signUp, startStorefront } from "./lib/storefront.mjs";

const builds = process.argv.slice(2).filter((arg) => !arg.startsWith("-"));
const rounds = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3);
const onlyPages = process.env.LIGHTHOUSE_PAGES?.split(",");

const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** @typedef {{ score: number, tbt: number, lcp: number, benchmarkIndex: number, work: Record<string, number> }} Figures */

/** @param {Awaited<ReturnType<typeof runLighthouse>>["lhr"]} lhr @returns {Figures} */
function figuresOf(lhr) {
  /** @type {Record<string, number>} */
  const work = {};
  const breakdown = /** @type {{ items?: { group: string, duration: number }[] } | undefined} */ (
    lhr.audits["mainthread-work-breakdown"]?.details
  );
  for (const { group, duration } of breakdown?.items ?? []) work[group] = duration;
  return {
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    tbt: lhr.audits["total-blocking-time"]?.numericValue ?? 0,
    lcp: lhr.audits["largest-contentful-paint"]?.numericValue ?? 0,
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? 0,
    work,
  };
}

console.log(`load average (1 min) at start ${loadavg()[0].toFixed(1)}; ${rounds} rounds, builds in turns`);
/** @type {{ buildDir: string, server: Awaited<ReturnType<typeof startStorefront>>, cookie: string, pages: Record<string, string> }[]} */
const targets = [];
try {
  for (const buildDir of builds.length ? builds : ["build"]) {
    const server = await startStorefront(process.env.DATABASE_URL ? {} : { DATA_DIR: newDataDir("lighthouse") }, { buildDir });
    const target = { buildDir, server, cookie: "", pages: /** @type {Record<string, string>} */ ({}) };
    targets.push(target);
    target.cookie = await signUp(server.url);
    const productPath = await firstProductPath(server.url, target.cookie);
    await addToCart(server.url, target.cookie, productPath.split("/").pop() ?? "");
    /** @type {Record<string, string>} */
    const pages = { "/home": "/home", "/products": "/products", "a product page": productPath, "/cart": "/cart", "/checkout": "/checkout" };
    // The Urdu pages bench/run.mjs measures too (their fonts and sizes differ): named with ?lng=ur.
    for (const name of ["/home", "/products", "a product page"]) pages[`${name}?lng=ur`] = `${pages[name]}?lng=ur`;
    for (const [name, path] of Object.entries(pages)) if (!onlyPages || onlyPages.includes(name)) target.pages[name] = path;
  }
  /** @type {Map<string, Figures[]>} keyed by build and page */
  const taken = new Map();
  for (let round = 0; round < rounds; round++) {
    for (const name of Object.keys(targets[0].pages)) {
      for (const { buildDir, server, cookie, pages } of targets) {
        const { lhr } = await runLighthouse(server.url + pages[name], cookie, ["performance"]);
        const key = `${buildDir}\0${name}`;
        taken.set(key, [...(taken.get(key) ?? []), figuresOf(lhr)]);
      }
    }
  }
  for (const { buildDir } of targets) {
    console.log(`\n== ${buildDir}`);
    for (const name of Object.keys(targets[0].pages)) {
      const runs = /** @type {Figures[]} */ (taken.get(`${buildDir}\0${name}`));
      const groups = Object.keys(runs[0].work);
      const work = groups.map((group) => `${group} ${Math.round(median(runs.map((run) => run.work[group] ?? 0)))}`).join(", ");
      console.log(
        `${name.padEnd(16)} performance ${median(runs.map((run) => run.score))} (${runs.map((run) => run.score).join(", ")})` +
          `  TBT ${Math.round(median(runs.map((run) => run.tbt)))} ms  LCP ${Math.round(median(runs.map((run) => run.lcp)))} ms` +
          `  benchmarkIndex ${Math.round(median(runs.map((run) => run.benchmarkIndex)))}\n${" ".repeat(17)}main thread (ms): ${work}`,
      );
    }
  }
} finally {
  for (const { server } of targets) await server.stop();
  console.log(`load average (1 min) at end ${loadavg()[0].toFixed(1)}`);
}
