import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { emailOutbox, orders } from "../db/schema";
import { signOrderLinkToken } from "../messages/order-link-token";
import { createAddress, createProduct, stockOf } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR_TOKEN = tokenFor("operator-amna");
import { sessionSecret } from "../../contract/server/session-secret";
import { MESSAGE_NOT_RESENDABLE, ORDER_LINK_CLOSED, ORDER_LINK_INVALID } from "../../contract/order-lifecycle/order-link";

describeOnEachDatabase("order confirmation by message", (backend) => {
  let app: ReturnType<typeof backend.createApp>;
  beforeEach(async () => {
    await backend.reset();
    app = backend.createApp({ publicCatalogue: false }, { siteUrl: "https://shop.example/anything" });
  });

  async function placed(userId: string, body: Record<string, unknown> = {}) {
    const product = await createProduct(backend.db, { name: "Sultan Handi", pricePaisa: 1_290_000, stock: 5, sizes: [] });
    const address = await createAddress(backend.db, userId);
    await backend.call("POST", "/cart/items", { token: tokenFor(userId), body: { productId: product.id, quantity: 2 } }, app);
    const answer = await backend.call(
      "POST",
      "/orders/create",
      {
        token: tokenFor(userId),
        body: { shippingAddress: address.id, paymentMethod: "cod", ...body },
        headers: { "Idempotency-Key": userId },
      },
      app,
    );
    expect(answer.status).toBe(201);
    await backend.emailDelivery.idle();
    const [row] = await backend.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, Number(answer.body.orderId.slice(3))));
    return { orderId: answer.body.orderId as string, id: row.id, productId: product.id };
  }
  const tokenOf = (text: string) => /\/confirm-order\/([\w.-]+)/.exec(text)![1];

  it("messages the shopper a link in the order's language, which confirms the order once, without signing in", async () => {
    const { orderId, id } = await placed("amna", { language: "ur" });
    expect(backend.messenger.sent).toHaveLength(1);
    const [message] = backend.messenger.sent;
    expect(message).toMatchObject({
      to: "+923001234567",
      language: "ur",
      orderNumber: orderId,
      items: "2 × Sultan Handi",
      total: "Rs 25,800",
    });
    expect(message.link).toMatch(/^https:\/\/shop\.example\/confirm-order\/[\w-]+\.[\w-]+\?lng=ur$/);
    expect(message.text).toContain(orderId);
    expect(message.text).toContain(message.link);
    const token = tokenOf(message.link);

    const shown = await backend.call("GET", `/order-links/${token}`, {}, app);
    expect(shown.status).toBe(200);
    expect(shown.body).toEqual({
      orderNumber: orderId,
      stage: "awaiting-confirmation",
      items: [{ name: "Sultan Handi", size: null, quantity: 2 }],
      totalPaisa: 2_580_000,
      city: "Lahore",
      open: true,
      expired: false,
    });
    expect(JSON.stringify(shown.body)).not.toContain("Mall Road");

    const confirmed = await backend.call("POST", `/order-links/${token}`, { body: { decision: "confirm" } }, app);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ stage: "shopper-confirmed", open: false });
    const again = await backend.call("POST", `/order-links/${token}`, { body: { decision: "confirm" } }, app);
    expect(again.status).toBe(409);
    const cancelAfter = await backend.call("POST", `/order-links/${token}`, { body: { decision: "cancel" } }, app);
    expect(cancelAfter).toMatchObject({ status: 409, body: { error: ORDER_LINK_CLOSED } });

    const operatorView = (await backend.call("GET", `/admin/orders/${orderId}`, { token: OPERATOR_TOKEN }, app)).body;
    expect(operatorView.stage).toBe("shopper-confirmed");
    expect(operatorView.shopperConfirmation).toMatchObject({ via: "whatsapp" });
    expect(operatorView.messages).toEqual([expect.objectContaining({ status: "sent", attempts: 1 })]);
    expect(operatorView.audit.at(-1)).toMatchObject({ step: "shopper-confirm", actorRole: "shopper", note: "via WhatsApp" });
    expect(operatorView.allowedSteps).toContain("confirm");
    const [row] = await backend.db.select().from(orders).where(eq(orders.id, id));
    expect(row.shopperConfirmedVia).toBe("whatsapp");
  });

  it("cancels from the link with the stock returned, even past the shopper's own cancel window", async () => {
    const { id, productId } = await placed("bilal");
    expect(await stockOf(backend.db, productId)).toBe(3);
    await backend.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 5 * 60 * 60 * 1000) })
      .where(eq(orders.id, id));
    const token = signOrderLinkToken(id, sessionSecret());
    const cancelled = await backend.call("POST", `/order-links/${token}`, { body: { decision: "cancel" } }, app);
    expect(cancelled).toMatchObject({ status: 200, body: { stage: "cancelled", open: false } });
    expect(await stockOf(backend.db, productId)).toBe(5);
  });

  it("shows an expired link's order without buttons and refuses its decisions", async () => {
    const { id } = await placed("sana");
    const token = signOrderLinkToken(id, sessionSecret(), new Date(Date.now() - 49 * 60 * 60 * 1000));
    expect((await backend.call("GET", `/order-links/${token}`, {}, app)).body).toMatchObject({ expired: true, open: false });
    expect(await backend.call("POST", `/order-links/${token}`, { body: { decision: "confirm" } }, app)).toMatchObject({
      status: 409,
      body: { error: ORDER_LINK_CLOSED },
    });
  });

  it("answers a forged, altered or unknown token as not valid", async () => {
    const { id } = await placed("zara");
    const good = signOrderLinkToken(id, sessionSecret());
    const forged = signOrderLinkToken(id, "another secret");
    const altered = `${good.slice(0, -2)}${good.endsWith("AA") ? "BB" : "AA"}`;
    const unknown = signOrderLinkToken("no-such-order", sessionSecret());
    for (const token of [forged, altered, unknown, "short"]) {
      expect(await backend.call("GET", `/order-links/${token}`, {}, app)).toMatchObject({
        status: 404,
        body: { error: ORDER_LINK_INVALID },
      });
      expect((await backend.call("POST", `/order-links/${token}`, { body: { decision: "confirm" } }, app)).status).toBe(404);
    }
  });

  it("sends no message to a shopper who asked not to be messaged", async () => {
    const { orderId } = await placed("omar", { noMessages: true });
    expect(backend.messenger.sent).toEqual([]);
    const view = (await backend.call("GET", `/admin/orders/${orderId}`, { token: OPERATOR_TOKEN }, app)).body;
    expect(view).toMatchObject({ noMessages: true, messages: [] });
  });

  it("shows a failed send on the order, which still awaits the operator", async () => {
    backend.messenger.failWith = "WhatsApp answered 400: template not approved";
    const { orderId } = await placed("hina");
    const [row] = await backend.db.select().from(emailOutbox).where(eq(emailOutbox.channel, "message"));
    expect(row.lastError).toContain("template not approved");
    const view = (await backend.call("GET", `/admin/orders/${orderId}`, { token: OPERATOR_TOKEN }, app)).body;
    expect(view.messages).toEqual([
      expect.objectContaining({ status: "pending", lastError: expect.stringContaining("template not approved") }),
    ]);
    expect(view.stage).toBe("awaiting-confirmation");
  });

  it("lists an unanswered order under No answer once its message is old, and lets the operator send it once more", async () => {
    const { orderId, id } = await placed("fatima");
    const noAnswerCount = async () => (await backend.call("GET", "/admin/orders?tab=no-answer", { token: OPERATOR_TOKEN }, app)).body;
    expect((await noAnswerCount()).counts["no-answer"]).toBe(0);
    await backend.db
      .update(emailOutbox)
      .set({ sentAt: new Date(Date.now() - 13 * 60 * 60 * 1000) })
      .where(eq(emailOutbox.orderId, id));
    const queue = await noAnswerCount();
    expect(queue.counts["no-answer"]).toBe(1);
    expect(queue.rows.map((row: { orderId: string }) => row.orderId)).toEqual([orderId]);
    expect((await backend.call("GET", `/admin/orders/${orderId}`, { token: OPERATOR_TOKEN }, app)).body.messageResendable).toBe(true);

    const resent = await backend.call("POST", `/admin/orders/${orderId}/resend-message`, { token: OPERATOR_TOKEN }, app);
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ messageResendable: false, messages: [expect.anything(), expect.anything()] });
    await backend.emailDelivery.idle();
    expect(backend.messenger.sent).toHaveLength(2);
    expect(backend.messenger.sent[1].link).not.toBe(backend.messenger.sent[0].link);
    // Sent again just now: no longer unanswered.
    expect((await noAnswerCount()).counts["no-answer"]).toBe(0);
    const twice = await backend.call("POST", `/admin/orders/${orderId}/resend-message`, { token: OPERATOR_TOKEN }, app);
    expect(twice).toMatchObject({ status: 409, body: { error: MESSAGE_NOT_RESENDABLE } });
    const byShopper = await backend.call("POST", `/admin/orders/${orderId}/resend-message`, { token: tokenFor("fatima") }, app);
    expect(byShopper.status).toBe(403);
  });

  it("sends no message again to an order the shopper answered", async () => {
    const { orderId } = await placed("nadia");
    const token = tokenOf(backend.messenger.sent[0].link);
    await backend.call("POST", `/order-links/${token}`, { body: { decision: "confirm" } }, app);
    const refused = await backend.call("POST", `/admin/orders/${orderId}/resend-message`, { token: OPERATOR_TOKEN }, app);
    expect(refused).toMatchObject({ status: 409, body: { error: MESSAGE_NOT_RESENDABLE } });
  });
});
