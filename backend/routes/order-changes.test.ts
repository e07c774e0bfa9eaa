// The shopper's changes within the window: lower or remove a line, a new address or phone, the totals by the
// order's own delivery rule, the preview that saves nothing, and every refusal.
import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { orderEvents, stockMovements } from "../db/schema";
import { recordOrder } from "../store/orders";
import { SELECT_ADDRESS } from "../../contract/messages";
import type { DeliveryRule } from "../../contract/delivery-fee";
import {
  ITEM_NOT_IN_ORDER,
  KEEP_ONE_ITEM,
  NOTHING_CHANGED,
  ONLY_LOWER_QUANTITY,
  ORDER_CHANGE_CLOSED,
  ORDER_CHANGED,
} from "../../contract/order-lifecycle/messages";
import { SHOPPER_CANCEL_WINDOW_MS } from "../../contract/order-lifecycle/stages";
import { createAddress, createProduct, createUser, setVariant, stockOf } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";
import { OPERATOR } from "../test/lifecycle-orders";

const SHOPPER = "changing-shopper";
const rule: DeliveryRule = {
  flatFeeRupees: 200,
  freeFromRupees: 5_000,
  cityOverrides: [{ city: "Karachi", feeRupees: 350 }],
  weightCharge: null,
};

describeOnEachDatabase("changes within two hours", (backend: TestBackend) => {
  let handi: string;
  let tawa: string;
  beforeEach(async () => {
    await backend.reset();
    handi = (await createProduct(backend.db, { name: "Sultan Handi", stock: 10, pricePaisa: 300_000, sizes: [] })).id;
    tawa = (await createProduct(backend.db, { name: "Iron Tawa", stock: 10, pricePaisa: 150_000, sizes: [] })).id;
    await createUser(backend.db, SHOPPER, { phone: "+923001234567" });
    await createUser(backend.db, "operator-amna");
  });

  /** 2 handis (Rs 6,000) and 1 tawa (Rs 1,500): Rs 7,500, delivered free under the rule; stock taken as checkout would. */
  async function placed(createdAt?: Date) {
    const order = await backend.db.transaction(async (tx) => {
      const handiVariant = await setVariant(tx, handi, { stock: 8, weightGrams: 2_000 });
      const tawaVariant = await setVariant(tx, tawa, { stock: 9, weightGrams: 1_000 });
      return recordOrder(tx, {
        userId: SHOPPER,
        paymentMethod: "cod",
        customer: { name: "Ayesha", phone: "+923001234567" },
        shippingAddress: { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" },
        lines: [
          { productId: handi, variantId: handiVariant.id, name: "Sultan Handi", size: null, quantity: 2, unitPricePaisa: 300_000 },
          { productId: tawa, variantId: tawaVariant.id, name: "Iron Tawa", size: null, quantity: 1, unitPricePaisa: 150_000 },
        ],
        shippingPaisa: 0,
        deliveryRule: rule,
        createdAt,
      });
    });
    const [handiLine, tawaLine] = order.items;
    return { orderId: `CW-${order.orderNumber}`, id: order.id, handiLine: handiLine.id, tawaLine: tawaLine.id };
  }

  const token = tokenFor(SHOPPER);
  const view = async (orderId: string) => (await backend.call("GET", `/orders/${orderId}`, { token })).body;
  const change = async (orderId: string, body: Record<string, unknown>, path = "change") =>
    backend.call("POST", `/orders/${orderId}/${path}`, { token, body: { version: (await view(orderId)).version, ...body } });

  it("previews a removed line with the fee the order's rule now charges, saving nothing", async () => {
    const order = await placed();
    const before = await view(order.orderId);
    expect(before).toMatchObject({ subtotal: 7_500, shippingFee: 0, totalAmount: 7_500, changeClosedReason: null });

    const preview = await change(order.orderId, { lines: [{ itemId: order.handiLine, quantity: 0 }] }, "change/preview");
    expect(preview.status).toBe(200);
    // Rs 1,500 is under the free-delivery threshold: the rule's Rs 200 comes back.
    expect(preview.body).toMatchObject({ subtotal: 1_500, shippingFee: 200, totalAmount: 1_700, version: before.version });
    expect(preview.body.items.map((item: { name: string }) => item.name)).toEqual(["Iron Tawa"]);
    expect(await view(order.orderId)).toEqual(before);
    expect(await stockOf(backend.db, handi)).toBe(8);
  });

  it("lowers and removes lines: new totals, stock back for what was removed, one audit row and one email", async () => {
    const order = await placed();
    const answer = await change(order.orderId, {
      lines: [
        { itemId: order.handiLine, quantity: 1 },
        { itemId: order.tawaLine, quantity: 0 },
      ],
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ subtotal: 3_000, shippingFee: 200, totalAmount: 3_200, stage: "awaiting-confirmation" });
    expect(answer.body.items).toEqual([expect.objectContaining({ name: "Sultan Handi", quantity: 1 })]);
    expect(answer.body.timeline.at(-1)).toMatchObject({ step: "shopper-change", label: "Changed by you", note: null });
    expect(await stockOf(backend.db, handi)).toBe(9);
    expect(await stockOf(backend.db, tawa)).toBe(10);
    const ledger = await backend.db
      .select({ productId: stockMovements.productId, delta: stockMovements.delta, reason: stockMovements.reason })
      .from(stockMovements)
      .where(eq(stockMovements.orderId, order.id));
    expect(ledger.sort((a, b) => a.productId.localeCompare(b.productId))).toEqual(
      [
        { productId: handi, delta: 1, reason: "order-returned" },
        { productId: tawa, delta: 1, reason: "order-returned" },
      ].sort((a, b) => a.productId.localeCompare(b.productId)),
    );
    const audit = (await backend.call("GET", `/admin/orders/${order.orderId}`, { token: OPERATOR })).body.audit;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ step: "shopper-change", actorRole: "shopper", fromStage: "awaiting-confirmation" });
    expect(audit[0].note).toBe("Sultan Handi: 2 → 1; Removed Iron Tawa; New total Rs 3,200");
    await vi.waitFor(() => expect(backend.mailer.sent).toHaveLength(1));
    expect(backend.mailer.sent[0].subject).toBe(`Your order ${order.orderId}: Changed by you`);
    expect(backend.mailer.sent[0].text).toContain("  1 × Sultan Handi: Rs 3,000\n  Delivery: Rs 200\n  Total (cash on delivery): Rs 3,200");
  });

  it("moves the order to another saved address and phone, the fee by that city's own rule", async () => {
    const order = await placed();
    const karachi = await createAddress(backend.db, SHOPPER, {
      street: "4 Clifton Block 5",
      city: "Karachi",
      state: "Sindh",
      isDefault: false,
    });
    const answer = await change(order.orderId, { addressId: karachi.id, phone: "0321-5550101" });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      shippingAddress: { street: "4 Clifton Block 5", city: "Karachi" },
      customerPhone: "+923215550101",
      shippingFee: 350,
      totalAmount: 7_850,
    });
    const [event] = await backend.db.select().from(orderEvents).where(eq(orderEvents.orderId, order.id));
    expect(event.note).toBe("Delivery address: 4 Clifton Block 5, Karachi, Sindh, 54000; Phone: 0321 5550101; New total Rs 7,850");
    // Someone else's address is not the shopper's to choose.
    const stranger = await createAddress(backend.db, "someone-else");
    const refused = await change(order.orderId, { addressId: stranger.id }, "change/preview");
    expect(refused.status).toBe(422);
    expect(refused.body.fields).toEqual({ addressId: SELECT_ADDRESS });
  });

  it("refuses a raised quantity, an unknown line, removing everything and a change that changes nothing, naming the field", async () => {
    const order = await placed();
    const raised = await change(order.orderId, {
      lines: [
        { itemId: order.tawaLine, quantity: 0 },
        { itemId: order.handiLine, quantity: 3 },
      ],
    });
    expect(raised.status).toBe(422);
    expect(raised.body.fields).toEqual({ "lines.1.quantity": ONLY_LOWER_QUANTITY });
    const unknown = await change(order.orderId, { lines: [{ itemId: "not-a-line", quantity: 1 }] });
    expect(unknown.body.fields).toEqual({ "lines.0.quantity": ITEM_NOT_IN_ORDER });
    const everything = await change(order.orderId, {
      lines: [
        { itemId: order.handiLine, quantity: 0 },
        { itemId: order.tawaLine, quantity: 0 },
      ],
    });
    expect(everything.body.error).toBe(KEEP_ONE_ITEM);
    const same = await change(order.orderId, { phone: "0300 1234567", lines: [{ itemId: order.handiLine, quantity: 2 }] });
    expect(same.body.error).toBe(NOTHING_CHANGED);
    const badPhone = await change(order.orderId, { phone: "12345" });
    expect(badPhone.status).toBe(400);
    expect(Object.keys(badPhone.body.fields)).toEqual(["phone"]);
    expect(await stockOf(backend.db, handi)).toBe(8);
    expect((await view(order.orderId)).version).toBe(1);
  });

  it("is closed past the window and once confirmed, the preview too, with the reason", async () => {
    const late = await placed(new Date(Date.now() - SHOPPER_CANCEL_WINDOW_MS - 60_000));
    expect((await view(late.orderId)).changeClosedReason).toBe("window");
    for (const path of ["change", "change/preview"]) {
      const answer = await change(late.orderId, { phone: "0321 5550101" }, path);
      expect(answer.status).toBe(409);
      expect(answer.body.error).toBe(ORDER_CHANGE_CLOSED.window);
    }
    const confirmed = await placed();
    const { version } = (await backend.call("GET", `/admin/orders/${confirmed.orderId}`, { token: OPERATOR })).body;
    await backend.call("POST", `/admin/orders/${confirmed.orderId}/confirm`, { token: OPERATOR, body: { version } });
    expect((await view(confirmed.orderId)).changeClosedReason).toBe("confirmed");
    const answer = await change(confirmed.orderId, { lines: [{ itemId: confirmed.handiLine, quantity: 1 }] });
    expect(answer.body.error).toBe(ORDER_CHANGE_CLOSED.confirmed);
    expect(await stockOf(backend.db, handi)).toBe(8);
  });

  it("applies one of ten identical changes posted at once, and refuses a stale version", async () => {
    const order = await placed();
    const { version } = await view(order.orderId);
    const body = { version, lines: [{ itemId: order.handiLine, quantity: 1 }] };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => backend.call("POST", `/orders/${order.orderId}/change`, { token, body })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const refused of answers.filter((answer) => answer.status === 409)) expect(refused.body.error).toBe(ORDER_CHANGED);
    expect(await stockOf(backend.db, handi)).toBe(9);
    const events = await backend.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.step, "shopper-change")));
    expect(events).toHaveLength(1);
    // Someone else's order is not found.
    const stranger = await backend.call("POST", `/orders/${order.orderId}/change`, { token: tokenFor("someone-else"), body });
    expect(stranger.status).toBe(404);
  });
});
