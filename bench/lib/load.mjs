// Server-rendering throughput with autocannon, and one listing's latency one request at a time.
import autocannon from "autocannon";

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** 20 connections for `seconds` on each path in turn, on the same server, signed in through `cookie`. */
export async function measureSsr(url, cookie, paths, seconds, log = () => {}) {
  const results = {};
  for (const [name, path] of Object.entries(paths)) {
    // A short warm-up, so the first compilations and caches are not in the figure.
    await run({ url: `${url}${path}`, connections: 4, duration: 1, headers: { cookie } });
    log(`autocannon ${path}: 20 connections, ${seconds} s`);
    const result = await run({ url: `${url}${path}`, connections: 20, duration: seconds, headers: { cookie } });
    results[name] = {
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      failures: result.non2xx + result.errors + result.timeouts,
    };
  }
  return results;
}

/** Requests one after another for `seconds`: the latency a lone shopper sees, p50 in ms. */
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
  times.sort((a, b) => a - b);
  return { p50: times[Math.floor(times.length / 2)], p99: times[Math.floor(times.length * 0.99)], count: times.length, total };
}
