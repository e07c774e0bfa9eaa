import { eq, inArray, sql } from "drizzle-orm";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { orderEvents, orders, productVariants, users } from "../db/schema";
import { recordOrder } from "../store/orders";
import { takeOrderStep } from "../store/order-lifecycle";
import { ORDER_CHANGED, RETURN_WINDOW_CLOSED, SHOPPER_CANCEL_CLOSED, stepNotAllowed } from "../../contract/order-lifecycle/messages";
import {
  type OrderStage,
  orderStages,
  type OrderStep,
  orderTransitions,
  operatorSteps,
  RETURN_WINDOW_MS,
  SHOPPER_CANCEL_WINDOW_MS,
} from "../../contract/order-lifecycle/stages";
import { createProduct, createUser, setVariant, stockOf } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";
import { englishOutsideIsolates } from "../test/urdu-text";
import { urduStepDone } from "../../contract/order-steps-urdu";

const OPERATOR = tokenFor("operator-amna");
const OTHER_OPERATOR = tokenFor("operator-bilal");
const operatorActor = { userId: "operator-amna", role: "operator" } as const;

/** The steps that bring a fresh order to each stage. */
const pathTo: Record<OrderStage, OrderStep[]> = {
  "awaiting-confirmation": [],
  confirmed: ["confirm"],
  shipped: ["confirm", "ship"],
  delivered: ["confirm", "ship", "deliver"],
  "return-requested": ["confirm", "ship", "deliver", "return-request"],
  "return-approved": ["confirm", "ship", "deliver", "return-request", "return-approve"],
  "return-refused": ["confirm", "ship", "deliver", "return-request", "return-refuse"],
  refunded: ["confirm", "ship", "deliver", "return-request", "return-approve", "refund"],
  cancelled: ["cancel"],
};

/** A body the step accepts (the version is added by the caller). */
function bodyOf(step: OrderStep): Record<string, unknown> {
  if (step === "ship") return { courier: "TCS", trackingId: "TCS-778899" };
  if (step === "cancel") return { reason: "unreachable", note: "No answer twice" };
  if (step === "return-request") return { reason: "The lid does not fit" };
  return { note: `${step} note` };
}

function pathOf(step: OrderStep, orderId: string) {
  if (step === "shopper-cancel") return `/orders/${orderId}/cancel`;
  if (step === "return-request") return `/orders/${orderId}/return-request`;
  return `/admin/orders/${orderId}/${step}`;
}

const isShopperStep = (step: OrderStep) => step === "shopper-cancel" || step === "return-request";

describeOnEachDatabase("order lifecycle", (backend: TestBackend) => {
  let productId: string;
  beforeEach(async () => {
    await backend.reset();
    productId = (await createProduct(backend.db, { stock: 20, pricePaisa: 300_000, sizes: [] })).id;
    await createUser(backend.db, operatorActor.userId);
  });

  /** An order of the shopper, written directly (stock taken as checkout would); answers its order number. */
  async function placedOrder(shopper = "shopper", quantity = 2, createdAt?: Date) {
    await createUser(backend.db, shopper, { phone: "+923001234567" });
    const order = await backend.db.transaction(async (tx) => {
      const variant = await setVariant(tx, productId, { stock: sql`${productVariants.stock} - ${quantity}` });
      return recordOrder(tx, {
        userId: shopper,
        paymentMethod: "cod",
        customer: { name: `Shopper ${shopper}`, phone: "+923001234567" },
        shippingAddress: { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" },
        lines: [{ productId, variantId: variant.id, name: "Test Handi", size: null, quantity, unitPricePaisa: 300_000 }],
        createdAt,
      });
    });
    return { orderId: `CW-${order.orderNumber}`, id: order.id };
  }

  async function orderAt(stage: OrderStage, shopper = "shopper") {
    const placed = await placedOrder(shopper);
    for (const step of pathTo[stage]) {
      const change = { step, ...bodyOf(step) } as never;
      const actor = isShopperStep(step) ? { userId: shopper, role: "shopper" as const } : operatorActor;
      await takeOrderStep(backend.db, {
        reference: placed.orderId,
        actor,
        change: step === "ship" ? { step, courier: "TCS", courierTrackingId: "TCS-778899", courierTrackingUrl: null } : change,
      });
    }
    return placed;
  }

  const view = async (orderId: string) => (await backend.call("GET", `/admin/orders/${orderId}`, { token: OPERATOR })).body;

  async function take(step: OrderStep, orderId: string, options: { version?: number; token?: string; shopper?: string } = {}) {
    const version = options.version ?? (await view(orderId)).version;
    const token = options.token ?? (isShopperStep(step) ? tokenFor(options.shopper ?? "shopper") : OPERATOR);
    return backend.call("POST", pathOf(step, orderId), { token, body: { version, ...bodyOf(step) } });
  }

  describe("the transition table, every step from every stage", () => {
    for (const stage of orderStages) {
      it(`from ${stage}`, async () => {
        for (const step of Object.keys(orderTransitions) as OrderStep[]) {
          const { orderId } = await orderAt(stage);
          const before = await view(orderId);
          expect(before.stage, `${orderId} reached ${stage}`).toBe(stage);
          const answer = await take(step, orderId);
          const legal = orderTransitions[step].from.includes(stage);
          expect(answer.status, `${step} from ${stage}: ${JSON.stringify(answer.body)}`).toBe(legal ? 200 : 409);
          const after = await view(orderId);
          if (legal) {
            expect(after.stage).toBe(orderTransitions[step].to);
            expect(after.version).toBe(before.version + 1);
            expect(after.audit.at(-1)).toMatchObject({ step, fromStage: stage, toStage: orderTransitions[step].to });
          } else {
            expect(answer.body.error).toBe(stepNotAllowed(step, stage));
            expect(after).toEqual(before);
          }
        }
      });
    }
  });

  it("offers the operator exactly the steps the table allows", async () => {
    const { orderId } = await orderAt("shipped");
    expect((await view(orderId)).allowedSteps).toEqual(operatorSteps.filter((step) => orderTransitions[step].from.includes("shipped")));
  });

  it("refuses a stale version with the message and the order as it is now, changing nothing", async () => {
    const { orderId } = await placedOrder();
    const seen = await view(orderId);
    expect((await take("confirm", orderId, { version: seen.version, token: OTHER_OPERATOR })).status).toBe(200);
    const current = await view(orderId);

    const stale = await take("cancel", orderId, { version: seen.version });
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe(ORDER_CHANGED);
    expect(stale.body.order).toMatchObject({ orderId, stage: "confirmed", version: seen.version + 1 });
    expect(await view(orderId)).toEqual(current);
    expect(await stockOf(backend.db, productId)).toBe(18);
  });

  it("lets one of two operators' simultaneous steps win and tells the other", async () => {
    const { orderId, id } = await placedOrder();
    const { version } = await view(orderId);
    const answers = await Promise.all([
      take("cancel", orderId, { version, token: OPERATOR }),
      take("cancel", orderId, { version, token: OTHER_OPERATOR }),
      take("confirm", orderId, { version, token: OTHER_OPERATOR }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.error).toBe(ORDER_CHANGED);
    expect(await backend.db.select().from(orderEvents).where(eq(orderEvents.orderId, id))).toHaveLength(1);
    const cancelled = answers.find((answer) => answer.status === 200)!.body.stage === "cancelled";
    expect(await stockOf(backend.db, productId)).toBe(cancelled ? 20 : 18);
  });

  it("returns stock exactly once, and a cancel fails the payment", async () => {
    const { orderId } = await placedOrder("shopper", 3);
    expect(await stockOf(backend.db, productId)).toBe(17);
    const cancelled = await take("cancel", orderId);
    expect(cancelled.body).toMatchObject({ orderStatus: "Cancelled", paymentStatus: "Failed", cancelReason: "unreachable" });
    expect(await stockOf(backend.db, productId)).toBe(20);
    expect((await take("cancel", orderId)).status).toBe(409);
    expect((await take("shopper-cancel", orderId)).status).toBe(409);
    expect(await stockOf(backend.db, productId)).toBe(20);

    const refused = await orderAt("shipped");
    expect(await stockOf(backend.db, productId)).toBe(18);
    expect((await take("return-to-sender", refused.orderId)).body).toMatchObject({ orderStatus: "Cancelled", paymentStatus: "Failed" });
    expect(await stockOf(backend.db, productId)).toBe(20);
  });

  it("confirms, ships and delivers: the shopper sees each state, the courier's tracking ID and link, and a Paid payment", async () => {
    const { orderId } = await placedOrder();
    const shopperView = async () => (await backend.call("GET", `/orders/${orderId}`, { token: tokenFor("shopper") })).body;
    const placed = await shopperView();
    expect(placed).toMatchObject({ stage: "awaiting-confirmation", orderStatus: "Processing", paymentStatus: "Pending", canCancel: true });
    expect(placed.trackingId).toMatch(/^TRK/);

    const confirmed = await take("confirm", orderId);
    expect(confirmed.body.confirmation).toMatchObject({
      byUserId: "operator-amna",
      byEmail: "operator-amna@example.test",
      note: "confirm note",
    });
    expect((await take("ship", orderId)).status).toBe(200);
    const shipped = await shopperView();
    expect(shipped).toMatchObject({
      orderStatus: "Shipped",
      trackingId: "TCS-778899",
      courier: "TCS",
      courierTrackingUrl: "https://www.tcsexpress.com/track/TCS-778899",
      canCancel: false,
    });
    expect((await view(orderId)).storeTrackingId).toBe(placed.trackingId);

    expect((await take("deliver", orderId)).status).toBe(200);
    const delivered = await shopperView();
    expect(delivered).toMatchObject({ orderStatus: "Delivered", paymentStatus: "Paid", canRequestReturn: true });
    expect(delivered.timeline.map((event: { step: string }) => event.step)).toEqual(["placed", "confirm", "ship", "deliver"]);
    // The team's notes stay with the team.
    expect(JSON.stringify(delivered.timeline)).not.toContain("confirm note");
    const history = (await backend.call("GET", "/orders/history", { token: tokenFor("shopper") })).body;
    expect(history[0]).toMatchObject({ orderId, orderStatus: "Delivered", paymentStatus: "Paid", trackingId: "TCS-778899" });

    await vi.waitFor(() => expect(backend.mailer.sent.map((mail) => mail.subject)).toHaveLength(3));
    expect(backend.mailer.sent.map((mail) => mail.subject).sort()).toEqual([
      `Your order ${orderId}: Delivered`,
      `Your order ${orderId}: Order confirmed`,
      `Your order ${orderId}: Shipped`,
    ]);
    expect(backend.mailer.sent.find((mail) => mail.subject.endsWith("Shipped"))!.text).toContain(
      "https://www.tcsexpress.com/track/TCS-778899",
    );
  });

  it("writes the shopper's step emails in the language they saved: Urdu, the figures kept left to right", async () => {
    const { orderId } = await placedOrder("urdu-shopper");
    await backend.db.update(users).set({ language: "ur" }).where(eq(users.id, "urdu-shopper"));
    for (const step of ["confirm", "ship", "deliver"] as const) expect((await take(step, orderId)).status).toBe(200);
    await vi.waitFor(() => expect(backend.mailer.sent).toHaveLength(3));
    expect(backend.mailer.sent.map((mail) => mail.subject).sort()).toEqual(
      (["confirm", "ship", "deliver"] as const).map((step) => `آپ کا آرڈر \u2066${orderId}\u2069: ${urduStepDone[step]}`).sort(),
    );
    const shipped = backend.mailer.sent.find((mail) => mail.subject.endsWith(urduStepDone.ship))!;
    expect(shipped.text).toContain("\u2066TCS-778899\u2069");
    expect(shipped.text.split("\n")).toContain("  https://www.tcsexpress.com/track/TCS-778899");
    for (const mail of backend.mailer.sent) expect(englishOutsideIsolates(`${mail.subject}\n${mail.text}`)).toEqual([]);
  });

  it("without a saved language, writes the step emails in the language the order was placed in; a saved one wins", async () => {
    const placedInUrdu = await placedOrder("placed-in-urdu");
    const savedEnglish = await placedOrder("saved-english");
    await backend.db
      .update(orders)
      .set({ language: "ur" })
      .where(inArray(orders.userId, ["placed-in-urdu", "saved-english"]));
    await backend.db.update(users).set({ language: "en" }).where(eq(users.id, "saved-english"));
    expect((await take("confirm", placedInUrdu.orderId)).status).toBe(200);
    expect((await take("confirm", savedEnglish.orderId)).status).toBe(200);
    await vi.waitFor(() => expect(backend.mailer.sent).toHaveLength(2));
    const subjectTo = (shopper: string) => backend.mailer.sent.find((mail) => mail.to.startsWith(shopper))?.subject;
    expect(subjectTo("placed-in-urdu")).toBe(`آپ کا آرڈر \u2066${placedInUrdu.orderId}\u2069: ${urduStepDone.confirm}`);
    expect(subjectTo("saved-english")).toBe(`Your order ${savedEnglish.orderId}: Order confirmed`);
  });

  it("refuses a ship without a courier or tracking ID, naming the fields", async () => {
    const { orderId } = await orderAt("confirmed");
    const { version } = await view(orderId);
    const answer = await backend.call("POST", `/admin/orders/${orderId}/ship`, {
      token: OPERATOR,
      body: { version, courier: "DHL", trackingId: " " },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.fields).toEqual({ courier: "Please choose a courier", trackingId: "Please enter the courier's tracking ID" });
    expect((await view(orderId)).stage).toBe("confirmed");
  });

  it("lets a shopper cancel within 2 hours of placement and before shipping, returning the stock", async () => {
    const justInside = await placedOrder("shopper", 1, new Date(Date.now() - SHOPPER_CANCEL_WINDOW_MS + 60_000));
    const tooLate = await placedOrder("shopper", 1, new Date(Date.now() - SHOPPER_CANCEL_WINDOW_MS - 60_000));
    expect(await stockOf(backend.db, productId)).toBe(18);

    const late = await backend.call("POST", `/orders/${tooLate.orderId}/cancel`, { token: tokenFor("shopper"), body: {} });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(SHOPPER_CANCEL_CLOSED);

    const inTime = await backend.call("POST", `/orders/${justInside.orderId}/cancel`, { token: tokenFor("shopper"), body: {} });
    expect(inTime.status).toBe(200);
    expect(inTime.body).toMatchObject({ orderStatus: "Cancelled", canCancel: false });
    expect(inTime.body.timeline.at(-1)).toMatchObject({ step: "shopper-cancel", label: "Cancelled by you" });
    expect(await stockOf(backend.db, productId)).toBe(19);
    // Someone else's order is not found, and a shipped one cannot be cancelled by the shopper.
    expect((await backend.call("POST", `/orders/${tooLate.orderId}/cancel`, { token: tokenFor("stranger"), body: {} })).status).toBe(404);
    const shipped = await orderAt("shipped");
    expect((await backend.call("POST", `/orders/${shipped.orderId}/cancel`, { token: tokenFor("shopper"), body: {} })).status).toBe(409);
  });

  it("takes a return request within 7 days of delivery, and the operator approves and refunds it", async () => {
    const recent = await orderAt("delivered");
    const old = await orderAt("delivered");
    await backend.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - RETURN_WINDOW_MS + 60_000) })
      .where(eq(orders.id, recent.id));
    await backend.db
      .update(orders)
      .set({ deliveredAt: new Date(Date.now() - RETURN_WINDOW_MS - 60_000) })
      .where(eq(orders.id, old.id));

    const late = await backend.call("POST", `/orders/${old.orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "Changed my mind" },
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(RETURN_WINDOW_CLOSED);
    const empty = await backend.call("POST", `/orders/${recent.orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "  " },
    });
    expect(empty.status).toBe(400);

    const requested = await backend.call("POST", `/orders/${recent.orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "The lid does not fit" },
    });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      canRequestReturn: false,
      returnRequest: { status: "requested", reason: "The lid does not fit" },
    });
    const queue = (await backend.call("GET", "/admin/orders?tab=returns", { token: OPERATOR })).body;
    expect(queue.rows.map((row: { orderId: string }) => row.orderId)).toEqual([recent.orderId]);

    expect((await take("return-approve", recent.orderId)).status).toBe(200);
    const refunded = await take("refund", recent.orderId);
    expect(refunded.body).toMatchObject({ stage: "refunded", returnRequest: { status: "refunded" } });
    expect(refunded.body.returnRequest.refundedAt).toBeTruthy();
    expect((await backend.call("GET", "/admin/orders?tab=returns", { token: OPERATOR })).body.rows).toEqual([]);
  });

  it("queues orders by tab with counts, searches by order number, phone, email and either tracking ID, and pages", async () => {
    const waiting = await placedOrder("zainab");
    await backend.db.update(orders).set({ customerPhone: "+923217654321" }).where(eq(orders.id, waiting.id));
    const confirmed = await orderAt("confirmed");
    const shipped = await orderAt("shipped");
    await orderAt("cancelled");
    const queue = async (query: string) => (await backend.call("GET", `/admin/orders?${query}`, { token: OPERATOR })).body;
    const ids = (page: { rows: { orderId: string }[] }) => page.rows.map((row) => row.orderId);

    const toConfirm = await queue("tab=to-confirm");
    expect(ids(toConfirm)).toEqual([waiting.orderId]);
    expect(toConfirm.counts).toEqual({ "to-confirm": 1, "to-ship": 1, shipped: 1, delivered: 0, cancelled: 1, returns: 0 });
    expect(ids(await queue("tab=to-ship"))).toEqual([confirmed.orderId]);
    expect(ids(await queue("tab=to-confirm&q=0321-7654321"))).toEqual([waiting.orderId]);
    expect(ids(await queue("tab=to-confirm&q=ZAINAB@example.test"))).toEqual([waiting.orderId]);
    expect(ids(await queue(`tab=to-confirm&q=${waiting.orderId.toLowerCase()}`))).toEqual([waiting.orderId]);
    expect(ids(await queue("tab=shipped&q=tcs-778899"))).toEqual([shipped.orderId]);
    const storeTrackingId = (await view(shipped.orderId)).storeTrackingId;
    expect(ids(await queue(`tab=shipped&q=${storeTrackingId}`))).toEqual([shipped.orderId]);
    expect(ids(await queue("tab=to-confirm&q=nobody"))).toEqual([]);
    // An unknown tab or page falls back rather than failing.
    expect((await queue("tab=bogus&page=-3")).tab).toBe("to-confirm");

    await setVariant(backend.db, productId, { stock: 1_000 });
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

describeOnEachDatabase("courier CSV", (backend: TestBackend) => {
  beforeEach(() => backend.reset());

  async function unconfirmedOrder(shopper: string, name: string) {
    const product = await createProduct(backend.db, { stock: 5, pricePaisa: 250_050, sizes: [] });
    await createUser(backend.db, shopper, { phone: "+923001234567" });
    return recordOrder(backend.db, {
      userId: shopper,
      paymentMethod: "cod",
      customer: { name, phone: "+923001234567" },
      shippingAddress: { street: 'House 5, "Green" Lane', city: "Karachi", state: "Sindh", country: "Pakistan", postalCode: "75500" },
      lines: [{ productId: product.id, variantId: null, name: product.name, size: null, quantity: 2, unitPricePaisa: 250_050 }],
    });
  }

  async function confirmedOrder(shopper: string, name: string) {
    const orderId = `CW-${(await unconfirmedOrder(shopper, name)).orderNumber}`;
    await takeOrderStep(backend.db, {
      reference: orderId,
      actor: { userId: "operator-csv", role: "operator" },
      change: { step: "confirm" },
    });
    return orderId;
  }

  it("exports the orders to ship, quoting every cell and defusing formulas", async () => {
    await createUser(backend.db, "operator-csv");
    const orderId = await confirmedOrder("hacker", '=HYPERLINK("http://evil.example","Click")');
    await unconfirmedOrder("waiting", "Not confirmed yet");
    const answer = await backend.app.fetch(
      new Request("http://backend.test/admin/orders/export.csv", { headers: { Authorization: `Bearer ${tokenFor("operator-csv")}` } }),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toContain("text/csv");
    const text = await answer.text();
    expect(text.split("\r\n")).toEqual([
      '"Consignee name","Phone","Address","City","COD amount","Order ID","Item count"',
      `"'=HYPERLINK(""http://evil.example"",""Click"")","03001234567","House 5, ""Green"" Lane, Sindh, 75500, Pakistan","Karachi","5001.00","${orderId}","2"`,
      "",
    ]);
  });

  // Issue 33: without a byte order mark, Excel read the file in the computer's code page and garbled Urdu names.
  it("exports UTF-8 with a byte order mark, so an Urdu name survives, and the file saved back imports", async () => {
    await createUser(backend.db, "operator-csv");
    const orderId = await confirmedOrder("urdu", "عائشہ خان");
    const answer = await backend.app.fetch(
      new Request("http://backend.test/admin/orders/export.csv", { headers: { Authorization: `Bearer ${tokenFor("operator-csv")}` } }),
    );
    const bytes = new Uint8Array(await answer.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true }).decode(bytes);
    expect(text.split("\r\n")[1]).toContain('"عائشہ خان"');

    // The operator's round trip through Excel ("CSV UTF-8" keeps the mark): the first header must still be read.
    const savedByExcel = `\uFEFFOrder ID,Tracking ID,Courier\r\n${orderId},TCS4004,TCS\r\n`;
    expect(new TextEncoder().encode(savedByExcel).subarray(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
    const imported = await backend.call("POST", "/admin/orders/import", { token: tokenFor("operator-csv"), rawBody: savedByExcel });
    expect(imported.body).toEqual({ accepted: 1, refused: 0, rows: [{ line: 2, orderId, accepted: true }] });
  });

  it("imports tracking IDs: good rows ship, bad rows are reported with the reason", async () => {
    await createUser(backend.db, "operator-csv");
    const first = await confirmedOrder("s1", "Ayesha");
    const second = await confirmedOrder("s2", "Bilal");
    const unconfirmed = await unconfirmedOrder("s3", "Chand");
    const csv = [
      "Order ID,Tracking ID,Courier",
      `${first},LEO-1001,Leopards`,
      `"${second.toLowerCase()}",TCS2002,`,
      `CW-${unconfirmed.orderNumber},M3003,M&P`,
      "CW-999999,X1,TCS",
      `${first},LEO-1002,Leopards`,
      "cw-999998,bad id!,TCS",
      "",
    ].join("\n");
    const answer = await backend.call("POST", "/admin/orders/import?courier=TCS", { token: tokenFor("operator-csv"), rawBody: csv });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      accepted: 2,
      refused: 4,
      rows: [
        { line: 2, orderId: first, accepted: true },
        { line: 3, orderId: second.toLowerCase(), accepted: true },
        { line: 4, orderId: `CW-${unconfirmed.orderNumber}`, accepted: false, error: stepNotAllowed("ship", "awaiting-confirmation") },
        { line: 5, orderId: "CW-999999", accepted: false, error: "Order not found" },
        { line: 6, orderId: first, accepted: false, error: "This order is already on an earlier line" },
        { line: 7, orderId: "cw-999998", accepted: false, error: "A tracking ID is letters, digits and dashes" },
      ],
    });
    const shipped = (await backend.call("GET", `/admin/orders/${second}`, { token: tokenFor("operator-csv") })).body;
    expect(shipped).toMatchObject({ orderStatus: "Shipped", courier: "TCS", courierTrackingId: "TCS2002" });
    const leopards = (await backend.call("GET", `/admin/orders/${first}`, { token: tokenFor("operator-csv") })).body;
    expect(leopards).toMatchObject({ courier: "Leopards", courierTrackingUrl: "https://www.leopardscourier.com/tracking?cn=LEO-1001" });
  });

  it("refuses an import without the columns, an empty one, and one too large, shipping nothing", async () => {
    await createUser(backend.db, "operator-csv");
    const orderId = await confirmedOrder("s1", "Ayesha");
    const send = (rawBody: string) => backend.call("POST", "/admin/orders/import", { token: tokenFor("operator-csv"), rawBody });
    expect((await send(`Order ID,Notes\n${orderId},x`)).body.error).toBe("The CSV needs an order ID column and a tracking ID column");
    expect((await send("\n\n")).body.error).toBe("The CSV holds no orders");
    const tooMany = await send(["Order ID,Tracking ID", ...Array.from({ length: 501 }, (_, index) => `CW-${index},T${index}`)].join("\n"));
    expect(tooMany.status).toBe(400);
    // Without a courier column or ?courier=, a row is refused rather than guessed.
    expect((await send(`${orderId},TCS1`)).body.rows).toEqual([{ line: 1, orderId, accepted: false, error: "Please choose a courier" }]);
    expect((await backend.call("GET", `/admin/orders/${orderId}`, { token: tokenFor("operator-csv") })).body.stage).toBe("confirmed");
  });
});
