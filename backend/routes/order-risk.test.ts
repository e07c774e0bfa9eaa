// Risky orders stand out (issue 38): signals kept on the order at placement, the queue's filter, the block list.
import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { emailOutbox, orders } from "../db/schema";
import { PHONE_BLOCKED } from "../../contract/messages";
import { createAddress, createProduct, createUser, stockOf } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR = tokenFor("operator-amna");
const RISKY_PHONE = "+923219990001";

describeOnEachDatabase("order risk", (backend) => {
  let productId: string;
  beforeEach(async () => {
    await backend.reset();
    productId = (await createProduct(backend.db, { stock: 50, sizes: [] })).id;
  });

  /** The shopper (with this phone) puts one in the cart and places the order through the API. */
  async function order(userId: string, phone: string, street = "House 5, Block 2, Clifton", city = "Karachi") {
    await createUser(backend.db, userId, { phone });
    const address = await createAddress(backend.db, userId, { street, city, isDefault: false });
    await backend.call("POST", "/cart/items", { token: tokenFor(userId), body: { productId, quantity: 1 } });
    return backend.call("POST", "/orders/create", { token: tokenFor(userId), body: { shippingAddress: address.id, paymentMethod: "cod" } });
  }
  const operator = (method: "GET" | "POST", path: string, body?: unknown) => backend.call(method, path, { token: OPERATOR, body });
  const refuse = (orderId: string) =>
    backend.db
      .update(orders)
      .set({ orderStatus: "Cancelled", shippedAt: new Date() })
      .where(eq(orders.orderNumber, Number(orderId.slice(3))));

  it("badges the next order of a phone with two orders refused at the door, with the reason, in the queue and on the order; the risky filter lists only such orders", async () => {
    const ordinary = await order("calm", "+923001110000");
    expect(ordinary.status).toBe(201);
    for (const userId of ["first", "second"]) await refuse((await order(userId, RISKY_PHONE)).body.orderId);
    const next = await order("third", RISKY_PHONE);
    expect(next.status).toBe(201);

    const page = (await operator("GET", `/admin/orders/${next.body.orderId}`)).body;
    expect(page.riskSignals).toEqual([
      {
        code: "refused-before",
        label: "Refused before",
        reason: "2 earlier orders from this phone refused at the door (returned to sender)",
      },
    ]);
    expect((await operator("GET", `/admin/orders/${ordinary.body.orderId}`)).body.riskSignals).toEqual([]);

    const all = (await operator("GET", "/admin/orders?tab=to-confirm")).body;
    expect(all.risky).toBe(false);
    expect(all.rows.map((row: { orderId: string }) => row.orderId).sort()).toEqual([ordinary.body.orderId, next.body.orderId].sort());
    const risky = (await operator("GET", "/admin/orders?tab=to-confirm&risky=on")).body;
    expect(risky).toMatchObject({ risky: true, total: 1 });
    expect(
      risky.rows.map((row: { orderId: string; riskSignals: { code: string }[] }) => [row.orderId, row.riskSignals.map((s) => s.code)]),
    ).toEqual([[next.body.orderId, ["refused-before"]]]);
    // The filter narrows a search too.
    expect((await operator("GET", `/admin/orders?q=${ordinary.body.orderId}&risky=1`)).body.total).toBe(0);
  });

  it("counts cancellations and several open orders from one phone, and flags a very short address", async () => {
    await order("a", "+923002220000");
    await order("b", "+923002220000");
    const third = await order("c", "+923002220000", "Shop 4");
    const codesOf = async (orderId: string) =>
      (await operator("GET", `/admin/orders/${orderId}`)).body.riskSignals.map((signal: { code: string }) => signal.code);
    expect(await codesOf(third.body.orderId)).toEqual(["many-open-orders", "short-address"]);

    for (const userId of ["d", "e"]) {
      const placed = await order(userId, "+923005550000");
      await backend.db
        .update(orders)
        .set({ orderStatus: "Cancelled" })
        .where(eq(orders.orderNumber, Number(placed.body.orderId.slice(3))));
    }
    const after = await order("f", "+923005550000");
    expect((await operator("GET", `/admin/orders/${after.body.orderId}`)).body.riskSignals).toEqual([
      { code: "cancelled-before", label: "Cancelled before", reason: "2 earlier orders from this phone cancelled" },
    ]);
  });

  it("flags a first order over the operator's limit with the amounts, an address with no number or landmark, and a town off checkout's list", async () => {
    const current = (await operator("GET", "/admin/settings")).body;
    expect(current.firstOrderLimitRupees).toBe(30_000);
    const saved = await backend.call("PUT", "/admin/settings", {
      token: OPERATOR,
      body: { version: current.version, deliveryRule: current.deliveryRule, lowStockThreshold: 5, firstOrderLimitRupees: 2_000 },
    });
    expect(saved.body).toMatchObject({ firstOrderLimitRupees: 2_000 });
    const signalsOf = async (orderId: string) => (await operator("GET", `/admin/orders/${orderId}`)).body.riskSignals;

    // Rs 2,500 and Rs 200 delivery from a phone with nothing delivered: over Rs 2,000.
    const first = await order("new", "+923006660000");
    expect(await signalsOf(first.body.orderId)).toEqual([
      {
        code: "large-first-order",
        label: "Large first order",
        reason: "Rs 2,700 from a phone with no delivered order, over the Rs 2,000 first-order limit",
      },
    ]);
    // Once a parcel of this phone was delivered, the next order is no longer a first order.
    await backend.db
      .update(orders)
      .set({ orderStatus: "Delivered" })
      .where(eq(orders.orderNumber, Number(first.body.orderId.slice(3))));
    expect(await signalsOf((await order("again", "+923006660000")).body.orderId)).toEqual([]);

    const vague = await order("vague", "+923007770000", "Mohallah Rehmatpura", "Chak Jhumra");
    expect((await signalsOf(vague.body.orderId)).map((signal: { code: string }) => signal.code)).toEqual([
      "large-first-order",
      "no-landmark",
      "town-off-list",
    ]);
    const pointed = await order("pointed", "+923008880000", "Mohallah Rehmatpura, near Jamia Masjid", "Lahore");
    expect((await signalsOf(pointed.body.orderId)).map((signal: { code: string }) => signal.code)).toEqual(["large-first-order"]);

    // 0 turns the limit off.
    const now = (await operator("GET", "/admin/settings")).body;
    await backend.call("PUT", "/admin/settings", {
      token: OPERATOR,
      body: { version: now.version, deliveryRule: now.deliveryRule, lowStockThreshold: 5, firstOrderLimitRupees: 0 },
    });
    expect(await signalsOf((await order("off", "+923009990000")).body.orderId)).toEqual([]);
  });

  it("refuses a blocked phone's order with the store's contact, moving no stock and writing nothing; unblocking lets it through", async () => {
    const blocked = await operator("POST", "/admin/customers/block", { phone: "0321 9990001", reason: "Refused three parcels" });
    expect(blocked.status).toBe(200);
    expect(blocked.body).toMatchObject({ phone: RISKY_PHONE, block: { reason: "Refused three parcels" } });
    // A shopper may not touch the list.
    expect(
      (await backend.call("POST", "/admin/customers/unblock", { token: tokenFor("someone"), body: { phone: RISKY_PHONE } })).status,
    ).toBe(403);
    expect((await operator("POST", "/admin/customers/block", { phone: "12345", reason: "x" })).status).toBe(400);

    const refused = await order("blocked", RISKY_PHONE);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: PHONE_BLOCKED });
    expect(PHONE_BLOCKED).toContain("+92 300 1234567");
    expect(await stockOf(backend.db, productId)).toBe(50);
    expect(await backend.db.select().from(orders)).toEqual([]);
    expect(await backend.db.select().from(emailOutbox)).toEqual([]);
    expect((await backend.call("GET", "/cart", { token: tokenFor("blocked") })).body.items).toHaveLength(1);

    const listed = (await operator("GET", "/admin/customers?q=03219990001")).body;
    expect(listed).toMatchObject({ total: 1, rows: [{ phone: RISKY_PHONE, orders: 0, block: { reason: "Refused three parcels" } }] });

    expect((await operator("POST", "/admin/customers/unblock", { phone: RISKY_PHONE })).body.block).toBeNull();
    // The same cart again (one more added: two now), through.
    const placed = await order("blocked", RISKY_PHONE);
    expect(placed.status).toBe(201);
    expect(await stockOf(backend.db, productId)).toBe(48);
  });

  it("lists phones with their delivered, refused and cancelled counts, newest first, searchable by phone", async () => {
    await refuse((await order("r", "+923003330000")).body.orderId);
    const kept = await order("k", "+923004440000");
    await backend.db
      .update(orders)
      .set({ orderStatus: "Delivered" })
      .where(eq(orders.orderNumber, Number(kept.body.orderId.slice(3))));
    const list = (await operator("GET", "/admin/customers")).body;
    expect(
      list.rows.map((row: { phone: string; delivered: number; refused: number; cancelled: number }) => [
        row.phone,
        row.delivered,
        row.refused,
        row.cancelled,
      ]),
    ).toEqual([
      ["+923004440000", 1, 0, 0],
      ["+923003330000", 0, 1, 0],
    ]);
    expect((await operator("GET", "/admin/customers?q=nobody")).body).toMatchObject({ total: 0, rows: [] });
  });
});
