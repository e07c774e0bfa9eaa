// WEB_CONCURRENCY=2 on PostgreSQL: npm start runs two storefront processes on one port (Node's
// cluster module). A shopper's session and cart hold whichever process answers, processes that keep
// dying are replaced after each death (the primary never gives up: it once stopped after 5 in a
// minute), and stopping the server stops every process.
import { test, expect } from "@playwright/test";
import { newDataDir, startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  FormClient,
  NO_DATABASE_REASON,
  pollUntil,
  productsInStock,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";

const workerPids = (output: string) =>
  [...output.matchAll(/storefront on \S+ \(worker \d+, pid (\d+)\)/g)].map((match) => Number(match[1]));

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test.describe("several storefront processes on one port", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level fault test: runs once, in the js project");
  test.setTimeout(120_000);

  let database: FaultDatabase;
  let server: RunningProcess | undefined;

  test.afterAll(async () => {
    await server?.stop();
    await database?.drop();
  });

  test("workers that keep dying are replaced each time, the shopper's session and cart hold, and stopping stops them all", async () => {
    database = await createFaultDatabase(testDatabaseUrl!);
    // No SESSION_SECRET: the processes must agree on the one generated into DATA_DIR.
    server = await startStorefront({
      ...storefrontSettings(database.url),
      SESSION_SECRET: "",
      DATA_DIR: newDataDir("cluster"),
      WEB_CONCURRENCY: "2",
    });
    const running = server;
    const firstTwo = await pollUntil(
      async () => workerPids(running.output()),
      (pids) => pids.length === 2,
      60_000,
    );

    const [product] = await productsInStock(database.sql, 1);
    const shopper = new FormClient(running.url);
    await shopper.signUp();
    expect((await shopper.addToCart(product.id, 2, product.sizes[0])).status).toBe(303);

    // A request the primary handed to a process in the instant it died is lost with it (Node's
    // cluster keeps no copy), so each try has a deadline of its own, as a browser's would.
    const cartShowsProduct = async () => {
      try {
        const cart = await fetch(new URL("/cart", running.url), {
          headers: { Cookie: shopper.cookie },
          signal: AbortSignal.timeout(5_000),
        });
        return cart.status === 200 && (await cart.text()).includes(product.id);
      } catch {
        return false;
      }
    };

    // Both processes killed at once, three times in a row: six deaths in well under a minute.
    let killed = firstTwo;
    for (let round = 1; round <= 3; round += 1) {
      for (const pid of killed) process.kill(pid, "SIGKILL");
      const answered = await pollUntil(cartShowsProduct, Boolean, 30_000).catch(() => false);
      expect(answered, `the cart after round ${round} of kills:\n${running.output()}`).toBe(true);
      const replacements = await pollUntil(
        async () => workerPids(running.output()).slice(2 * round),
        (pids) => pids.length === 2,
        30_000,
      );
      // Many requests in a row, on fresh connections, land on both processes now running.
      for (let request = 0; request < 10; request += 1) {
        const cart = await fetch(new URL("/cart", running.url), { headers: { Cookie: shopper.cookie, Connection: "close" } });
        expect(cart.status).toBe(200);
        expect(await cart.text()).toContain(product.id);
      }
      killed = replacements;
    }

    const everyWorker = workerPids(running.output());
    expect(new Set(everyWorker).size).toBe(8);
    expect(running.output()).toContain("starting another");
    expect(running.output()).not.toContain("keep dying");
    expect(everyWorker.slice(0, 6).filter(isRunning)).toEqual([]);

    await running.stop();
    server = undefined;
    expect(running.child.exitCode).toBe(0);
    expect(everyWorker.filter(isRunning)).toEqual([]);
  });
});
