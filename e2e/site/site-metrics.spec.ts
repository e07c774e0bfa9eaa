// /metrics (issue 40): one scrape of a two-process store sees both processes' figures summed by the
// primary, on the store's port behind METRICS_TOKEN and on METRICS_PORT (loopback, no token); a store
// without METRICS_TOKEN answers 404 there, whatever host a request names.
import { randomBytes } from "node:crypto";
import { test, expect } from "@playwright/test";
import { baseURL } from "../../playwright.config";
import { freePort, newDataDir, startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  NO_DATABASE_REASON,
  pollUntil,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level: runs once, in the js project");

const workerPids = (output: string) =>
  [...output.matchAll(/storefront on \S+ \(worker \d+, pid (\d+)\)/g)].map((match) => Number(match[1]));

/** The value of one series in Prometheus's text format, or undefined when it is absent. */
function series(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const found = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((pair) => [pair[1], pair[2]]));
    if (Object.entries(labels).every(([label, value]) => found[label] === value)) return Number(match[3]);
  }
  return undefined;
}

/** The pids of the request log's lines for `path` (one JSON line per request). */
const servedBy = (output: string, path: string) =>
  output
    .split("\n")
    .filter((line) => line.startsWith("{") && line.includes(`"path":"${path}"`))
    .map((line) => (JSON.parse(line) as { pid: number }).pid);

test.describe("metrics of a store of two processes", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.setTimeout(120_000);

  let database: FaultDatabase | undefined;
  let server: RunningProcess | undefined;

  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("one scrape sums both processes' request counts, on the store's port with the token and on METRICS_PORT", async () => {
    database = await createFaultDatabase(testDatabaseUrl!);
    const token = randomBytes(24).toString("base64url");
    const metricsPort = await freePort();
    server = await startStorefront({
      ...storefrontSettings(database.url),
      DATA_DIR: newDataDir("metrics"),
      WEB_CONCURRENCY: "2",
      METRICS_TOKEN: token,
      METRICS_PORT: String(metricsPort),
      LOG_LEVEL: "info",
      LOG_FORMAT: "json",
    });
    const running = server;
    const pids = await pollUntil(
      async () => workerPids(running.output()),
      (found) => found.length === 2,
      60_000,
    );

    const scrape = (url: string, headers: Record<string, string> = {}) => fetch(url, { headers: { Connection: "close", ...headers } });
    expect((await scrape(`${running.url}/metrics`)).status).toBe(401);
    expect((await scrape(`${running.url}/metrics`, { Authorization: `Bearer ${token}x` })).status).toBe(401);

    // On fresh connections, which the cluster hands to its processes in turn.
    const requests = 16;
    for (let sent = 0; sent < requests; sent += 1) expect((await scrape(`${running.url}/about-us`)).status).toBe(200);
    // Each line is written as its answer ends: wait for all of them before reading who served what.
    const served = await pollUntil(
      async () => servedBy(running.output(), "/about-us"),
      (found) => found.length === requests,
      10_000,
    );
    expect(new Set(served)).toEqual(new Set(pids));

    const aboutUs = { route: "routes/about-us", status_class: "2xx" };
    const onStorePort = await scrape(`${running.url}/metrics`, { Authorization: `Bearer ${token}` });
    expect(onStorePort.status).toBe(200);
    expect(onStorePort.headers.get("content-type")).toContain("text/plain");
    const text = await onStorePort.text();
    expect(series(text, "cookware_http_request_duration_seconds_count", aboutUs)).toBe(requests);
    expect(series(text, "cookware_http_request_duration_seconds_bucket", { ...aboutUs, le: "+Inf" })).toBe(requests);
    for (const pid of pids) expect(series(text, "cookware_process_start_time_seconds", { pid: String(pid) })).toBeGreaterThan(0);
    // Every process hears the database's announcements: the gauge is summed over both.
    expect(series(text, "cookware_listener_hearing")).toBe(2);
    expect(series(text, "cookware_db_pool_size", { driver: "postgres" })).toBe(20);
    expect(series(text, "cookware_orders_total", { event: "placed" })).toBe(0);
    expect(series(text, "nodejs_eventloop_lag_seconds")).toBeDefined();
    expect(series(text, "process_resident_memory_bytes")).toBeGreaterThan(0);

    const onMetricsPort = await scrape(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(onMetricsPort.status).toBe(200);
    expect(series(await onMetricsPort.text(), "cookware_http_request_duration_seconds_count", aboutUs)).toBe(requests);
    expect((await scrape(`http://127.0.0.1:${metricsPort}/`)).status).toBe(404);
  });
});

test("without METRICS_TOKEN, /metrics is not found on the store's port, whatever host the request names", async ({ request }) => {
  for (const headers of [{}, { Host: "scraper.example" }] as Record<string, string>[]) {
    const response = await request.get(`${baseURL}/metrics`, { headers });
    expect(response.status()).toBe(404);
    expect(await response.text()).toBe("Not found.");
  }
});
