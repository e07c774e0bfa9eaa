// The listening connection (each process's own, `cookware-listener`) cut again and again, or stalled
// without a word, while shoppers sign in and out. Cut, no process may end and every page answers
// 200 or the friendly 503; stalled, no process may answer an ended session from memory.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { test, expect } from "@playwright/test";
import { newDataDir, startBackend, startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  FormClient,
  NO_DATABASE_REASON,
  pollUntil,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";
import { proxyPostgresUrl, type TcpProxy } from "../support/tcp-proxy";

const LISTENER = "cookware-listener";
// 15 s in npm test; `npm run test:faults` (FAULTS_LONG=1) runs it for a minute.
const CUT_LOOP_MS = (process.env.FAULTS_LONG === "1" ? 60 : 15) * 1000;

type Store = { label: string; url: string; processes: RunningProcess[]; database: FaultDatabase };

/** Signs in, opens the signed-in pages, signs out, again and again; counts every status. */
function shopperTraffic(store: Store, shopper: FormClient, statuses: Map<number, number>, running: () => boolean) {
  const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return (async () => {
    while (running()) {
      const signIn = await shopper
        .post("/sign-in", { email: shopper.shopper.email, password: shopper.shopper.password, redirectTo: "/profile" })
        .catch(() => ({ status: 0 }));
      count(signIn.status);
      for (const path of ["/profile", "/cart", "/products", "/orders"])
        count((await shopper.get(path).catch(() => ({ status: 0 }))).status);
      count((await shopper.post("/sign-out", {}).catch(() => ({ status: 0 }))).status);
    }
  })();
}

/** Terminates the database's listening connections every 0.05-0.2 s until told to stop. */
function cutListenersRepeatedly(database: FaultDatabase, running: () => boolean) {
  return (async () => {
    let cuts = 0;
    while (running()) {
      const [{ cut }] = await database.sql<{ cut: number }[]>`
        select count(pg_terminate_backend(pid))::int as cut from pg_stat_activity
        where datname = current_database() and application_name = ${LISTENER}`.catch(() => [{ cut: 0 }]);
      cuts += cut;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 150));
    }
    return cuts;
  })();
}

test.describe("the listening connection cut again and again", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level fault test: runs once, in the js project");
  test.setTimeout(CUT_LOOP_MS + 150_000);

  const stores: Store[] = [];
  test.afterAll(async () => {
    for (const store of stores) await Promise.all(store.processes.map((process) => process.stop()));
    await Promise.all(stores.map((store) => store.database.drop()));
  });

  test("no process ends, every page answers 200 or 503 meanwhile, and 200 once it stops", async () => {
    // One process; two processes on one port; a storefront calling the standalone backend.
    const [single, pair, apart] = await Promise.all([1, 2, 3].map(() => createFaultDatabase(testDatabaseUrl!)));
    const singleProcess = await startStorefront({ ...storefrontSettings(single.url), DATA_DIR: newDataDir("cut-single") });
    stores.push({ label: "one process", url: singleProcess.url, processes: [singleProcess], database: single });
    const twoProcesses = await startStorefront({ ...storefrontSettings(pair.url), DATA_DIR: newDataDir("cut-pair"), WEB_CONCURRENCY: "2" });
    stores.push({ label: "two processes", url: twoProcesses.url, processes: [twoProcesses], database: pair });
    const backend = await startBackend({ ...storefrontSettings(apart.url), DATA_DIR: newDataDir("cut-backend") });
    const storefront = await startStorefront({ ...storefrontSettings(""), DATABASE_URL: "", BACKEND_URL: backend.url });
    stores.push({ label: "standalone backend", url: storefront.url, processes: [backend, storefront], database: apart });

    const shoppers = stores.map((store) => [new FormClient(store.url), new FormClient(store.url)]);
    for (const shopper of shoppers.flat()) await shopper.signUp();

    const statuses = stores.map(() => new Map<number, number>());
    let running = true;
    const traffic = stores.flatMap((store, index) =>
      shoppers[index].map((shopper) => shopperTraffic(store, shopper, statuses[index], () => running)),
    );
    const cutters = stores.map((store) => cutListenersRepeatedly(store.database, () => running));
    await new Promise((resolve) => setTimeout(resolve, CUT_LOOP_MS));
    running = false;
    const cuts = await Promise.all(cutters);
    await Promise.all(traffic);

    for (const [index, store] of stores.entries()) {
      const seen = JSON.stringify([...statuses[index]]);
      expect(cuts[index], `${store.label}: listening connections cut`).toBeGreaterThan(10);
      for (const process of store.processes) {
        expect(process.child.exitCode, `${store.label}: ${process.output().slice(-2_000)}`).toBeNull();
        // A worker that died and was replaced would say so; a rejection nobody handled is logged, never silent.
        expect(process.output(), store.label).not.toMatch(/exited \(|nobody handled/);
      }
      // 303: a form's answer (signed in, signed out); 503: the friendly page while the database blinks.
      const unexpected = [...statuses[index]].filter(([status]) => ![200, 303, 503].includes(status));
      expect(unexpected, `${store.label}: statuses seen ${seen}`).toEqual([]);
      expect(statuses[index].get(200) ?? 0, `${store.label}: statuses seen ${seen}`).toBeGreaterThan(10);

      // Once the cuts stop, the store is well again and every page answers.
      await pollUntil(
        async () => (await (await fetch(`${store.url}/healthz`)).json()) as { status: string },
        (health) => health.status === "ok",
        10_000,
      );
      const shopper = shoppers[index][0];
      expect(
        (await shopper.post("/sign-in", { email: shopper.shopper.email, password: shopper.shopper.password, redirectTo: "/profile" }))
          .status,
      ).toBe(303);
      for (const path of ["/profile", "/cart", "/products", "/orders"])
        expect((await shopper.get(path)).status, `${store.label} ${path}`).toBe(200);
    }
  });
});

test.describe("a listening connection stalled without a word", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level fault test: runs once, in the js project");
  test.setTimeout(120_000);

  let database: FaultDatabase;
  let proxy: TcpProxy;
  let stalled: RunningProcess;
  let other: RunningProcess;
  let mailDir: string;

  test.beforeAll(async ({}, testInfo) => {
    if (!testDatabaseUrl || testInfo.project.use.javaScriptEnabled === false) return;
    database = await createFaultDatabase(testDatabaseUrl);
    const proxied = await proxyPostgresUrl(database.url);
    proxy = proxied.proxy;
    // Both keep their mail in one folder: the reset link is read there, whichever process sent it.
    const dataDir = newDataDir("stall");
    mailDir = join(dataDir, "mail");
    stalled = await startStorefront({ ...storefrontSettings(proxied.url), DATA_DIR: dataDir });
    other = await startStorefront({ ...storefrontSettings(database.url), DATA_DIR: dataDir });
  });

  test.afterAll(async () => {
    await Promise.all([stalled?.stop(), other?.stop()]);
    await proxy?.close();
    await database?.drop();
  });

  /** Opens the signed-in pages on the stalled process a few times, so it keeps the session's read. */
  async function keptOnStalledProcess(shopper: FormClient) {
    await pollUntil(
      async () => (await (await fetch(`${stalled.url}/healthz`)).json()) as { status: string },
      (health) => health.status === "ok",
      10_000,
    );
    for (let visit = 0; visit < 3; visit += 1) expect((await shopper.get("/profile", stalled.url)).status).toBe(200);
  }

  /** The old cookie on the stalled process, page after page for a few seconds: never accepted. */
  async function refusedOnStalledProcess(cookie: string, shopper: FormClient) {
    const stale = new FormClient(stalled.url, shopper.shopper);
    stale.cookie = cookie;
    const accepted: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      for (const path of ["/profile", "/orders", "/cart"]) {
        const answer = await stale.get(path);
        if (answer.status === 200 || answer.text.includes(shopper.shopper.email)) accepted.push(`${path}: ${answer.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 300));
    }
    expect(accepted, "ended sessions accepted by the stalled process").toEqual([]);
  }

  test("an ended session is refused there at once, after a sign-out and after a password reset", async () => {
    const shopper = new FormClient(other.url);
    await shopper.signUp();

    await keptOnStalledProcess(shopper);
    const beforeSignOut = shopper.cookie;
    proxy.stall(LISTENER);
    expect((await shopper.post("/sign-out", {}, other.url)).status).toBe(303);
    await refusedOnStalledProcess(beforeSignOut, shopper);

    proxy.unstall();
    const signIn = await shopper.post(
      "/sign-in",
      { email: shopper.shopper.email, password: shopper.shopper.password, redirectTo: "/profile" },
      other.url,
    );
    expect(signIn.status).toBe(303);
    await keptOnStalledProcess(shopper);
    const beforeReset = shopper.cookie;
    proxy.stall(LISTENER);
    const asked = new FormClient(other.url, shopper.shopper);
    expect((await asked.post("/forgot-password", { email: shopper.shopper.email })).status).toBeLessThan(400);
    const token = await pollUntil(
      async () => resetTokenIn(mailDir, shopper.shopper.email),
      (found) => found !== undefined,
      15_000,
    );
    const reset = await asked.post("/reset-password", { token: token!, password: `${shopper.shopper.password}-new` });
    expect(reset.status, reset.text.slice(0, 300)).toBe(303);
    await refusedOnStalledProcess(beforeReset, shopper);
    proxy.unstall();
    expect(stalled.child.exitCode).toBeNull();
  });
});

/** The token of the newest password-reset mail to `email` kept in `mailDir`. */
function resetTokenIn(mailDir: string, email: string): string | undefined {
  let files: string[];
  try {
    files = readdirSync(mailDir).sort();
  } catch {
    return undefined;
  }
  const texts = files
    .map((file) => JSON.parse(readFileSync(join(mailDir, file), "utf8")) as { to: string; text: string })
    .filter((mail) => mail.to === email);
  for (const mail of texts.reverse()) {
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)?.[1];
    if (token) return token;
  }
  return undefined;
}
