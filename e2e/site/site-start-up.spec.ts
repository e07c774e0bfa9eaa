// What an operator sees when the store starts, and which host names it answers for.
import { request as httpRequest } from "node:http";
import { test, expect } from "@playwright/test";
import { DEMO_ACCOUNT } from "../fixtures";
import { newDataDir, startStorefront, type RunningProcess } from "../support/processes";

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level: runs once, in the js project");

/** A GET naming the given Host (and X-Forwarded-Host), answered with its status and body. */
function getWithHost(baseURL: string, path: string, headers: Record<string, string>): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => (body += chunk));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

test.describe("a fresh start on the embedded database", () => {
  test.setTimeout(120_000);
  let store: RunningProcess;

  test.beforeAll(async ({}, testInfo) => {
    // The file's skip reads the project's settings, so it is decided after this hook: start nothing for no-js.
    if (testInfo.project.use.javaScriptEnabled === false) return;
    // A hook has the config's timeout, not the group's: a first start prepares a whole database.
    test.setTimeout(120_000);
    store = await startStorefront({ DATA_DIR: newDataDir("start-up"), SEED_DEMO: "true", SITE_URL: "https://cookware.example" });
  });
  test.afterAll(async () => store?.stop());

  test("prepares and seeds the database, saying so, before it listens; the first sign-in prepares nothing", async ({ request }) => {
    const log = store.output();
    const preparing = log.indexOf("[backend] preparing the embedded database");
    const seeded = log.search(/seeded \d+ demo products/);
    const ready = log.indexOf("[backend] database ready");
    const listening = log.indexOf("storefront on http://");
    expect(preparing, log).toBeGreaterThanOrEqual(0);
    expect(seeded, log).toBeGreaterThan(preparing);
    expect(ready, log).toBeGreaterThan(seeded);
    expect(listening, log).toBeGreaterThan(ready);

    const signIn = await request.post(`${store.url}/sign-in`, {
      form: { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password, redirectTo: "/home" },
      headers: { Origin: store.url },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(303);
    expect(store.output().slice(listening)).not.toContain("[backend] preparing");
  });

  test("says it is ready once it listens, to a load balancer naming any host", async ({ request }) => {
    const ready = await request.get(`${store.url}/readyz`, { headers: { Host: "10.0.0.5:3000" } });
    expect([ready.status(), await ready.json()]).toEqual([200, { status: "ready" }]);
    expect(ready.headers()["cache-control"]).toBe("no-store");
  });

  test("prints links at SITE_URL whatever host the request names", async ({ request }) => {
    const robots = await request.get(`${store.url}/robots.txt`);
    expect(await robots.text()).toContain("Sitemap: https://cookware.example/sitemap.xml");
  });
});

test.describe("host names (SITE_URL unset)", () => {
  test("a request naming another host is refused, and no link ever points there", async ({ baseURL }) => {
    const namings: Record<string, string>[] = [
      { Host: "evil.example" },
      { Host: new URL(baseURL!).host, "X-Forwarded-Host": "evil.example" },
    ];
    for (const headers of namings) {
      for (const path of ["/sitemap.xml", "/robots.txt", "/home"]) {
        const answer = await getWithHost(baseURL!, path, headers);
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(400);
        expect(answer.body).not.toContain("evil.example");
      }
    }
  });

  test("the store's own address is served, and a load balancer's health check by any name", async ({ baseURL }) => {
    const own = await getWithHost(baseURL!, "/robots.txt", { Host: new URL(baseURL!).host });
    expect(own.status).toBe(200);
    expect(own.body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const health = await getWithHost(baseURL!, "/healthz", { Host: "10.0.0.5:3000" });
    expect(health.status).toBe(200);
  });
});
