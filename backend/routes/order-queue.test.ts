// The operator's queue and dashboard.
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { orders } from "../db/schema";
import { setVariant } from "../test/fixtures";
import { describeOnEachDatabase, type TestBackend } from "../test/harness";
import { lifecycleOrders, OPERATOR } from "../test/lifecycle-orders";

describeOnEachDatabase("order lifecycle", (backend: TestBackend) => {
  const lifecycle = lifecycleOrders(backend);
  const { placedOrder, orderAt, view } = lifecycle;

  it("queues orders by tab with counts, searches every stage by order number, phone, email and either tracking ID, and pages", async () => {
    const waiting = await placedOrder("zainab");
    await backend.db.update(orders).set({ customerPhone: "+923217654321" }).where(eq(orders.id, waiting.id));
    const confirmed = await orderAt("confirmed");
    const shipped = await orderAt("shipped");
    await orderAt("cancelled");
    const queue = async (query: string) => (await backend.call("GET", `/admin/orders?${query}`, { token: OPERATOR })).body;
    const ids = (page: { rows: { orderId: string }[] }) => page.rows.map((row) => row.orderId);

    const toConfirm = await queue("tab=to-confirm");
    expect(ids(toConfirm)).toEqual([waiting.orderId]);
    expect(toConfirm.counts).toEqual({ "to-confirm": 1, "no-answer": 0, "to-ship": 1, shipped: 1, delivered: 0, cancelled: 1, returns: 0 });
    expect(ids(await queue("tab=to-ship"))).toEqual([confirmed.orderId]);
    expect(ids(await queue("tab=to-confirm&q=0321-7654321"))).toEqual([waiting.orderId]);
    expect(ids(await queue("tab=to-confirm&q=ZAINAB@example.test"))).toEqual([waiting.orderId]);
    expect(ids(await queue(`tab=to-confirm&q=${waiting.orderId.toLowerCase()}`))).toEqual([waiting.orderId]);
    expect(ids(await queue("tab=shipped&q=tcs-778899"))).toEqual([shipped.orderId]);
    const storeTrackingId = (await view(shipped.orderId)).storeTrackingId;
    expect(ids(await queue(`tab=shipped&q=${storeTrackingId}`))).toEqual([shipped.orderId]);
    expect(ids(await queue("tab=to-confirm&q=nobody"))).toEqual([]);
    // A search looks through every stage whatever the tab: a shipped order is found from "To confirm", by its
    // number, its courier's tracking ID or its store reference, each row saying its stage; the tab counts stay whole.
    for (const q of [shipped.orderId, "TCS-778899", storeTrackingId]) {
      const found = await queue(`tab=to-confirm&q=${q}`);
      expect(found.rows.map((row: { orderId: string; stage: string }) => [row.orderId, row.stage])).toEqual([[shipped.orderId, "shipped"]]);
      expect(found).toMatchObject({ total: 1, counts: toConfirm.counts });
    }
    expect(ids(await queue(`tab=cancelled&q=${confirmed.orderId}`))).toEqual([confirmed.orderId]);
    // One phone's orders across stages, newest first.
    const byPhone = await queue("tab=delivered&q=0300 1234567");
    expect(byPhone.rows.map((row: { stage: string }) => row.stage).sort()).toEqual(["cancelled", "confirmed", "shipped"]);
    expect(byPhone.total).toBe(3);
    // The order's language (its WhatsApp message's), English for an order that kept none.
    await backend.db.update(orders).set({ language: "ur" }).where(eq(orders.id, shipped.id));
    expect((await queue(`q=${shipped.orderId}`)).rows[0].language).toBe("ur");
    expect((await view(shipped.orderId)).language).toBe("ur");
    expect((await queue(`q=${waiting.orderId}`)).rows[0].language).toBe("en");
    // An unknown tab or page falls back rather than failing.
    expect((await queue("tab=bogus&page=-3")).tab).toBe("to-confirm");

    await setVariant(backend.db, lifecycle.productId, { stock: 1_000 });
    for (let index = 0; index < 21; index += 1) await placedOrder(`bulk${index}`, 1);
    const first = await queue("tab=to-confirm&page=1");
    const second = await queue("tab=to-confirm&page=2");
    expect(first).toMatchObject({ total: 22, pageSize: 20, page: 1 });
    expect(first.rows).toHaveLength(20);
    expect(second.rows).toHaveLength(2);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(22);
  });

  it("sums the dashboard: today's orders, work waiting, cash to collect, delivered this week, open returns", async () => {
    await placedOrder("a");
    await orderAt("confirmed");
    await orderAt("shipped");
    await orderAt("shipped");
    await orderAt("return-requested");
    await placedOrder("yesterday", 1, new Date(Date.now() - 3 * 24 * 60 * 60 * 1000));
    const dashboard = (await backend.call("GET", "/admin/dashboard", { token: OPERATOR })).body;
    expect(dashboard).toMatchObject({ toConfirm: 2, toShip: 1, cashToCollect: 2 * 6_000, openReturns: 1 });
    // Created now, except one three days old (which may still be "this week", but never "today").
    expect(dashboard.ordersToday).toBe(5);
    expect(dashboard.deliveredThisWeek).toBe(1);
  });
});
