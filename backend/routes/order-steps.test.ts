// Each step as the shopper and the operator see it: states, tracking, emails, the shopper's own cancel and return.
import { eq, inArray } from "drizzle-orm";
import { expect, it, vi } from "vitest";
import { orderItems, orders, users } from "../db/schema";
import {
  CHOOSE_RETURN_CONDITION,
  CHOOSE_RETURN_LINES,
  refundTooLarge,
  APPROVE_ONE_LINE,
  CHOOSE_RETURN_REASON,
  ENTER_RETURN_REASON,
  RETURN_MORE_THAN_ORDERED,
  RETURN_WINDOW_CLOSED,
  SHOPPER_CANCEL_CLOSED,
} from "../../contract/order-lifecycle/messages";
import { RETURN_WINDOW_MS, SHOPPER_CANCEL_WINDOW_MS } from "../../contract/order-lifecycle/stages";
import { stockOf } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";
import { lifecycleOrders, OPERATOR } from "../test/lifecycle-orders";
import { englishOutsideIsolates } from "../test/urdu-text";
import { urduStepDone } from "../../contract/order-steps-urdu";

describeOnEachDatabase("order lifecycle", (backend: TestBackend) => {
  const lifecycle = lifecycleOrders(backend);
  const { placedOrder, orderAt, view, take } = lifecycle;

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
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(18);

    const late = await backend.call("POST", `/orders/${tooLate.orderId}/cancel`, { token: tokenFor("shopper"), body: {} });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(SHOPPER_CANCEL_CLOSED);

    const inTime = await backend.call("POST", `/orders/${justInside.orderId}/cancel`, { token: tokenFor("shopper"), body: {} });
    expect(inTime.status).toBe(200);
    expect(inTime.body).toMatchObject({ orderStatus: "Cancelled", canCancel: false });
    expect(inTime.body.timeline.at(-1)).toMatchObject({ step: "shopper-cancel", label: "Cancelled by you" });
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(19);
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
      body: { reason: "changed-mind" },
    });
    expect(late.status).toBe(409);
    expect(late.body.error).toBe(RETURN_WINDOW_CLOSED);
    const empty = await backend.call("POST", `/orders/${recent.orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "  " },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ reason: CHOOSE_RETURN_REASON });
    // "Something else" needs the shopper's words; a reason from the list does not.
    const wordless = await backend.call("POST", `/orders/${recent.orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "other", note: " " },
    });
    expect(wordless.status).toBe(400);
    expect(wordless.body.fields).toEqual({ note: ENTER_RETURN_REASON });

    const requested = await backend.call("POST", `/orders/${recent.orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "other", note: "The lid does not fit" },
    });
    expect(requested.status).toBe(200);
    expect(requested.body).toMatchObject({
      canRequestReturn: false,
      returnRequest: { status: "requested", reason: "other", note: "The lid does not fit" },
    });
    const queue = (await backend.call("GET", "/admin/orders?tab=returns", { token: OPERATOR })).body;
    expect(queue.rows.map((row: { orderId: string }) => row.orderId)).toEqual([recent.orderId]);

    expect((await take("return-approve", recent.orderId)).status).toBe(200);
    expect((await take("refund", recent.orderId)).status).toBe(409); // not before the parcel is back
    expect((await take("return-receive", recent.orderId)).status).toBe(200);
    const refunded = await take("refund", recent.orderId);
    expect(refunded.body).toMatchObject({ stage: "refunded", returnRequest: { status: "refunded" } });
    expect(refunded.body.returnRequest.refundedAt).toBeTruthy();
    expect((await backend.call("GET", "/admin/orders?tab=returns", { token: OPERATOR })).body.rows).toEqual([]);
  });

  it("returns by line: one unit of two, back on the shelf only once received as resellable, refunds capped at what it cost", async () => {
    const { orderId, items } = await orderAt("delivered");
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(18);
    const tooMany = await backend.call("POST", `/orders/${orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "damaged", lines: [{ itemId: items[0], quantity: 3 }] },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.fields).toEqual({ "lines.0.quantity": RETURN_MORE_THAN_ORDERED });
    const none = await backend.call("POST", `/orders/${orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "damaged", lines: [{ itemId: items[0], quantity: 0 }] },
    });
    expect(none.status).toBe(400);
    expect(none.body.fields).toEqual({ lines: CHOOSE_RETURN_LINES });

    const requested = await backend.call("POST", `/orders/${orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "damaged", lines: [{ itemId: items[0], quantity: 1 }] },
    });
    expect(requested.body.returnRequest.lines).toEqual([
      { itemId: items[0], name: "Test Handi", size: null, quantity: 1, refused: false, condition: null },
    ]);
    expect((await take("return-approve", orderId)).status).toBe(200);
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(18);

    const { version } = await view(orderId);
    const unsaid = await backend.call("POST", `/admin/orders/${orderId}/return-receive`, { token: OPERATOR, body: { version, lines: [] } });
    expect(unsaid.status).toBe(422);
    expect(unsaid.body.fields).toEqual({ lines: CHOOSE_RETURN_CONDITION });
    const received = await backend.call("POST", `/admin/orders/${orderId}/return-receive`, {
      token: OPERATOR,
      body: { version, lines: [{ itemId: items[0], condition: "resellable" }] },
    });
    expect(received.body).toMatchObject({ stage: "return-received", refundableAmount: 3000, returnRequest: { status: "received" } });
    expect(received.body.returnRequest.lines[0].condition).toBe("resellable");
    expect(received.body.audit.at(-1).note).toBe("Test Handi × 1: Resellable: back in stock");
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(19);

    const over = await backend.call("POST", `/admin/orders/${orderId}/refund`, {
      token: OPERATOR,
      body: { version: received.body.version, amount: "3000.01", method: "cash" },
    });
    expect(over.body.error).toBe(refundTooLarge(300_000));
  });

  it("approves a return line by line: a refused line is neither received back nor refunded", async () => {
    const { orderId, items } = await orderAt("delivered");
    // A second line: the same handi again, as another line of the order.
    const [first] = await backend.db.select().from(orderItems).where(eq(orderItems.id, items[0]));
    const [second] = await backend.db
      .insert(orderItems)
      .values({ ...first, id: "second-line", position: 1, name: "Test Tawa", quantity: 1, unitPricePaisa: 100_000 })
      .returning();
    await backend.call("POST", `/orders/${orderId}/return-request`, {
      token: tokenFor("shopper"),
      body: { reason: "changed-mind" },
    });
    const { version } = await view(orderId);
    const noneAccepted = await backend.call("POST", `/admin/orders/${orderId}/return-approve`, {
      token: OPERATOR,
      body: { version, lines: [{ itemId: items[0] }, { itemId: second.id }] },
    });
    expect(noneAccepted.status).toBe(400);
    expect(noneAccepted.body.fields).toEqual({ lines: APPROVE_ONE_LINE });

    const approved = await backend.call("POST", `/admin/orders/${orderId}/return-approve`, {
      token: OPERATOR,
      body: { version, lines: [{ itemId: items[0], approved: "on" }, { itemId: second.id }] },
    });
    expect(approved.status).toBe(200);
    expect(approved.body.returnRequest.lines.map((line: { name: string; refused: boolean }) => [line.name, line.refused])).toEqual([
      ["Test Handi", false],
      ["Test Tawa", true],
    ]);
    expect(approved.body.audit.at(-1).note).toBe("Not accepted: Test Tawa × 1");

    // Only the accepted line is asked about, put back and refundable.
    const received = await backend.call("POST", `/admin/orders/${orderId}/return-receive`, {
      token: OPERATOR,
      body: { version: approved.body.version, lines: [{ itemId: items[0], condition: "resellable" }] },
    });
    expect(received.status).toBe(200);
    expect(received.body.refundableAmount).toBe(6000);
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(20);
  });

  it("writes a damaged return off: nothing goes back on the shelf", async () => {
    const { orderId } = await orderAt("return-approved");
    const { version, returnRequest } = await view(orderId);
    const received = await backend.call("POST", `/admin/orders/${orderId}/return-receive`, {
      token: OPERATOR,
      body: { version, lines: returnRequest.lines.map((line: { itemId: string }) => ({ itemId: line.itemId, condition: "damaged" })) },
    });
    expect(received.status).toBe(200);
    expect(received.body.audit.at(-1).note).toBe("Test Handi × 2: Damaged: written off");
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(18);
  });
});
