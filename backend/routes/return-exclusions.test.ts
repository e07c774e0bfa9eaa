import { beforeEach, expect, it } from "vitest";
import { NOTHING_RETURNABLE } from "../../contract/order-lifecycle/messages";
import { returnExclusionLabels } from "../../contract/order-lifecycle/return-policy";
import { takeOrderStep } from "../store/order-lifecycle";
import { createAddress, createProduct, createUser, setVariant } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR = tokenFor("operator-amna");

describeOnEachDatabase("items that cannot be returned", (backend) => {
  beforeEach(async () => {
    await backend.reset();
    await createUser(backend.db, "operator-amna");
  });

  const shopperCall = (method: string, path: string, userId: string, body?: unknown) =>
    backend.call(method, path, { token: tokenFor(userId), body });

  /** Places the shopper's order of one unit of each line, then confirms, ships and delivers it. */
  async function deliveredOrder(userId: string, lines: { productId: string; variant: string }[]) {
    const address = await createAddress(backend.db, userId);
    for (const line of lines) expect((await shopperCall("POST", "/cart/items", userId, { ...line, quantity: 1 })).status).toBe(200);
    const placed = await shopperCall("POST", "/orders/create", userId, { shippingAddress: address.id, paymentMethod: "cod" });
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    for (const step of ["confirm", "ship", "deliver"] as const) {
      const change = step === "ship" ? { step, courier: "TCS" as const, courierTrackingId: "TCS-1", courierTrackingUrl: null } : { step };
      await takeOrderStep(backend.db, { reference: orderId, actor: { userId: "operator-amna", role: "operator" }, change });
    }
    return (await shopperCall("GET", `/orders/${orderId}`, userId)).body;
  }

  it("keeps, with each line, why it cannot be returned as it was bought: a final sale, or a size sold below its compare-at price", async () => {
    const clearance = await createProduct(backend.db, { name: "Clearance Karahi", sizes: [], finalSale: true });
    const sale = await createProduct(backend.db, { name: "Sale Handi", sizes: ["No. 2", "No. 3"] });
    await setVariant(backend.db, sale.id, { pricePaisa: 200_000, compareAtPaisa: 260_000, stock: 5 }, "no-3");
    const plain = await createProduct(backend.db, { name: "Plain Tawa", sizes: [] });

    const order = await deliveredOrder("cook", [
      { productId: clearance.id, variant: "default" },
      { productId: sale.id, variant: "no-3" },
      { productId: sale.id, variant: "no-2" },
      { productId: plain.id, variant: "default" },
    ]);
    expect(order.items.map((item: { name: string; returnExclusion: string | null }) => [item.name, item.returnExclusion])).toEqual([
      ["Clearance Karahi", "final-sale"],
      ["Sale Handi", "sale"],
      ["Sale Handi", null],
      ["Plain Tawa", null],
    ]);
    expect(order.canRequestReturn).toBe(true);
    const [clearanceLine, saleLine, fullPriceLine, plainLine] = order.items.map((item: { _id: string }) => item._id);

    // A later change to the product does not change what was bought.
    await setVariant(backend.db, sale.id, { compareAtPaisa: null }, "no-3");

    const refusedSale = await shopperCall("POST", `/orders/${order.orderId}/return-request`, "cook", {
      reason: "changed-mind",
      lines: [
        { itemId: fullPriceLine, quantity: 1 },
        { itemId: saleLine, quantity: 1 },
      ],
    });
    expect(refusedSale.status).toBe(422);
    expect(refusedSale.body.fields).toEqual({ "lines.1.quantity": returnExclusionLabels.sale });
    const refusedClearance = await shopperCall("POST", `/orders/${order.orderId}/return-request`, "cook", {
      reason: "damaged",
      lines: [{ itemId: clearanceLine, quantity: 1 }],
    });
    expect(refusedClearance.body.fields).toEqual({ "lines.0.quantity": returnExclusionLabels["final-sale"] });

    // The whole order, asked without lines: only what can be returned.
    const whole = await shopperCall("POST", `/orders/${order.orderId}/return-request`, "cook", { reason: "changed-mind" });
    expect(whole.status).toBe(200);
    expect(whole.body.returnRequest.lines.map((line: { itemId: string }) => line.itemId)).toEqual([fullPriceLine, plainLine]);
  });

  it("offers no return on an order of final-sale items only, and refuses a forged one", async () => {
    const custom = await createProduct(backend.db, { name: "Engraved Handi", sizes: [], finalSale: true });
    const order = await deliveredOrder("engraved", [{ productId: custom.id, variant: "default" }]);
    expect(order.canRequestReturn).toBe(false);
    const forged = await shopperCall("POST", `/orders/${order.orderId}/return-request`, "engraved", { reason: "damaged" });
    expect(forged.status).toBe(409);
    expect(forged.body.error).toBe(NOTHING_RETURNABLE);
  });

  it("lets the operator mark a product a final sale, and unmark it, on the product form", async () => {
    const created = await backend.call("POST", "/admin/products", {
      token: OPERATOR,
      body: {
        name: "Custom Deg",
        slug: "custom-deg",
        description: "Made to order.",
        price: 9000,
        status: "active",
        stock: 2,
        finalSale: "on",
      },
    });
    expect(created.status).toBe(201);
    expect(created.body.finalSale).toBe(true);
    const { _id, name, description, price, filterKeys, sizes, status, version } = created.body;
    const edited = await backend.call("POST", `/admin/products/${_id}`, {
      token: OPERATOR,
      body: { name, slug: _id, description, price, filterKeys, sizes, status, version },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.finalSale).toBe(false);
  });
});
