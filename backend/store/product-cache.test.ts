import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { createBackendApp } from "../app";
import { createEmailDelivery } from "../email/outbox";
import { connectPglite, type DatabaseConnection } from "../db/client";
import { prepareDatabase } from "../db/prepare";
import { orders, products, reviews, users } from "../db/schema";
import { createAddress, createProduct, createUser, setVariant, stockOf } from "../test/fixtures";
import { recordOrder } from "./orders";
import { createHearing } from "../db/hearing";
import {
  FakeMailer,
  heardForGood,
  onePgliteProcess,
  readUntilKept,
  until,
  testVerifier,
  tokenFor,
  twoPostgresProcesses,
  type WriterAndReader,
} from "../test/harness";
import { IDENTITY_CHANNEL } from "../auth/session-cache";
import { CATALOGUE_CHANNEL, createProductCache, type ProductCache, reviewsKey } from "./product-cache";
import { createReviewerCache, reviewerKey } from "./reviewer-cache";

/** One backend process: its own app and product cache, listening on `connection`. */
async function processOn(connection: DatabaseConnection, { hearsAnnouncements = true } = {}) {
  // Not listening: an announcement on its way for as long as the test runs, so only the write itself can clear the cache.
  const hearing = hearsAnnouncements ? createHearing() : heardForGood();
  const productCache = createProductCache(hearing);
  const reviewerCache = createReviewerCache(hearing);
  if (hearsAnnouncements) {
    await connection.listen(
      {
        [CATALOGUE_CHANNEL]: (productId) => productCache.forgetOwner(productId),
        [IDENTITY_CHANNEL]: (userId) => reviewerCache.forgetOwner(userId),
      },
      hearing,
    );
    await until(() => productCache.live);
  }
  const mailer = new FakeMailer();
  const emailDelivery = createEmailDelivery(connection.db, mailer);
  const app = createBackendApp({
    db: connection.db,
    verifyToken: testVerifier,
    mailer,
    emailDelivery,
    publicCatalogue: true,
    productCache,
    reviewerCache,
  });
  const call = async (method: string, path: string, body?: unknown, userId = "product-reader") => {
    const response = await app.fetch(
      new Request(`http://backend.test${path}`, {
        method,
        headers: { Authorization: `Bearer ${tokenFor(userId)}`, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      }),
    );
    return { status: response.status, body: await response.json() };
  };
  return {
    productCache,
    reviewerCache,
    call,
    read: (productId: string) => call("GET", `/products/${productId}`),
    stop: () => emailDelivery.stop(),
  };
}

function sharedBehaviour(label: string, open: () => Promise<WriterAndReader>) {
  describe(`product pages' reads kept between requests (${label})`, () => {
    let connections: Awaited<ReturnType<typeof open>>;
    let reader: Awaited<ReturnType<typeof processOn>>;

    beforeAll(async () => {
      connections = await open();
      reader = await processOn(connections.reader);
    });
    afterAll(async () => {
      await reader.stop();
      await connections.close();
    });

    const stockRead = async (productId: string) => (await reader.read(productId)).body.stock;

    it("keeps a product's read, and answers the next visit with it", async () => {
      const product = await createProduct(connections.writer.db, { stock: 7 });
      expect(reader.productCache.live).toBe(true);
      const first = await readUntilKept(
        () => reader.read(product.id),
        () => reader.productCache.get(product.id),
      );
      expect(first).toMatchObject({ status: 200, body: { id: product.id, stock: 7 } });
      expect(JSON.parse(reader.productCache.get(product.id) ?? "null")).toEqual(first.body);
      await expect(reader.read(product.id)).resolves.toEqual(first);
    });

    it("shows stock, price and status written by another process on the next read", async () => {
      const product = await createProduct(connections.writer.db, { stock: 7, pricePaisa: 250_000 });
      await readUntilKept(
        () => reader.read(product.id),
        () => reader.productCache.get(product.id),
      );
      await setVariant(connections.writer.db, product.id, { stock: 2, pricePaisa: 199_900 });
      await expect.poll(() => stockRead(product.id), { timeout: 2_000, interval: 5 }).toBe(2);
      expect((await reader.read(product.id)).body.price).toBe(1999);

      await connections.writer.db.update(products).set({ status: "archived" }).where(eq(products.id, product.id));
      await expect.poll(async () => (await reader.read(product.id)).status, { timeout: 2_000, interval: 5 }).toBe(410);
      expect(reader.productCache.get(product.id)).toBeUndefined();
    });

    it("keeps a product's published reviews and who may write one, and shows another process's delivery, review, moderation and reviewer's new name on the next read", async () => {
      const { db } = connections.writer;
      const product = await createProduct(db, { sizes: [] });
      const reviewsRead = async (userId = "product-reader") =>
        (await reader.call("GET", `/products/${product.id}/reviews`, undefined, userId)).body;
      await createUser(db, "cache-reviewer", { name: "Ayesha Khan" });
      const firstRead = await readUntilKept(
        () => reviewsRead("cache-reviewer"),
        () => reader.productCache.get(reviewsKey(product.id, 1)),
      );
      expect(firstRead).toMatchObject({ reviews: [], total: 0, mine: { eligible: false, review: null } });
      expect(reader.reviewerCache.get(reviewerKey("cache-reviewer", product.id))).toBe(false);

      const order = await recordOrder(db, {
        userId: "cache-reviewer",
        paymentMethod: "cod",
        customer: { name: "Ayesha Khan", phone: "+923001234567" },
        shippingAddress: { street: "12 Mall Road", city: "Lahore", state: "Punjab", country: "Pakistan", postalCode: "54000" },
        lines: [{ productId: product.id, variantId: null, name: "Test Handi", size: null, quantity: 1, unitPricePaisa: 250_000 }],
        orderStatus: "Shipped",
      });
      await expect
        .poll(() => reader.reviewerCache.get(reviewerKey("cache-reviewer", product.id)), { timeout: 2_000, interval: 5 })
        .toBeUndefined();
      await expect(reviewsRead("cache-reviewer")).resolves.toMatchObject({ mine: { eligible: false } });
      await db.update(orders).set({ orderStatus: "Delivered" }).where(eq(orders.id, order.id));
      await expect.poll(async () => (await reviewsRead("cache-reviewer")).mine.eligible, { timeout: 2_000, interval: 5 }).toBe(true);
      const values = { productId: product.id, userId: "cache-reviewer", orderId: order.id, stars: 5, title: "Even heat", body: "Evenly." };
      await db.insert(reviews).values({ id: "cached-review", status: "published", ...values });
      await expect
        .poll(async () => (await reviewsRead()).reviews.map((shown: { id: string }) => shown.id), { timeout: 2_000, interval: 5 })
        .toEqual(["cached-review"]);

      await db.update(users).set({ name: "Sana Khan" }).where(eq(users.id, "cache-reviewer"));
      await expect.poll(async () => (await reviewsRead()).reviews[0]?.author, { timeout: 2_000, interval: 5 }).toBe("Sana");

      await db.update(reviews).set({ status: "hidden" }).where(eq(reviews.id, "cached-review"));
      await expect.poll(async () => (await reviewsRead()).reviews.length, { timeout: 2_000, interval: 5 }).toBe(0);
    });

    it("does not keep a product under a former id, and forgets the old id when it changes", async () => {
      const product = await createProduct(connections.writer.db, { stock: 3 });
      await reader.read(product.id);
      const renamed = `${product.id}-renamed`;
      await connections.writer.db.update(products).set({ id: renamed }).where(eq(products.id, product.id));
      await expect.poll(async () => (await reader.read(product.id)).status, { timeout: 2_000, interval: 5 }).toBe(404);
      await expect(reader.read(renamed)).resolves.toMatchObject({ status: 200, body: { id: renamed } });
    });
  });
}

sharedBehaviour("PGlite, one process", onePgliteProcess);

const adminUrl = process.env.TEST_DATABASE_URL;
if (adminUrl) {
  sharedBehaviour("PostgreSQL, two processes", () => twoPostgresProcesses(adminUrl));
}

describe("a write through this process", () => {
  it("forgets the kept products as it returns: an order's stock shows on the very next read", async () => {
    const connection = await connectPglite();
    await prepareDatabase(connection, { seedDemo: false });
    const backendProcess = await processOn(connection, { hearsAnnouncements: false });
    try {
      const product = await createProduct(connection.db, { stock: 9, sizes: [] });
      const buyer = "order-buyer";
      const address = await createAddress(connection.db, buyer);
      await expect(backendProcess.read(product.id)).resolves.toMatchObject({ body: { stock: 9 } });
      expect(backendProcess.productCache.get(product.id)).toBeDefined();
      expect((await backendProcess.call("POST", "/cart/items", { productId: product.id, quantity: 4 }, buyer)).status).toBe(200);
      expect(backendProcess.productCache.size).toBe(0);
      await backendProcess.read(product.id);
      const placed = await backendProcess.call("POST", "/orders/create", { shippingAddress: address.id, paymentMethod: "cod" }, buyer);
      expect(placed.status).toBe(201);
      await expect(backendProcess.read(product.id)).resolves.toMatchObject({ body: { stock: 5 } });
      await expect(stockOf(connection.db, product.id)).resolves.toBe(5);
    } finally {
      await backendProcess.stop();
      await connection.close();
    }
    // A new PGlite runs initdb and every migration first: tens of seconds on a loaded machine.
  }, 90_000);
});

describe("a product cache that does not hear the announcements", () => {
  it("keeps and answers nothing", () => {
    const cache: ProductCache = createProductCache(createHearing());
    cache.set("handi", "handi", "{}", cache.mark());
    expect(cache.get("handi")).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
