// Refunds with amounts: partial refunds up to what was paid, the payment status they leave, and one refund however often it is posted.
import { expect, it, vi } from "vitest";
import {
  CHOOSE_REFUND_METHOD,
  ENTER_REFUND_AMOUNT,
  NOTHING_TO_REFUND,
  ORDER_CHANGED,
  REFUND_AMOUNT_FORMAT,
  refundTooLarge,
  stepNotAllowed,
} from "../../contract/order-lifecycle/messages";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";
import { lifecycleOrders, OPERATOR } from "../test/lifecycle-orders";

describeOnEachDatabase("refunds", (backend: TestBackend) => {
  const { orderAt, view } = lifecycleOrders(backend);
  const refund = async (orderId: string, body: Record<string, unknown>, version?: number) =>
    backend.call("POST", `/admin/orders/${orderId}/refund`, {
      token: OPERATOR,
      body: { version: version ?? (await view(orderId)).version, ...body },
    });
  const refundEmails = () => backend.mailer.sent.filter((mail) => mail.subject.endsWith("Refunded"));

  it("records partial refunds up to what was paid: each amount in the answer, the audit log and the email; then no more", async () => {
    const { orderId } = await orderAt("return-received");
    const total = (await view(orderId)).totalAmount;
    expect(total).toBe(6000);

    const first = await refund(orderId, { amount: "2,500", method: "jazzcash", reference: "JC-4411" });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      stage: "refunded",
      paymentStatus: "Partially refunded",
      refundedAmount: 2500,
      refunds: [{ amount: 2500, method: "jazzcash", reference: "JC-4411" }],
      allowedSteps: ["refund"],
    });
    expect(first.body.audit.at(-1)).toMatchObject({ step: "refund", note: "Rs 2,500 by JazzCash (reference JC-4411)" });
    await vi.waitFor(() => expect(refundEmails()).toHaveLength(1));
    expect(refundEmails()[0].text).toContain("Rs 2,500 has been refunded to you by JazzCash.");
    expect(refundEmails()[0].text).toContain("So far Rs 2,500 of the Rs 6,000 you paid has been refunded.");

    const tooMuch = await refund(orderId, { amount: "3500.01", method: "cash" });
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body).toMatchObject({ error: refundTooLarge(350_000), fields: { amount: refundTooLarge(350_000) } });
    expect(refundTooLarge(350_000)).toBe("At most Rs 3,500 can be refunded on this order");

    const rest = await refund(orderId, { amount: "3500", method: "bank-transfer", note: "Damaged lid" });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ paymentStatus: "Refunded", refundedAmount: 6000, allowedSteps: [] });
    expect(rest.body.refunds.map((line: { amount: number }) => line.amount)).toEqual([2500, 3500]);
    expect(rest.body.audit.at(-1).note).toBe("Rs 3,500 by Bank transfer. Damaged lid");
    await vi.waitFor(() => expect(refundEmails()).toHaveLength(2));
    expect(
      refundEmails()
        .map((mail) => mail.text)
        .join("\n"),
    ).toContain("Everything you paid, Rs 6,000, has now been refunded.");

    const beyond = await refund(orderId, { amount: "1", method: "cash" });
    expect(beyond.status).toBe(409);
    expect(beyond.body.error).toBe(NOTHING_TO_REFUND);
    // The shopper sees the same amounts on their order and in their history.
    const mine = (await backend.call("GET", `/orders/${orderId}`, { token: tokenFor("shopper") })).body;
    expect(mine).toMatchObject({ paymentStatus: "Refunded", refundedAmount: 6000 });
    expect(mine.refunds).toHaveLength(2);
  });

  it("names the fields a refund needs, and takes paisa but not fractions of them", async () => {
    const { orderId } = await orderAt("return-received");
    const empty = await refund(orderId, { amount: " ", method: "" });
    expect(empty.status).toBe(400);
    expect(empty.body.fields).toEqual({ amount: ENTER_REFUND_AMOUNT, method: CHOOSE_REFUND_METHOD });
    for (const amount of ["abc", "-5", "0", "10.005", "1e9"]) {
      const wrong = await refund(orderId, { amount, method: "cash" });
      expect(wrong.status, amount).toBe(400);
      expect(wrong.body.fields, amount).toEqual({ amount: REFUND_AMOUNT_FORMAT });
    }
    const withPaisa = await refund(orderId, { amount: "10.50", method: "easypaisa" });
    expect(withPaisa.body).toMatchObject({ refundedAmount: 10.5, paymentStatus: "Partially refunded" });
    expect(withPaisa.body.audit.at(-1).note).toBe("Rs 10.50 by EasyPaisa");
  });

  it("refuses a refund before the return is approved: nothing was given back", async () => {
    const { orderId } = await orderAt("delivered");
    const early = await refund(orderId, { amount: "100", method: "cash" });
    expect(early.status).toBe(409);
    expect(early.body.error).toBe(stepNotAllowed("refund", "delivered"));
    expect((await view(orderId)).refunds).toEqual([]);
  });

  it("records one refund when the same form is posted ten times at once", async () => {
    const { orderId } = await orderAt("return-received");
    const { version } = await view(orderId);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(orderId, { amount: "1000", method: "cash", reference: "R-1" }, version)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((answer) => answer.status === 409)) expect(answer.body.error).toBe(ORDER_CHANGED);
    expect(await view(orderId)).toMatchObject({ refundedAmount: 1000, paymentStatus: "Partially refunded" });
    expect((await view(orderId)).refunds).toHaveLength(1);
  });
});
