// The transition table over HTTP: which step may start from which stage, stale versions, races and stock.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { orderEvents } from "../db/schema";
import { ORDER_CHANGE_CLOSED, ORDER_CHANGED, stepNotAllowed } from "../../contract/order-lifecycle/messages";
import {
  orderChangeClosedReason,
  type OrderStage,
  orderStages,
  type OrderStep,
  orderTransitions,
  operatorSteps,
} from "../../contract/order-lifecycle/stages";
import { setVariant, stockOf } from "../test/fixtures";
import { describeOnEachDatabase, type TestBackend } from "../test/harness";
import { lifecycleOrders, OPERATOR, OTHER_OPERATOR } from "../test/lifecycle-orders";

/** Why a change is refused from a stage it cannot start from (a fresh order: inside the window). */
const changeClosedFrom = (stage: OrderStage) => orderChangeClosedReason(stage, new Date(), new Date())!;

describeOnEachDatabase("order lifecycle", (backend: TestBackend) => {
  const lifecycle = lifecycleOrders(backend);
  const { placedOrder, orderAt, view, take } = lifecycle;

  describe("the transition table, every step from every stage", () => {
    for (const stage of orderStages) {
      it(`from ${stage}`, async () => {
        for (const step of Object.keys(orderTransitions) as OrderStep[]) {
          await setVariant(backend.db, lifecycle.productId, { stock: 20 }); // one order per step: more than one product's stock
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
            expect(answer.body.error).toBe(
              step === "shopper-change" ? ORDER_CHANGE_CLOSED[changeClosedFrom(stage)] : stepNotAllowed(step, stage),
            );
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
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(18);
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
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(cancelled ? 20 : 18);
  });

  it("returns stock exactly once, and a cancel fails the payment", async () => {
    const { orderId } = await placedOrder("shopper", 3);
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(17);
    const cancelled = await take("cancel", orderId);
    expect(cancelled.body).toMatchObject({ orderStatus: "Cancelled", paymentStatus: "Cancelled", cancelReason: "unreachable" });
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(20);
    expect((await take("cancel", orderId)).status).toBe(409);
    expect((await take("shopper-cancel", orderId)).status).toBe(409);
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(20);
  });

  it("returned to sender: cancelled at once, back on the shelf only when the parcel is received back as resellable", async () => {
    const refused = await orderAt("shipped");
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(18);
    expect((await take("return-to-sender", refused.orderId)).body).toMatchObject({
      orderStatus: "Cancelled",
      paymentStatus: "Cancelled",
      stage: "returning-to-sender",
      allowedSteps: ["parcel-receive"],
    });
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(18);
    const queue = async () =>
      (await backend.call("GET", "/admin/orders?tab=returns", { token: OPERATOR })).body.rows.map(
        (row: { orderId: string }) => row.orderId,
      );
    expect(await queue()).toEqual([refused.orderId]);

    const received = await take("parcel-receive", refused.orderId);
    expect(received.body).toMatchObject({ orderStatus: "Cancelled", stage: "cancelled", allowedSteps: [] });
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(20);
    expect(await queue()).toEqual([]);
    expect((await take("parcel-receive", refused.orderId)).status).toBe(409);
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(20);

    // A damaged parcel is written off: nothing goes back on the shelf.
    const dented = await orderAt("returning-to-sender");
    const { version, items } = await view(dented.orderId);
    const written = await backend.call("POST", `/admin/orders/${dented.orderId}/parcel-receive`, {
      token: OPERATOR,
      body: { version, lines: items.map((item: { _id: string }) => ({ itemId: item._id, condition: "damaged" })) },
    });
    expect(written.body).toMatchObject({ stage: "cancelled" });
    expect(written.body.audit.at(-1).note).toBe("Test Handi × 2: Damaged: written off");
    expect(await stockOf(backend.db, lifecycle.productId)).toBe(18);
  });
});
