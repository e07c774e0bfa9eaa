// @ts-check
// Server-rendering throughput with autocannon, and one listing's latency one request at a time.
import autocannon from "autocannon";

/** @import { Options, UnaggregatedResult } from "autocannon" */
/** @typedef {{ requestsPerSecond: number, p50: number, p99: number, firstAnswerP99: number, failures: number }} SsrFigures */

/**
 * One autocannon run with `skipAggregateResult`: it then answers its raw counts, for aggregateResult
 * to merge. Each answer's latency goes to `latencies`: `first` for the first answer on each of the
 * run's connections, `later` for the rest.
 * @param {Options} options
 * @param {{ first: number[], later: number[] }} latencies
 * @returns {Promise<UnaggregatedResult>}
 */
function run(options, latencies = { first: [], later: [] }) {
  return new Promise((resolve, reject) => {
    const instance = autocannon({ ...options, skipAggregateResult: true }, (error, result) =>
      // @types/autocannon types the callback's result as the summarised Result whatever the options.
      error ? reject(error) : resolve(/** @type {UnaggregatedResult} */ (/** @type {unknown} */ (result))),
    );
    const answered = new Set();
    instance.on("response", (client, _status, _bytes, responseTime) => {
      if (answered.has(client)) latencies.later.push(responseTime);
      else {
        answered.add(client);
        latencies.first.push(responseTime);
      }
    });
  });
}

/**
 * The `fraction` percentile of `values` (sorted in place).
 * @param {number[]} values
 * @param {number} fraction
 */
function percentile(values, fraction) {
  values.sort((a, b) => a - b);
  return values[Math.min(values.length - 1, Math.floor(values.length * fraction))] ?? 0;
}

const SLICES = 5;
const WARM_UP_SECONDS = 3;

/**
 * 20 connections for `seconds` on each path, signed in through `cookie`, on the same server. The
 * time is cut into five slices taken in turn (ceiling, page, page, …, ceiling, page, …), so a
 * slower or faster minute on a shared machine weighs on every path alike rather than on whichever
 * ran then: each page's ratio to the ceiling compares like with like. req/s is all answers over all
 * slices. p50 and p99 are of the answers on connections already open: each slice opens its 20
 * connections at once, and the first answer on each waits behind that burst — on the bare page as
 * much as on ours, a hundred ms or more, which at 1 s slices would be 6 % of all answers and make
 * the p99 a figure of connection opening. Those first answers have their own p99 (`firstAnswerP99`).
 * @param {string} url
 * @param {string} cookie
 * @param {Record<string, string>} paths path of each figure, by name (a whole URL for another server, such as the bare Remix page)
 * @param {number} seconds
 * @param {(message: string) => void} [log]
 * @returns {Promise<Record<string, SsrFigures>>} by name
 */
export async function measureSsr(url, cookie, paths, seconds, log = () => {}) {
  const entries = Object.entries(paths).map(([name, path]) => /** @type {[string, string]} */ ([name, new URL(path, url).href]));
  for (const [, path] of entries) {
    // A warm-up, so the figure is the server's steady pace: V8 optimises hot code in tiers over a
    // process's first thousands of requests, a store's many functions later than the bare page's few.
    await run({ url: path, connections: 20, duration: WARM_UP_SECONDS, headers: { cookie } });
  }
  log(`autocannon ${entries.map(([name]) => name).join(", ")}: 20 connections, ${seconds} s each in ${SLICES} interleaved slices`);
  /** @type {Record<string, UnaggregatedResult[]>} */
  const slices = Object.fromEntries(entries.map(([name]) => [name, []]));
  /** @type {Record<string, { first: number[], later: number[] }>} */
  const latencies = Object.fromEntries(entries.map(([name]) => [name, { first: [], later: [] }]));
  for (let slice = 0; slice < SLICES; slice += 1) {
    for (const [name, path] of entries) {
      slices[name].push(await run({ url: path, connections: 20, duration: seconds / SLICES, headers: { cookie } }, latencies[name]));
    }
  }
  /** @type {Record<string, SsrFigures>} */
  const results = {};
  for (const [name, path] of entries) {
    const merged = autocannon.aggregateResult(slices[name], { url: path, connections: 20 });
    const answered = slices[name].reduce((sum, result) => sum + result.totalCompletedRequests, 0);
    results[name] = {
      requestsPerSecond: answered / seconds,
      p50: Math.round(percentile(latencies[name].later, 0.5)),
      p99: Math.round(percentile(latencies[name].later, 0.99)),
      firstAnswerP99: Math.round(percentile(latencies[name].first, 0.99)),
      failures: merged.non2xx + merged.errors + merged.timeouts,
    };
  }
  return results;
}

/**
 * Requests one after another for `seconds`: the latency a lone shopper sees, p50 in ms.
 * @param {string} url
 * @param {string} cookie
 * @param {string} path
 * @param {number} seconds
 */
export async function measureListingLatency(url, cookie, path, seconds) {
  const headers = { Cookie: cookie };
  let total = "?";
  for (let warm = 0; warm < 5; warm += 1) {
    const response = await fetch(`${url}${path}`, { headers });
    const html = await response.text();
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    total = /id="product-count"[^>]*>([^<]*)</.exec(html)?.[1]?.replace(/\D+/g, "") || total;
  }
  const times = [];
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline || times.length < 20) {
    const started = performance.now();
    const response = await fetch(`${url}${path}`, { headers });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return { p50: percentile(times, 0.5), p99: percentile(times, 0.99), count: times.length, total };
}
