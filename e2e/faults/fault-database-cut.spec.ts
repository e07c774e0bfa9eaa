// Fault (a): PostgreSQL goes away in the middle of traffic and comes back. The storefront talks to
// it through a TCP proxy this test owns, so "going away" never touches the machine's shared server.
import { test, expect } from "@playwright/test";
import { startStorefront, type RunningProcess } from "../support/processes";
import {
  createFaultDatabase,
  FormClient,
  NO_DATABASE_REASON,
  ordersWithoutItems,
  pollUntil,
  productsInStock,
  storefrontSettings,
  testDatabaseUrl,
  type FaultDatabase,
} from "../support/fault-support";
import { proxyPostgresUrl, type TcpProxy } from "../support/tcp-proxy";

const FRIENDLY_TEXT = "Our store is taking a short break";
const STACK_TRACE = /\n\s+at \S+ \(|node_modules|Error: /;

test.describe("database cut off in the middle of traffic", () => {
  test.skip(!testDatabaseUrl, NO_DATABASE_REASON);
  test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "request-level fault test: runs once, in the js project");
  test.setTimeout(90_000);

  let database: FaultDatabase;
  let proxy: TcpProxy;
  let storefront: RunningProcess;

  test.beforeAll(async ({}, testInfo) => {
    if (!testDatabaseUrl || testInfo.project.use.javaScriptEnabled === false) return;
    database = await createFaultDatabase(testDatabaseUrl);
    const proxied = await proxyPostgresUrl(database.url);
    proxy = proxied.proxy;
    storefront = await startStorefront(storefrontSettings(proxied.url));
  });

  test.afterAll(async () => {
    await storefront?.stop();
    await proxy?.close();
    await database?.drop();
  });

  test("answers a friendly 503 while cut, recovers by itself within 5 s, and leaves no order half-written", async () => {
    const { url } = storefront;
    const products = await productsInStock(database.sql, 3);
    expect(products.length).toBeGreaterThan(0);
    const stockBefore = new Map(products.map((product) => [product.id, product.stock]));

    const shoppers = [new FormClient(url), new FormClient(url), new FormClient(url)];
    const addresses: string[] = [];
    for (const shopper of shoppers) {
      await shopper.signUp();
      addresses.push(await shopper.addAddress());
    }

    // Traffic: each shopper keeps browsing, filling a cart and placing orders until told to stop.
    const statuses = new Map<number, number>();
    const count = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
    let ordersPlaced = 0;
    let running = true;
    const traffic = shoppers.map(async (shopper, index) => {
      while (running) {
        for (const answer of [
          await shopper.get("/products").catch(() => ({ status: 0 })),
          await shopper
            .addToCart(products[index % products.length].id, 1, products[index % products.length].sizes[0])
            .catch(() => ({ status: 0 })),
          await shopper.get("/cart").catch(() => ({ status: 0 })),
        ])
          count(answer.status);
        const placed = await shopper.placeOrder(addresses[index]).catch(() => ({ status: 0, location: null }));
        // An order posted after its cart's add was refused finds the cart empty: the checkout sends
        // the shopper to the cart. A redirect anywhere else is counted as the unexpected answer it is.
        count(placed.status === 302 && placed.location !== "/cart" ? -302 : placed.status);
        if (placed.status === 303 && placed.location?.startsWith("/order-confirmation/")) ordersPlaced++;
      }
    });

    try {
      await pollUntil(
        async () => ordersPlaced,
        (placed) => placed >= 3,
        30_000,
      );

      proxy.cut();
      // A request caught mid-query may wait out the backend timeout (10 s) before its 503, and so may
      // the next probe on a busy machine: room for two of them.
      const outage = await pollUntil(
        () => shoppers[0].get("/products"),
        (answer) => answer.status === 503,
        25_000,
      );
      expect(outage.text).toContain(FRIENDLY_TEXT);
      expect(outage.text).not.toMatch(STACK_TRACE);
      const health = await fetch(`${url}/healthz`);
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: "down" });

      // Orders posted while the database is away are refused with the same friendly answer.
      const refused = await shoppers[1].placeOrder(addresses[1]);
      expect(refused.status).toBe(503);
      expect(refused.text).toContain(FRIENDLY_TEXT);
      expect(refused.text).not.toMatch(STACK_TRACE);
      // The traffic keeps running into the outage for a while (postgres.js's retries back off meanwhile).
      const refusedSoFar = statuses.get(503) ?? 0;
      await pollUntil(
        async () => statuses.get(503) ?? 0,
        (seen) => seen >= refusedSoFar + 15,
        15_000,
      );
      const cart = await shoppers[2].get("/cart");
      expect(cart.status).toBe(503);
      expect(storefront.child.exitCode, storefront.output()).toBeNull();

      proxy.restore();
      const restoredAt = Date.now();
      await pollUntil(
        async () => (await fetch(`${url}/healthz`)).status,
        (status) => status === 200,
        5_000,
      );
      console.log(`[fault] /healthz answered 200 ${Date.now() - restoredAt} ms after the database came back`);
      await expect.poll(async () => (await shoppers[0].get("/products")).status, { timeout: 5_000 }).toBe(200);
      expect((await shoppers[2].get("/cart")).status).toBe(200);

      const before = ordersPlaced;
      await pollUntil(
        async () => ordersPlaced,
        (placed) => placed > before,
        15_000,
      );
    } finally {
      running = false;
      await Promise.all(traffic);
    }

    expect(storefront.child.exitCode, storefront.output()).toBeNull();
    // A 409 or a 302 to the cart is fair (an order posted after its cart's add was refused finds the
    // cart empty); a 500, another 5xx or a dropped connection would be a crash showing through.
    const unexpected = [...statuses].filter(([status]) => ![200, 302, 303, 409, 503].includes(status));
    expect(unexpected, `statuses seen: ${JSON.stringify([...statuses])}`).toEqual([]);

    // Nothing half-written: every order has its items, and stock moved by exactly what was sold.
    expect(await ordersWithoutItems(database.sql)).toEqual([]);
    const [{ orders }] = await database.sql<{ orders: number }[]>`select count(*)::int as orders from orders`;
    expect(orders).toBeGreaterThanOrEqual(ordersPlaced);
    for (const [productId, stock] of stockBefore) {
      const [row] = await database.sql<{ stock: number; sold: number }[]>`
        select p.stock, coalesce((select sum(quantity) from order_items where product_id = p.id), 0)::int as sold
        from products p where p.id = ${productId}`;
      expect(row.stock + row.sold, `stock of ${productId}`).toBe(stock);
    }
    // A placed order's lines are no longer in its shopper's cart (each order took the whole cart).
    const leftovers = await database.sql`
      select c.id from cart_items c join orders o on o.user_id = c.user_id
      where c.created_at < o.created_at`;
    expect(leftovers).toEqual([]);
  });
});
