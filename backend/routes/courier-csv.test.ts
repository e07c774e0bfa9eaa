// The courier CSV import: tracking IDs for the orders to ship (the booking files they were booked with: courier-booking.test.ts).
import { beforeEach, expect, it } from "vitest";
import { recordOrder } from "../store/orders";
import { takeOrderStep } from "../store/order-lifecycle";
import { stepNotAllowed } from "../../contract/order-lifecycle/messages";
import { createProduct, createUser } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";

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
