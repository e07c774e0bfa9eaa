import { beforeEach, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { defaultDeliveryRule, deliveryRuleMessages, type DeliveryRule, notDeliveredTo } from "../../contract/delivery-fee";
import { settingsMessages } from "../../contract/store-settings";
import { orderItems, orders, productVariants, storeSettings } from "../db/schema";
import { createAddress, createProduct, stockOf } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR = tokenFor("operator-settings");

describeOnEachDatabase("the delivery fee rule", (backend) => {
  beforeEach(() => backend.reset());

  const placeOrder = (userId: string, addressId: string) =>
    backend.call("POST", "/orders/create", { token: tokenFor(userId), body: { shippingAddress: addressId, paymentMethod: "cod" } });

  async function shopperWithCart(userId: string, pricePaisa: number, quantity = 1, city = "Lahore") {
    const product = await createProduct(backend.db, { pricePaisa, stock: 10, sizes: [] });
    const address = await createAddress(backend.db, userId, { city });
    const added = await backend.call("POST", "/cart/items", { token: tokenFor(userId), body: { productId: product.id, quantity } });
    expect(added.status).toBe(200);
    return { product, address, cart: added.body };
  }

  async function saveRule(rule: DeliveryRule, lowStockThreshold = 5) {
    const current = await backend.call("GET", "/admin/settings", { token: OPERATOR });
    const saved = await backend.call("PUT", "/admin/settings", {
      token: OPERATOR,
      body: { version: current.body.version, deliveryRule: rule, lowStockThreshold, firstOrderLimitRupees: 30_000 },
    });
    expect(saved.status).toBe(200);
    return saved.body;
  }

  it("charges the policy's Rs 200 below Rs 5,000 and stores it on the order; free from Rs 5,000", async () => {
    const below = await shopperWithCart("small-order", 220_000);
    expect(below.cart.delivery).toEqual({ city: "Lahore", fee: 200, remainingForFree: 2_800 });
    const placed = await placeOrder("small-order", below.address.id);
    expect(placed.status).toBe(201);
    expect(placed.body.order).toMatchObject({ subtotal: 2_200, shippingFee: 200, totalAmount: 2_400 });
    const [row] = await backend.db.select().from(orders).where(eq(orders.id, placed.body.order._id));
    expect(row).toMatchObject({ shippingPaisa: 20_000, totalPaisa: 240_000 });
    await backend.emailDelivery.idle();
    const confirmation = backend.mailer.sent.find((mail) => mail.to === "small-order@example.test");
    expect(confirmation?.text).toContain("Delivery: Rs 200\n  Total (cash on delivery): Rs 2,400");

    const atThreshold = await shopperWithCart("big-order", 250_000, 2);
    expect(atThreshold.cart.delivery).toEqual({ city: "Lahore", fee: 0, remainingForFree: 0 });
    const free = await placeOrder("big-order", atThreshold.address.id);
    expect(free.body.order).toMatchObject({ subtotal: 5_000, shippingFee: 0, totalAmount: 5_000 });
  });

  it("charges what the rule in force says when the order is placed; earlier orders keep their fee", async () => {
    const first = await shopperWithCart("before", 100_000);
    const before = await placeOrder("before", first.address.id);
    await saveRule({ ...defaultDeliveryRule, flatFeeRupees: 350, freeFromRupees: 8_000 });

    const second = await shopperWithCart("after", 600_000);
    expect(second.cart.delivery).toEqual({ city: "Lahore", fee: 350, remainingForFree: 2_000 });
    const after = await placeOrder("after", second.address.id);
    expect(after.body.order).toMatchObject({ shippingFee: 350, totalAmount: 6_350 });
    const history = await backend.call("GET", "/orders/history", { token: tokenFor("before") });
    expect(history.body[0]).toMatchObject({ orderId: before.body.orderId, shippingFee: 200, totalAmount: 1_200 });
    expect((await backend.call("GET", "/settings/delivery")).body).toEqual({
      rule: { ...defaultDeliveryRule, flatFeeRupees: 350, freeFromRupees: 8_000 },
    });
  });

  it("gives a city its own fee, and refuses a city the rule does not deliver to without taking stock", async () => {
    await saveRule({
      ...defaultDeliveryRule,
      cityOverrides: [
        { city: "Gilgit", feeRupees: 700 },
        { city: "Turbat", feeRupees: null },
      ],
    });
    const gilgit = await shopperWithCart("north", 900_000, 1, "gilgit");
    expect(gilgit.cart.delivery).toEqual({ city: "gilgit", fee: 700, remainingForFree: null });
    expect((await placeOrder("north", gilgit.address.id)).body.order).toMatchObject({ shippingFee: 700, totalAmount: 9_700 });

    const turbat = await shopperWithCart("south", 300_000, 2, "Turbat");
    expect(turbat.cart.delivery.fee).toBeNull();
    const refused = await placeOrder("south", turbat.address.id);
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe(notDeliveredTo("Turbat"));
    expect(refused.body.fields).toMatchObject({ city: notDeliveredTo("Turbat") });
    expect(await stockOf(backend.db, turbat.product.id)).toBe(10);
    expect((await backend.call("GET", "/cart", { token: tokenFor("south") })).body.items).toHaveLength(1);

    // A town not on the list (a saved free-text city) takes the default fee.
    const town = await shopperWithCart("village", 100_000, 1, "Chak 45 GB");
    expect((await placeOrder("village", town.address.id)).body.order).toMatchObject({ shippingFee: 200 });
  });

  it("adds the charge per kilogram over the rule's weight, from each size's weight, in the cart and on the order", async () => {
    await saveRule({ ...defaultDeliveryRule, weightCharge: { overKg: 5, perKgRupees: 80 } });
    const heavy = await shopperWithCart("heavy-order", 300_000, 3);
    expect(heavy.cart.delivery).toEqual({ city: "Lahore", fee: 0, remainingForFree: 0 });
    await backend.db.update(productVariants).set({ weightGrams: 2_400 }).where(eq(productVariants.productId, heavy.product.id));
    // 7.2 kg: each kilogram, or part of one, over 5 kg adds Rs 80; free delivery covers the flat fee only.
    expect((await backend.call("GET", "/cart", { token: tokenFor("heavy-order") })).body.delivery).toMatchObject({ fee: 240 });
    const placed = await placeOrder("heavy-order", heavy.address.id);
    expect(placed.body.order).toMatchObject({ subtotal: 9_000, shippingFee: 240, totalAmount: 9_240 });
    // The line keeps the weight it was charged by, for the courier's file.
    const [line] = await backend.db.select().from(orderItems).where(eq(orderItems.orderId, placed.body.order._id));
    expect(line.weightGrams).toBe(2_400);
  });

  it("keeps settings for operators only, refuses a bad rule field by field and a stale version, saving nothing", async () => {
    const shopper = await backend.call("PUT", "/admin/settings", {
      token: tokenFor("shopper"),
      body: { version: 0, deliveryRule: defaultDeliveryRule, lowStockThreshold: 5, firstOrderLimitRupees: 30_000 },
    });
    expect(shopper.status).toBe(403);
    expect((await backend.call("GET", "/admin/settings", { token: tokenFor("shopper") })).status).toBe(403);

    const fresh = await backend.call("GET", "/admin/settings", { token: OPERATOR });
    expect(fresh.body).toMatchObject({
      version: 0,
      deliveryRule: defaultDeliveryRule,
      lowStockThreshold: 5,
      firstOrderLimitRupees: 30_000,
    });
    const bad = await backend.call("PUT", "/admin/settings", {
      token: OPERATOR,
      body: {
        version: 0,
        deliveryRule: { ...defaultDeliveryRule, freeFromRupees: -1, cityOverrides: [{ city: "Atlantis", feeRupees: 5 }] },
        lowStockThreshold: -3,
        firstOrderLimitRupees: 12.5,
      },
    });
    expect(bad.status).toBe(400);
    const overflowing = await backend.call("PUT", "/admin/settings", {
      token: OPERATOR,
      body: { version: 99_999_999_999, deliveryRule: defaultDeliveryRule, lowStockThreshold: 5, firstOrderLimitRupees: 30_000 },
    });
    expect(overflowing.status).toBe(400);
    expect(overflowing.body.fields).toMatchObject({ version: settingsMessages.version });
    expect(bad.body.fields).toMatchObject({
      "deliveryRule.freeFromRupees": deliveryRuleMessages.freeFrom,
      "deliveryRule.cityOverrides.0.city": deliveryRuleMessages.city,
      lowStockThreshold: settingsMessages.lowStock,
      firstOrderLimitRupees: settingsMessages.firstOrderLimit,
    });
    expect(await backend.db.select().from(storeSettings)).toEqual([]);

    const saved = await saveRule(defaultDeliveryRule, 9);
    expect(saved).toMatchObject({ version: 1, lowStockThreshold: 9 });
    const stale = await backend.call("PUT", "/admin/settings", {
      token: OPERATOR,
      body: { version: 0, deliveryRule: { ...defaultDeliveryRule, flatFeeRupees: 1 }, lowStockThreshold: 2, firstOrderLimitRupees: 30_000 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: settingsMessages.stale, settings: { version: 1, lowStockThreshold: 9 } });
  });

  it("marks products low on stock by the operator's threshold", async () => {
    // One size: a product is low when any size on sale is at or under the threshold.
    const product = await createProduct(backend.db, { stock: 8, sizes: [] });
    const lowStock = async () =>
      (await backend.call("GET", "/admin/products", { token: OPERATOR })).body.rows.find((row: { _id: string }) => row._id === product.id)
        .lowStock;
    expect(await lowStock()).toBe(false);
    await saveRule(defaultDeliveryRule, 8);
    expect(await lowStock()).toBe(true);
  });
});
