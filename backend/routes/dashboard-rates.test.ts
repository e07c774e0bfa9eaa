// The dashboard's last 30 days: parcels refused at the door by city and by courier (refused ÷ shipped), and how the
// shoppers of cash-on-delivery orders answered their message; exact figures from orders on both sides of the window.
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { emailOutbox, orders } from "../db/schema";
import { takeOrderStep } from "../store/order-lifecycle";
import { signOrderLinkToken } from "../messages/order-link-token";
import { createAddress } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";
import { lifecycleOrders, OPERATOR } from "../test/lifecycle-orders";
import type { Courier } from "../../contract/order-lifecycle/couriers";
import { sessionSecret } from "../../contract/server/session-secret";

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

describeOnEachDatabase("the dashboard's refusals and message answers", (backend) => {
  const lifecycle = lifecycleOrders(backend);
  const { placedOrder } = lifecycle;
  const operator = { userId: "operator-amna", role: "operator" } as const;
  const dashboard = async () => (await backend.call("GET", "/admin/dashboard", { token: OPERATOR })).body;

  let shoppers = 0;
  /**
   * An order delivered to `city`, taken through its steps up to `outcome`; `shipped` and `refused` days ago move
   * the step's time back (0: now).
   */
  async function parcel(
    city: string,
    courier: Courier,
    outcome: "placed" | "cancelled" | "shipped" | "delivered" | "refused",
    ago: { shipped?: number; refused?: number } = {},
  ) {
    const { id } = await placedOrder(`shopper-${++shoppers}`, 1);
    await backend.db
      .update(orders)
      .set({ shippingAddress: sql`jsonb_set(${orders.shippingAddress}, '{city}', to_jsonb(${city}::text))` })
      .where(eq(orders.id, id));
    const step = (change: Parameters<typeof takeOrderStep>[1]["change"]) =>
      takeOrderStep(backend.db, { reference: id, actor: operator, change });
    if (outcome === "placed") return;
    if (outcome === "cancelled") return void (await step({ step: "cancel", reason: "unreachable" }));
    await step({ step: "confirm" });
    await step({ step: "ship", courier, courierTrackingId: `${courier}-${shoppers}`, courierTrackingUrl: null });
    if (outcome === "delivered") await step({ step: "deliver" });
    if (outcome === "refused") await step({ step: "return-to-sender" });
    await backend.db
      .update(orders)
      .set({
        shippedAt: daysAgo(ago.shipped ?? 0),
        ...(outcome === "refused" && { cancelledAt: daysAgo(ago.refused ?? 0) }),
      })
      .where(eq(orders.id, id));
  }

  it("counts refusals by when they were recorded and shipments in the same 30 days, by city and by courier", async () => {
    await parcel("Lahore", "TCS", "delivered");
    await parcel("Lahore", "TCS", "refused", { shipped: 3, refused: 1 });
    // The same city however it was typed.
    await parcel("lahore", "TCS", "shipped", { shipped: 29 });
    await parcel("Karachi", "Leopards", "refused");
    await parcel("Karachi", "Leopards", "refused", { shipped: 10, refused: 2 });
    // Shipped before the window and refused within it: refused, not shipped, so no rate.
    await parcel("Multan", "TCS", "refused", { shipped: 40, refused: 5 });
    await parcel("Islamabad", "M&P", "delivered", { shipped: 1 });
    // Outside the window, and never shipped: not counted anywhere.
    await parcel("Quetta", "M&P", "refused", { shipped: 40, refused: 31 });
    await parcel("Peshawar", "Leopards", "delivered", { shipped: 45 });
    await parcel("Karachi", "TCS", "cancelled");
    await parcel("Lahore", "TCS", "placed");

    const { refusals } = await dashboard();
    expect(refusals.byCity).toEqual({
      rows: [
        { label: "Karachi", shipped: 2, refused: 2, rate: 100 },
        { label: "Lahore", shipped: 3, refused: 1, rate: 33 },
        { label: "Multan", shipped: 0, refused: 1, rate: null },
        { label: "Islamabad", shipped: 1, refused: 0, rate: 0 },
      ],
      others: null,
    });
    // TCS and Leopards both have two refusals: the one that shipped more comes first.
    expect(refusals.byCourier).toEqual({
      rows: [
        { label: "TCS", shipped: 3, refused: 2, rate: 67 },
        { label: "Leopards", shipped: 2, refused: 2, rate: 100 },
        { label: "M&P", shipped: 1, refused: 0, rate: 0 },
      ],
      others: null,
    });
  });

  it("lists the ten cities with the most refusals and sums up the rest, however few their parcels", async () => {
    const cities = ["Lahore", "Karachi", "Multan", "Faisalabad", "Rawalpindi", "Gujranwala", "Sialkot", "Hyderabad"];
    for (const city of cities) await parcel(city, "TCS", "refused");
    await parcel("Lahore", "TCS", "refused");
    await parcel("Lahore", "TCS", "delivered");
    await parcel("Bahawalpur", "TCS", "delivered");
    await parcel("Sukkur", "TCS", "delivered");
    await parcel("Chak 5", "TCS", "delivered");
    await parcel("Abbottabad", "TCS", "delivered");
    await parcel("Abbottabad", "TCS", "delivered");

    const { byCity } = (await dashboard()).refusals;
    expect(byCity.rows.map((row: { label: string }) => row.label)).toEqual([
      "Lahore",
      "Faisalabad",
      "Gujranwala",
      "Hyderabad",
      "Karachi",
      "Multan",
      "Rawalpindi",
      "Sialkot",
      "Abbottabad",
      "Bahawalpur",
    ]);
    expect(byCity.rows[0]).toEqual({ label: "Lahore", shipped: 3, refused: 2, rate: 67 });
    expect(byCity.rows[9]).toEqual({ label: "Bahawalpur", shipped: 1, refused: 0, rate: 0 });
    expect(byCity.others).toEqual({ count: 2, shipped: 2, refused: 0, rate: 0 });
  });

  it("says nothing was shipped or refused with empty tables", async () => {
    await parcel("Lahore", "TCS", "delivered", { shipped: 31 });
    expect((await dashboard()).refusals).toEqual({ byCity: { rows: [], others: null }, byCourier: { rows: [], others: null } });
  });

  /** A cash-on-delivery order placed through the checkout's route, its message (if any) sent by the outbox. */
  async function placedWithMessage(shopper: string, options: { noMessages?: boolean; app?: ReturnType<typeof backend.createApp> } = {}) {
    const app = options.app ?? backend.createApp({ publicCatalogue: false }, { siteUrl: "https://shop.example" });
    const address = await createAddress(backend.db, shopper);
    const token = tokenFor(shopper);
    await backend.call("POST", "/cart/items", { token, body: { productId: lifecycle.productId, quantity: 1 } }, app);
    const answer = await backend.call(
      "POST",
      "/orders/create",
      {
        token,
        body: { shippingAddress: address.id, paymentMethod: "cod", noMessages: options.noMessages ?? false },
        headers: { "Idempotency-Key": shopper },
      },
      app,
    );
    expect(answer.status).toBe(201);
    await backend.emailDelivery.idle();
    const [row] = await backend.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderNumber, Number(answer.body.orderId.slice(3))));
    return { orderId: answer.body.orderId as string, id: row.id };
  }
  const answerLink = (id: string, decision: "confirm" | "cancel") =>
    backend.call("POST", `/order-links/${signOrderLinkToken(id, sessionSecret())}`, { body: { decision } });

  it("counts each cash-on-delivery order placed in the last 30 days once, by how its message was answered", async () => {
    const confirmed = await placedWithMessage("amna");
    expect((await answerLink(confirmed.id, "confirm")).status).toBe(200);
    // Confirmed by the link, then by the operator and shipped: still an answer by the link.
    const confirmedThenShipped = await placedWithMessage("bilal");
    expect((await answerLink(confirmedThenShipped.id, "confirm")).status).toBe(200);
    await takeOrderStep(backend.db, { reference: confirmedThenShipped.id, actor: operator, change: { step: "confirm" } });
    const cancelled = await placedWithMessage("sana");
    expect((await answerLink(cancelled.id, "cancel")).status).toBe(200);
    // No answer by the link: none at all, cancelled in the shopper's own account, cancelled by the operator.
    await placedWithMessage("zara");
    const cancelledInAccount = await placedWithMessage("hina");
    const version = (await backend.call("GET", `/admin/orders/${cancelledInAccount.orderId}`, { token: OPERATOR })).body.version;
    const own = await backend.call("POST", `/orders/${cancelledInAccount.orderId}/cancel`, { token: tokenFor("hina"), body: { version } });
    expect(own.status).toBe(200);
    const unreachable = await placedWithMessage("nadia");
    await takeOrderStep(backend.db, { reference: unreachable.id, actor: operator, change: { step: "cancel", reason: "unreachable" } });
    // Not sent: one given up on, one still to be retried.
    backend.messenger.failWith = "WhatsApp answered 400: template not approved";
    const failed = await placedWithMessage("fatima");
    await placedWithMessage("ayesha");
    backend.messenger.failWith = null;
    await backend.db.update(emailOutbox).set({ status: "failed" }).where(eq(emailOutbox.orderId, failed.id));
    await placedWithMessage("maryam", { noMessages: true });
    // No store address to link to: no message queued.
    await placedWithMessage("rabia", { app: backend.app });
    // Placed 31 days ago: outside the window, though answered.
    const old = await placedWithMessage("sadia");
    await answerLink(old.id, "confirm");
    await backend.db
      .update(orders)
      .set({ createdAt: daysAgo(31) })
      .where(eq(orders.id, old.id));

    expect((await dashboard()).messageAnswers).toEqual({
      placed: 10,
      sent: 6,
      confirmed: 2,
      cancelled: 1,
      noAnswer: 3,
      waiting: 1,
      failed: 1,
      notQueued: 1,
      optedOut: 1,
    });
  });

  it("counts no message sent as none, without a rate to make up", async () => {
    await placedWithMessage("amna", { noMessages: true });
    expect((await dashboard()).messageAnswers).toEqual({
      placed: 1,
      sent: 0,
      confirmed: 0,
      cancelled: 0,
      noAnswer: 0,
      waiting: 0,
      failed: 0,
      notQueued: 0,
      optedOut: 1,
    });
  });
});
