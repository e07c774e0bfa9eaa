import { sql } from "drizzle-orm";
import { afterEach, beforeEach, expect, it } from "vitest";
import { metricsRegistry } from "../../contract/server/metrics";
import { createHearing } from "../db/hearing";
import { deliverDueEmails, queueEmail } from "../email/outbox";
import { createProductCache } from "../store/product-cache";
import { createAddress, createUser } from "../test/fixtures";
import { describeOnEachDatabase, heardForGood, tokenFor } from "../test/harness";
import { lifecycleOrders } from "../test/lifecycle-orders";
import { watchBackend } from "./backend-metrics";

/** The value of one series of a metric in this process's registry (0 when the series is absent). */
async function metric(name: string, labels: Record<string, string> = {}): Promise<number> {
  const found = metricsRegistry().getSingleMetric(name);
  if (!found) throw new Error(`no metric named ${name}`);
  const { values } = await found.get();
  const series = values.find((value) => Object.entries(labels).every(([label, wanted]) => value.labels[label] === wanted));
  return series?.value ?? 0;
}

const orderEvents = ["placed", "confirmed", "shipped", "delivered", "cancelled", "refused"] as const;
const orderCounts = async () =>
  Object.fromEntries(await Promise.all(orderEvents.map(async (event) => [event, await metric("cookware_orders_total", { event })])));

describeOnEachDatabase("the backend's metrics", (backend) => {
  const orders = lifecycleOrders(backend);
  beforeEach(() => watchBackend({ connection: backend.connection, hearing: heardForGood(), messageKind: "whatsapp" }));
  afterEach(() => watchBackend(undefined));

  it("counts an order placed and each watched step once it commits, and no step refused or stale", async () => {
    const before = await orderCounts();
    await createUser(backend.db, "buyer", { phone: "+923001234567" });
    const address = await createAddress(backend.db, "buyer");
    expect(
      (await backend.call("POST", "/cart/items", { token: tokenFor("buyer"), body: { productId: orders.productId, quantity: 1 } })).status,
    ).toBe(200);
    const placed = await backend.call("POST", "/orders/create", {
      token: tokenFor("buyer"),
      body: { shippingAddress: address.id, paymentMethod: "cod" },
    });
    expect(placed.status).toBe(201);
    await orders.orderAt("delivered", "second");
    await orders.orderAt("returning-to-sender", "third");
    const cancelled = await orders.orderAt("cancelled", "fourth");
    // Refused by the transition table, then by a stale version: neither commits, neither counts.
    expect((await orders.take("deliver", cancelled.orderId)).status).toBe(409);
    expect((await orders.take("confirm", placed.body.orderId, { version: 99 })).status).toBe(409);

    const after = await orderCounts();
    const delta = Object.fromEntries(orderEvents.map((event) => [event, after[event] - before[event]]));
    expect(delta).toEqual({ placed: 1, confirmed: 2, shipped: 2, delivered: 1, cancelled: 1, refused: 1 });
  });

  it("reports the outbox's backlog by kind and counts failed sends", async () => {
    await backend.reset();
    expect(await metric("cookware_outbox_backlog", { kind: "email" })).toBe(0);
    await queueEmail(backend.db, { to: "a@example.test", subject: "One", text: "…" });
    await queueEmail(backend.db, { to: "b@example.test", subject: "Two", text: "…" });
    expect(await metric("cookware_outbox_backlog", { kind: "email" })).toBe(2);
    expect(await metric("cookware_outbox_backlog", { kind: "whatsapp" })).toBe(0);

    const failedBefore = await metric("cookware_outbox_send_failures_total", { kind: "email" });
    backend.mailer.failWith = "the mail server is away";
    await deliverDueEmails(backend.db, backend.mailer);
    expect(await metric("cookware_outbox_send_failures_total", { kind: "email" })).toBe(failedBefore + 2);
    // Retried later, so still waiting.
    expect(await metric("cookware_outbox_backlog", { kind: "email" })).toBe(2);
  });

  it("counts each cache's hits and misses, and says whether the process hears the database's announcements", async () => {
    const cache = createProductCache(heardForGood());
    const [hits, misses] = [
      await metric("cookware_cache_hits_total", { cache: "product" }),
      await metric("cookware_cache_misses_total", { cache: "product" }),
    ];
    expect(cache.get("handi")).toBeUndefined();
    cache.set("handi", "handi", "{}", cache.mark());
    expect(cache.get("handi")).toBe("{}");
    expect(await metric("cookware_cache_hits_total", { cache: "product" })).toBe(hits + 1);
    expect(await metric("cookware_cache_misses_total", { cache: "product" })).toBe(misses + 1);

    expect(await metric("cookware_listener_hearing")).toBe(1);
    watchBackend({ connection: backend.connection, hearing: createHearing(), messageKind: "whatsapp" });
    expect(await metric("cookware_listener_hearing")).toBe(0);
    watchBackend({ connection: backend.connection, hearing: undefined, messageKind: "whatsapp" });
    expect(await metric("cookware_listener_hearing")).toBe(0);
  });

  it("reports the PostgreSQL pool's connections in use and what waits for one (PGlite has no pool)", async () => {
    const usage = backend.connection.poolUsage;
    if (backend.driver === "pglite") {
      expect(usage).toBeUndefined();
      expect((await metricsRegistry().getSingleMetric("cookware_db_pool_in_use")!.get()).values).toEqual([]);
      return;
    }
    const { size } = usage!();
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    // Two more transactions than the pool has connections, each holding its connection until the gate opens.
    const held = Array.from({ length: size + 2 }, () =>
      backend.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await gate;
      }),
    );
    expect(usage!()).toEqual({ size, inUse: size, waiting: 2 });
    expect(await metric("cookware_db_pool_in_use")).toBe(size);
    expect(await metric("cookware_db_pool_waiting")).toBe(2);
    open();
    await Promise.all(held);
    expect(usage!()).toEqual({ size, inUse: 0, waiting: 0 });
  });
});
