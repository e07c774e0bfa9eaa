import { eq } from "drizzle-orm";
import { beforeEach, expect, it, vi } from "vitest";
import { emailOutbox, orders } from "../db/schema";
import { PHONE_MESSAGE } from "../../contract/phone";
import { createAddress, createProduct, createUser, setVariant, stockOf } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

describeOnEachDatabase("orders", (backend) => {
  beforeEach(() => backend.reset());

  async function shopperWithCart(userId: string, lines: { productId: string; quantity: number; size?: string }[]) {
    const address = await createAddress(backend.db, userId);
    for (const line of lines) {
      const added = await backend.call("POST", "/cart/items", { token: tokenFor(userId), body: line });
      expect(added.status).toBe(200);
    }
    return address;
  }

  const placeOrder = (userId: string, body: unknown, headers: Record<string, string> = {}) =>
    backend.call("POST", "/orders/create", { token: tokenFor(userId), body, headers });

  it("places an order: prices from the database, stock taken, address snapshot, cart emptied, email queued", async () => {
    const handi = await createProduct(backend.db, { name: "Copper Handi", pricePaisa: 450_000, stock: 10 });
    const pan = await createProduct(backend.db, { name: "Marble Pan", pricePaisa: 120_050, stock: 4, sizes: [] });
    await setVariant(backend.db, handi.id, { stock: 5 }, "no-3");
    const address = await shopperWithCart("buyer", [
      { productId: handi.id, quantity: 2, size: "No. 2" },
      { productId: handi.id, quantity: 1, size: "No. 3" },
      { productId: pan.id, quantity: 1 },
    ]);
    // The price changes after the shopper filled the cart: the order charges today's price.
    await setVariant(backend.db, handi.id, { pricePaisa: 460_000 }, "no-2");
    await setVariant(backend.db, handi.id, { pricePaisa: 460_000 }, "no-3");

    const response = await placeOrder("buyer", { shippingAddress: address.id, paymentMethod: "cod", userData: { name: "ignored" } });
    expect(response.status).toBe(201);
    const { orderId, order } = response.body;
    expect(orderId).toMatch(/^CW-\d{6,}$/);
    expect(order).toMatchObject({
      orderId,
      orderStatus: "Processing",
      paymentStatus: "Pending",
      paymentMethod: "cod",
      subtotal: 4600 * 3 + 1200.5,
      shippingFee: 0,
      tax: 0,
      totalAmount: 4600 * 3 + 1200.5,
      shippingAddress: { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" },
      customerName: "Shopper buyer",
      customerPhone: "+923001234567",
    });
    expect(order.trackingId).toMatch(/^TRK[A-Z0-9]{10}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        product: { _id: handi.id, name: "Copper Handi" },
        name: "Copper Handi",
        quantity: 2,
        size: "No. 2",
        price: 4600,
      }),
      expect.objectContaining({ product: { _id: handi.id, name: "Copper Handi" }, quantity: 1, size: "No. 3", price: 4600 }),
      expect.objectContaining({ product: { _id: pan.id, name: "Marble Pan" }, quantity: 1, size: null, price: 1200.5 }),
    ]);

    expect(await stockOf(backend.db, handi.id)).toBe(12); // 10 of No. 2 and 5 of No. 3, less the 3 ordered
    expect(await stockOf(backend.db, pan.id)).toBe(3);
    expect((await backend.call("GET", "/cart", { token: tokenFor("buyer") })).body.items).toEqual([]);

    await vi.waitFor(() => expect(backend.mailer.sent).toHaveLength(1));
    expect(backend.mailer.sent[0]).toMatchObject({ to: "buyer@example.test", subject: `We have received your order ${orderId}` });
    // The store's reference is no tracking ID: none is sent before a courier has the parcel.
    expect(backend.mailer.sent[0].text).not.toContain(order.trackingId);
    expect(backend.mailer.sent[0].text).toContain(order.orderId);
  });

  it("writes the confirmation email in the language the order was placed in; a language it does not know is refused", async () => {
    const product = await createProduct(backend.db, { name: "Copper Handi", stock: 10 });
    const address = await shopperWithCart("urdu-reader", [{ productId: product.id, quantity: 1, size: "No. 2" }]);
    const unknown = await placeOrder("urdu-reader", { shippingAddress: address.id, paymentMethod: "cod", language: "fr" });
    expect(unknown.status).toBe(400);
    const response = await placeOrder("urdu-reader", { shippingAddress: address.id, paymentMethod: "cod", language: "ur" });
    expect(response.status).toBe(201);
    await vi.waitFor(() => expect(backend.mailer.sent).toHaveLength(1));
    expect(backend.mailer.sent[0].subject).toBe(`آپ کا آرڈر \u2066${response.body.orderId}\u2069 موصول ہو گیا!`);
    expect(backend.mailer.sent[0].text).toContain("آپ کی خریداری کا شکریہ");
    // Kept with the order, for the emails of its later steps.
    const [placed] = await backend.db.select({ language: orders.language }).from(orders).where(eq(orders.userId, "urdu-reader"));
    expect(placed.language).toBe("ur");
  });

  it("numbers orders in sequence", async () => {
    const product = await createProduct(backend.db);
    const address = await shopperWithCart("counter", [{ productId: product.id, quantity: 1, size: "No. 2" }]);
    const first = await placeOrder("counter", { shippingAddress: address.id, paymentMethod: "cod" });
    await backend.call("POST", "/cart/items", { token: tokenFor("counter"), body: { productId: product.id, quantity: 1, size: "No. 2" } });
    const second = await placeOrder("counter", { shippingAddress: { _id: address.id }, paymentMethod: "cod" });
    expect(Number(second.body.orderId.slice(3))).toBe(Number(first.body.orderId.slice(3)) + 1);
  });

  it("refuses an order without a phone on the profile with 422, and keeps the name and phone it was placed with", async () => {
    const product = await createProduct(backend.db, { sizes: [] });
    await createUser(backend.db, "silent");
    const address = await shopperWithCart("silent", [{ productId: product.id, quantity: 1 }]);
    const refused = await placeOrder("silent", { shippingAddress: address.id, paymentMethod: "cod" });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({ error: PHONE_MESSAGE, fields: { phone: PHONE_MESSAGE } });
    expect(await stockOf(backend.db, product.id)).toBe(10);

    const token = tokenFor("silent");
    expect((await backend.call("PUT", "/users/profile", { token, body: { name: "Ayesha Khan", phone: "0321 7654321" } })).status).toBe(200);
    const placed = await placeOrder("silent", { shippingAddress: address.id, paymentMethod: "cod" });
    expect(placed.status).toBe(201);
    await backend.call("PUT", "/users/profile", { token, body: { name: "Ayesha K", phone: "0300 1111111" } });
    const order = await backend.call("GET", `/orders/${placed.body.orderId}`, { token });
    expect(order.body).toMatchObject({ customerName: "Ayesha Khan", customerPhone: "+923217654321" });
  });

  it("refuses an empty cart with 409", async () => {
    const address = await createAddress(backend.db, "empty");
    const response = await placeOrder("empty", { shippingAddress: address.id, paymentMethod: "cod" });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: "Your cart is empty" });
  });

  it("refuses a missing, unknown or foreign address with 422", async () => {
    const product = await createProduct(backend.db);
    await shopperWithCart("picky", [{ productId: product.id, quantity: 1, size: "No. 2" }]);
    const someoneElses = await createAddress(backend.db, "neighbour");
    for (const shippingAddress of [someoneElses.id, "0123456789abcdef01234567", undefined, "  "]) {
      const response = await placeOrder("picky", { shippingAddress, paymentMethod: "cod" });
      expect(response.status).toBe(422);
      expect(response.body.error).toBe("Please select a delivery address");
    }
    expect(await stockOf(backend.db, product.id)).toBe(10);
  });

  it("refuses a disabled payment method with 422 and bad input with 400", async () => {
    const product = await createProduct(backend.db);
    const address = await shopperWithCart("payer", [{ productId: product.id, quantity: 1, size: "No. 2" }]);
    const card = await placeOrder("payer", { shippingAddress: address.id, paymentMethod: "CreditCard" });
    expect(card.status).toBe(422);
    expect(card.body.error).toBe("Only cash on delivery is available");

    expect((await placeOrder("payer", { shippingAddress: 42, paymentMethod: "cod" })).status).toBe(400);
    expect((await placeOrder("payer", { shippingAddress: address.id, paymentMethod: ["cod"] })).status).toBe(400);
    const badKey = await placeOrder("payer", { shippingAddress: address.id, paymentMethod: "cod" }, { "Idempotency-Key": "x".repeat(201) });
    expect(badKey.status).toBe(400);
    expect(await stockOf(backend.db, product.id)).toBe(10);
  });

  it("refuses insufficient stock with 409 naming the product, and writes nothing", async () => {
    const plenty = await createProduct(backend.db, { stock: 10 });
    const scarce = await createProduct(backend.db, { name: "Dum Pukht Handi", stock: 5 });
    const address = await shopperWithCart("late", [
      { productId: plenty.id, quantity: 2, size: "No. 2" },
      { productId: scarce.id, quantity: 3, size: "No. 2" },
    ]);
    await setVariant(backend.db, scarce.id, { stock: 2 });
    const response = await placeOrder("late", { shippingAddress: address.id, paymentMethod: "cod" });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: "Sorry, only 2 left of Dum Pukht Handi (No. 2)" });

    await setVariant(backend.db, scarce.id, { stock: 0 });
    const soldOut = await placeOrder("late", { shippingAddress: address.id, paymentMethod: "cod" });
    expect(soldOut.body).toEqual({ error: "Sorry, Dum Pukht Handi (No. 2) is out of stock" });

    expect(await stockOf(backend.db, plenty.id)).toBe(10);
    expect((await backend.call("GET", "/cart", { token: tokenFor("late") })).body.items).toHaveLength(2);
    expect(await backend.db.select().from(orders)).toEqual([]);
    expect(await backend.db.select().from(emailOutbox)).toEqual([]);
  });

  it("returns the first order for a repeated Idempotency-Key, for that user only", async () => {
    const product = await createProduct(backend.db);
    const address = await shopperWithCart("double-click", [{ productId: product.id, quantity: 1, size: "No. 2" }]);
    const key = { "Idempotency-Key": "checkout-7f3a" };
    const first = await placeOrder("double-click", { shippingAddress: address.id, paymentMethod: "cod" }, key);
    const again = await placeOrder("double-click", { shippingAddress: address.id, paymentMethod: "cod" }, key);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await stockOf(backend.db, product.id)).toBe(9);

    // Another shopper may happen to send the same key: it is a different checkout.
    const otherAddress = await shopperWithCart("same-key", [{ productId: product.id, quantity: 1, size: "No. 2" }]);
    const theirs = await placeOrder("same-key", { shippingAddress: otherAddress.id, paymentMethod: "cod" }, key);
    expect(theirs.status).toBe(201);
    expect(theirs.body.orderId).not.toBe(first.body.orderId);
  });

  it("lets a key that failed be used again once the problem is fixed", async () => {
    const product = await createProduct(backend.db);
    const address = await shopperWithCart("retry", [{ productId: product.id, quantity: 1, size: "No. 2" }]);
    const key = { "Idempotency-Key": "checkout-retry" };
    expect((await placeOrder("retry", { shippingAddress: "nope", paymentMethod: "cod" }, key)).status).toBe(422);
    expect((await placeOrder("retry", { shippingAddress: address.id, paymentMethod: "cod" }, key)).status).toBe(201);
  });

  it("creates one order for concurrent submits with the same Idempotency-Key", async () => {
    const product = await createProduct(backend.db);
    const address = await shopperWithCart("impatient", [{ productId: product.id, quantity: 2, size: "No. 2" }]);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        placeOrder("impatient", { shippingAddress: address.id, paymentMethod: "cod" }, { "Idempotency-Key": "same" }),
      ),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    expect(new Set(responses.map((response) => response.body.orderId)).size).toBe(1);
    expect(await backend.db.select().from(orders)).toHaveLength(1);
    expect(await stockOf(backend.db, product.id)).toBe(8);
  });

  it("sells exactly the units left when 20 shoppers check out at once", async () => {
    const product = await createProduct(backend.db, { name: "Last Few Karahi", stock: 100 });
    const shoppers = Array.from({ length: 20 }, (_, index) => `rush-${index}`);
    const addresses = new Map<string, string>();
    for (const shopper of shoppers)
      addresses.set(shopper, (await shopperWithCart(shopper, [{ productId: product.id, quantity: 1, size: "No. 2" }])).id);
    await setVariant(backend.db, product.id, { stock: 5 });

    const responses = await Promise.all(
      shoppers.map((shopper) => placeOrder(shopper, { shippingAddress: addresses.get(shopper), paymentMethod: "cod" })),
    );
    const succeeded = responses.filter((response) => response.status === 201);
    const failed = responses.filter((response) => response.status !== 201);
    expect(succeeded).toHaveLength(5);
    expect(failed.every((response) => response.status === 409)).toBe(true);
    expect(
      failed.every((response) => /^Sorry, (only \d+ left of|Last Few Karahi \(No\. 2\) is out of stock)/.test(response.body.error)),
    ).toBe(true);
    expect(await stockOf(backend.db, product.id)).toBe(0);
    const unitsSold = succeeded.reduce((sum, response) => sum + response.body.order.items[0].quantity, 0);
    expect(unitsSold).toBe(5);
    expect(await backend.db.select().from(orders)).toHaveLength(5);
  });

  it("lists the shopper's orders newest first, with items, totals and address", async () => {
    const product = await createProduct(backend.db, { name: "Roti Tawa", pricePaisa: 220_000, sizes: [] });
    const address = await shopperWithCart("history", [{ productId: product.id, quantity: 1 }]);
    const first = await placeOrder("history", { shippingAddress: address.id, paymentMethod: "cod" });
    await backend.call("POST", "/cart/items", { token: tokenFor("history"), body: { productId: product.id, quantity: 2 } });
    const second = await placeOrder("history", { shippingAddress: address.id, paymentMethod: "cod" });

    const history = await backend.call("GET", "/orders/history", { token: tokenFor("history") });
    expect(history.status).toBe(200);
    expect(history.body.map((order: { orderId: string }) => order.orderId)).toEqual([second.body.orderId, first.body.orderId]);
    expect(history.body[0]).toEqual(second.body.order);
    // Rs 4,400 is under the free-delivery threshold: the policy's Rs 200 is added.
    expect(history.body[0]).toMatchObject({
      subtotal: 4400,
      shippingFee: 200,
      totalAmount: 4600,
      items: [{ name: "Roti Tawa", quantity: 2, price: 2200, size: null }],
    });
    expect(Object.keys(history.body[0])).toEqual(
      expect.arrayContaining([
        "_id",
        "orderId",
        "trackingId",
        "createdAt",
        "items",
        "totalAmount",
        "orderStatus",
        "paymentStatus",
        "paymentMethod",
        "shippingAddress",
      ]),
    );
    expect((await backend.call("GET", "/orders/history", { token: tokenFor("stranger") })).body).toEqual([]);
  });

  it("shows one order by orderId or _id, and 404 for someone else's or an unknown one", async () => {
    const product = await createProduct(backend.db);
    const address = await shopperWithCart("owner", [{ productId: product.id, quantity: 1, size: "No. 2" }]);
    const placed = await placeOrder("owner", { shippingAddress: address.id, paymentMethod: "cod" });
    const { orderId, order } = placed.body;

    for (const reference of [orderId, order._id, orderId.toLowerCase()]) {
      const found = await backend.call("GET", `/orders/${reference}`, { token: tokenFor("owner") });
      expect(found.status).toBe(200);
      expect(found.body).toEqual(order);
    }
    for (const [userId, reference] of [
      ["intruder", orderId],
      ["intruder", order._id],
      ["owner", "CW-999999"],
      ["owner", "no-such-order"],
      ["owner", "bad%20id"],
    ]) {
      const missing = await backend.call("GET", `/orders/${reference}`, { token: tokenFor(userId) });
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ error: "Order not found" });
    }
  });
});
