import { beforeEach, describe, expect, it } from "vitest";
import { REVIEW_WRITES_PER_SHOPPER_PER_HOUR } from "../../contract/limits";
import type { OrderStatus } from "../../contract/orders";
import { REVIEW_ALREADY_ANSWERED, REVIEW_NOT_ALLOWED, REVIEWS_LIMITED } from "../../contract/reviews";
import { setHoldForModeration } from "../store/review-moderation";
import { recordOrder } from "../store/orders";
import { createProduct, createUser } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor, type TestBackend } from "../test/harness";

const OPERATOR = tokenFor("operator-amna");
const review = (productId: string, overrides: Record<string, unknown> = {}) => ({
  productId,
  stars: 4,
  title: "Even heat",
  text: "Cooks a karahi evenly; the lid fits well.",
  language: "en",
  ...overrides,
});

describeOnEachDatabase("reviews from people who bought", (backend: TestBackend) => {
  let productId: string;
  let otherProductId: string;
  beforeEach(async () => {
    await backend.reset();
    await setHoldForModeration(backend.db, false);
    productId = (await createProduct(backend.db, { sizes: [] })).id;
    otherProductId = (await createProduct(backend.db, { sizes: [] })).id;
    await createUser(backend.db, "operator-amna");
  });

  /** An order of `shopper` with `product`, recorded at `status` (as the lifecycle leaves it). */
  async function orderOf(shopper: string, product: string, orderStatus: OrderStatus) {
    await createUser(backend.db, shopper, { name: "Ayesha Khan", phone: "+923001234567" });
    return recordOrder(backend.db, {
      userId: shopper,
      paymentMethod: "cod",
      customer: { name: "Ayesha Khan", phone: "+923001234567" },
      shippingAddress: { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" },
      lines: [{ productId: product, variantId: null, name: "Test Handi", size: null, quantity: 1, unitPricePaisa: 250_000 }],
      orderStatus,
    });
  }

  const write = (shopper: string, body: unknown) => backend.call("PUT", "/reviews", { token: tokenFor(shopper), body });
  const reviewsOf = (id: string, shopper?: string) =>
    backend.call("GET", `/products/${id}/reviews`, { token: tokenFor(shopper ?? "browsing-shopper") });
  const ratingOf = async (id: string) =>
    (await backend.call("GET", `/products/${id}`, { token: tokenFor("browsing-shopper") })).body.rating;

  describe("who may review", () => {
    it("refuses a shopper with no order, or whose order with the product is not delivered, and saves nothing", async () => {
      await createUser(backend.db, "no-orders");
      expect((await reviewsOf(productId, "no-orders")).body.mine).toEqual({ eligible: false, review: null });
      const refused = await write("no-orders", review(productId));
      expect(refused.status).toBe(403);
      expect(refused.body.error).toBe(REVIEW_NOT_ALLOWED);

      for (const status of ["Processing", "Shipped", "Cancelled"] as const) {
        const shopper = `waiting-${status.toLowerCase()}`;
        await orderOf(shopper, productId, status);
        expect((await reviewsOf(productId, shopper)).body.mine.eligible, status).toBe(false);
        expect((await write(shopper, review(productId))).status, status).toBe(403);
      }
      expect((await backend.call("GET", "/reviews/mine", { token: tokenFor("waiting-shipped") })).body).toEqual([]);
      expect(await ratingOf(productId)).toEqual({ average: null, count: 0 });
    });

    it("does not let a delivered order of one product or of another shopper stand for another", async () => {
      await orderOf("buyer", otherProductId, "Delivered");
      expect((await write("buyer", review(productId))).status).toBe(403);
      await orderOf("neighbour", productId, "Delivered");
      expect((await write("buyer", review(productId))).status).toBe(403);
      expect((await write("neighbour", review(productId))).status).toBe(200);
    });

    it("accepts the buyer once the operator marks the order delivered", async () => {
      const order = await orderOf("buyer", productId, "Processing");
      const reference = `CW-${order.orderNumber}`;
      for (const [step, body] of [
        ["confirm", {}],
        ["ship", { courier: "TCS", trackingId: "TCS-1" }],
      ] as const) {
        const { version } = (await backend.call("GET", `/admin/orders/${reference}`, { token: OPERATOR })).body;
        expect(
          (await backend.call("POST", `/admin/orders/${reference}/${step}`, { token: OPERATOR, body: { version, ...body } })).status,
        ).toBe(200);
      }
      expect((await write("buyer", review(productId))).status).toBe(403);
      const { version } = (await backend.call("GET", `/admin/orders/${reference}`, { token: OPERATOR })).body;
      expect((await backend.call("POST", `/admin/orders/${reference}/deliver`, { token: OPERATOR, body: { version } })).status).toBe(200);
      expect((await reviewsOf(productId, "buyer")).body.mine.eligible).toBe(true);
      expect((await write("buyer", review(productId))).status).toBe(200);
    });
  });

  it("publishes at once by default, shows the average and count, and an edit keeps one review", async () => {
    await orderOf("buyer", productId, "Delivered");
    const written = await write("buyer", review(productId, { stars: 5, language: "ur", title: "بہت اچھا" }));
    expect(written.status).toBe(200);
    expect(written.body).toMatchObject({ status: "published", stars: 5, author: "Ayesha", verifiedPurchase: true, language: "ur" });
    expect(await ratingOf(productId)).toEqual({ average: 5, count: 1 });

    await orderOf("second-buyer", productId, "Delivered");
    await write("second-buyer", review(productId, { stars: 2 }));
    expect(await ratingOf(productId)).toEqual({ average: 3.5, count: 2 });

    const edited = await write("buyer", review(productId, { stars: 3, text: "Changed my mind after a month." }));
    expect(edited.body.id).toBe(written.body.id);
    const page = (await reviewsOf(productId, "buyer")).body;
    expect(page.total).toBe(2);
    expect(page.reviews.map((shown: { stars: number }) => shown.stars)).toEqual([2, 3]); // newest first: created, not edited
    expect(page.mine.review).toMatchObject({ id: written.body.id, stars: 3, text: "Changed my mind after a month." });
    expect(await ratingOf(productId)).toEqual({ average: 2.5, count: 2 });
  });

  it("holds reviews for the operator when set, who publishes, hides and replies once", async () => {
    await setHoldForModeration(backend.db, true);
    await orderOf("buyer", productId, "Delivered");
    const { body: held } = await write("buyer", review(productId));
    expect(held.status).toBe("pending");
    expect(await ratingOf(productId)).toEqual({ average: null, count: 0 });
    expect((await reviewsOf(productId)).body.reviews).toEqual([]);
    expect((await backend.call("GET", "/reviews/recent")).body).toEqual([]);

    const list = (await backend.call("GET", "/admin/reviews?status=pending", { token: OPERATOR })).body;
    expect(list.settings).toEqual({ holdForModeration: true });
    expect((await backend.call("GET", "/admin/reviews/settings", { token: OPERATOR })).body).toEqual({ holdForModeration: true });
    const released = await backend.call("PUT", "/admin/reviews/settings", { token: OPERATOR, body: { holdForModeration: false } });
    expect(released.body).toEqual({ holdForModeration: false });
    expect((await backend.call("GET", "/admin/reviews/settings", { token: OPERATOR })).body).toEqual({ holdForModeration: false });
    expect(list.rows).toMatchObject([{ id: held.id, authorEmail: "buyer@example.test", status: "pending" }]);

    const status = (value: string) =>
      backend.call("POST", `/admin/reviews/${held.id}/status`, { token: OPERATOR, body: { status: value } });
    expect((await status("published")).status).toBe(200);
    expect(await ratingOf(productId)).toEqual({ average: 4, count: 1 });
    expect((await backend.call("GET", "/reviews/recent")).body).toMatchObject([{ id: held.id, productId }]);

    const reply = (text: string) => backend.call("POST", `/admin/reviews/${held.id}/reply`, { token: OPERATOR, body: { reply: text } });
    expect((await reply("Thank you, Ayesha!")).status).toBe(200);
    const second = await reply("And again");
    expect(second.status).toBe(409);
    expect(second.body.error).toBe(REVIEW_ALREADY_ANSWERED);
    expect((await reviewsOf(productId)).body.reviews[0].reply).toMatchObject({ text: "Thank you, Ayesha!" });

    expect((await status("hidden")).status).toBe(200);
    expect(await ratingOf(productId)).toEqual({ average: null, count: 0 });
    // An edit does not bring back what the operator hid.
    expect((await write("buyer", review(productId, { title: "Edited" }))).body.status).toBe("hidden");
  });

  it("keeps moderation to operators", async () => {
    await orderOf("buyer", productId, "Delivered");
    const { body: written } = await write("buyer", review(productId));
    expect((await backend.call("GET", "/admin/reviews")).status).toBe(401);
    expect((await backend.call("GET", "/admin/reviews", { token: tokenFor("buyer") })).status).toBe(403);
    const hide = await backend.call("POST", `/admin/reviews/${written.id}/status`, {
      token: tokenFor("buyer"),
      body: { status: "hidden" },
    });
    expect(hide.status).toBe(403);
    const settings = await backend.call("PUT", "/admin/reviews/settings", { token: tokenFor("buyer"), body: { holdForModeration: true } });
    expect(settings.status).toBe(403);
    expect((await backend.call("GET", "/admin/reviews/settings", { token: tokenFor("buyer") })).status).toBe(403);
    expect(await ratingOf(productId)).toEqual({ average: 4, count: 1 });
  });

  it("refuses bad input with a message per field, and too many writes", async () => {
    await orderOf("buyer", productId, "Delivered");
    const bad = await write("buyer", review(productId, { stars: 6, title: "  ", text: "x".repeat(2_001) }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(["stars", "text", "title"]);
    expect((await write("buyer", review(productId, { text: "nul\u0000" }))).status).toBe(400);
    expect((await write("buyer", review(productId, { text: "x".repeat(2_000) }))).status).toBe(200);

    for (let i = 1; i < REVIEW_WRITES_PER_SHOPPER_PER_HOUR; i += 1) expect((await write("buyer", review(productId))).status).toBe(200);
    const limited = await write("buyer", review(productId));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe(REVIEWS_LIMITED);
  });
});
