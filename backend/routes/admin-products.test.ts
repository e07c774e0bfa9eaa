import { asc, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import {
  type CreateProductBody,
  lowSizesText,
  ENTER_SLUG,
  PRICE_RULE,
  PRODUCT_CHANGED,
  SLUG_RULE,
  SLUG_TAKEN,
  STOCK_NEVER_NEGATIVE,
} from "../../contract/catalogue-admin";
import { PRODUCT_NO_LONGER_AVAILABLE } from "../../contract/messages";
import { orders, stockMovements } from "../db/schema";
import { adjustProductStock } from "../store/catalogue-admin";
import { placeOrder } from "../store/place-order";
import { createAddress, createUser, editBodyOf, stockOf } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR = tokenFor("operator-amna");

function newProduct(overrides: Partial<CreateProductBody> = {}): CreateProductBody {
  return {
    name: "Hammered Copper Handi",
    slug: "hammered-copper-handi",
    description: "**Hand hammered.**\nTins well.",
    price: 8_500,
    filterKeys: ["handi", "metal-finish", "glass-lid"],
    sizes: "No. 3, No. 4",
    status: "active",
    stock: 10,
    ...overrides,
  };
}

describeOnEachDatabase("operator catalogue", (backend) => {
  beforeEach(async () => {
    await backend.reset();
    await createUser(backend.db, "operator-amna");
  });

  const create = (body: CreateProductBody) => backend.call("POST", "/admin/products", { token: OPERATOR, body });
  const edit = (id: string, body: Record<string, unknown>) => backend.call("POST", `/admin/products/${id}`, { token: OPERATOR, body });
  const shopperCall = (method: string, path: string, userId: string, body?: unknown) =>
    backend.call(method, path, { token: tokenFor(userId), body });

  async function orderOf(userId: string, productId: string, quantity = 1, size = "No. 3") {
    const address = await createAddress(backend.db, userId);
    const added = await shopperCall("POST", "/cart/items", userId, { productId, quantity, size });
    expect(added.body).toMatchObject({ items: expect.any(Array) });
    const placed = await shopperCall("POST", "/orders/create", userId, { shippingAddress: address.id, paymentMethod: "cod" });
    expect(placed.status).toBe(201);
    return placed.body.orderId as string;
  }

  it("creates a product that the shop lists under its categories, with its opening stock in the ledger", async () => {
    const created = await create(newProduct());
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ _id: "hammered-copper-handi", price: 8_500, stock: 10, sizes: ["No. 3", "No. 4"], version: 1 });
    expect(created.body.ledger).toEqual([expect.objectContaining({ delta: 10, reason: "received", stockAfter: 10 })]);

    const listed = await shopperCall("GET", "/products?category=handi", "shopper");
    expect(listed.body.items.map((item: { id: string }) => item.id)).toContain("hammered-copper-handi");
    const page = await shopperCall("GET", "/products/hammered-copper-handi", "shopper");
    expect(page.body).toMatchObject({ id: "hammered-copper-handi", price: 8_500 });
  });

  it("refuses a malformed or taken URL id next to the field, and bad fields with their messages", async () => {
    const malformed = await create(newProduct({ slug: "Copper Handi!" }));
    expect(malformed.status).toBe(400);
    expect(malformed.body.fields.slug).toBe(SLUG_RULE);

    const bad = await create(newProduct({ price: -1, stock: -3, filterKeys: ["not-a-key"], name: "" }));
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields)).toEqual(expect.arrayContaining(["price", "stock", "filterKeys.0", "name"]));

    expect((await create(newProduct())).status).toBe(201);
    const taken = await create(newProduct({ name: "Another" }));
    expect(taken.status).toBe(409);
    expect(taken.body.fields.slug).toBe(SLUG_TAKEN);
  });

  it('starts a product typed with only its name and "Rs 7,500" as a draft named from its name, until it is published', async () => {
    const typed = { ...newProduct({ price: "Rs 7,500" }), name: "Sultan Handi — No. 5", slug: "", status: undefined };
    const created = await create(typed);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ _id: "sultan-handi-no-5", price: 7_500, status: "draft", publishedAt: null });
    expect((await shopperCall("GET", "/products/sultan-handi-no-5", "shopper")).status).toBe(404);
    const listed = async () =>
      (await shopperCall("GET", "/products?category=handi", "shopper")).body.items.map((item: { id: string }) => item.id);
    expect(await listed()).not.toContain("sultan-handi-no-5");

    const published = await backend.call("POST", "/admin/products/sultan-handi-no-5/publish", { token: OPERATOR, body: { version: 1 } });
    expect(published.body).toMatchObject({ status: "active", version: 2, publishedAt: expect.any(String) });
    expect(await listed()).toContain("sultan-handi-no-5");
    expect((await shopperCall("GET", "/products/sultan-handi-no-5", "shopper")).body).toMatchObject({ price: 7_500 });
  });

  it("refuses a price it cannot read, and asks for a URL id when the name gives none", async () => {
    for (const price of ["Rs seven thousand", "7.500,00", "7,500.50", "Rs -7,500"]) {
      const refused = await create(newProduct({ price }));
      expect(refused.status, price).toBe(400);
      expect(refused.body.fields.price).toBe(PRICE_RULE);
    }
    const urdu = await create({ ...newProduct(), name: "سلطان ہانڈی", slug: "" });
    expect(urdu.status).toBe(400);
    expect(urdu.body.fields.slug).toBe(ENTER_SLUG);
    expect((await backend.call("GET", "/admin/products", { token: OPERATOR })).body.total).toBe(0);
  });

  it("renames a draft freely, but a published product's old URL id keeps answering it, and no other product may take it", async () => {
    const draft = (await create(newProduct({ slug: "draft-handi", status: "draft" }))).body;
    expect((await shopperCall("GET", "/products/draft-handi", "shopper")).status).toBe(404);
    const renamedDraft = await edit("draft-handi", { ...editBodyOf(draft), slug: "still-a-draft" });
    expect(renamedDraft.body.formerSlugs).toEqual([]);

    const published = (await create(newProduct())).body;
    const orderId = await orderOf("buyer", "hammered-copper-handi");
    const renamed = await edit("hammered-copper-handi", { ...editBodyOf(published), slug: "copper-handi-hammered" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ _id: "copper-handi-hammered", formerSlugs: ["hammered-copper-handi"], version: 2 });
    // The ledger names the order as the operator knows it.
    expect(renamed.body.ledger).toContainEqual(expect.objectContaining({ delta: -1, reason: "ordered", orderId, actorEmail: null }));

    // The old URL id answers the product under its new one (the product page redirects 301).
    const old = await shopperCall("GET", "/products/hammered-copper-handi", "shopper");
    expect(old.status).toBe(200);
    expect(old.body.id).toBe("copper-handi-hammered");
    // The order's line and the ledger followed the rename.
    const order = await shopperCall("GET", `/orders/${orderId}`, "buyer");
    expect(order.body.items[0]).toMatchObject({ name: "Hammered Copper Handi" });
    const ledger = await backend.db.select().from(stockMovements).where(eq(stockMovements.productId, "copper-handi-hammered"));
    expect(ledger).toHaveLength(2);

    const squatter = await create(newProduct({ name: "Squatter", slug: "hammered-copper-handi" }));
    expect(squatter.status).toBe(409);
    expect(squatter.body.fields.slug).toBe(SLUG_TAKEN);

    const back = await edit("copper-handi-hammered", { ...editBodyOf(renamed.body), slug: "hammered-copper-handi" });
    expect(back.body).toMatchObject({ _id: "hammered-copper-handi", formerSlugs: ["copper-handi-hammered"] });
  });

  it("answers a stale version with 409 and the product as it is now, changing nothing", async () => {
    const product = (await create(newProduct())).body;
    expect((await edit(product._id, { ...editBodyOf(product), price: 9_000 })).status).toBe(200);
    const stale = await edit(product._id, { ...editBodyOf(product), name: "Overwritten" });
    expect(stale.status).toBe(409);
    expect(stale.body).toMatchObject({ error: PRODUCT_CHANGED, product: { name: "Hammered Copper Handi", price: 9_000, version: 2 } });
    const archive = await backend.call("POST", `/admin/products/${product._id}/archive`, { token: OPERATOR, body: { version: 1 } });
    expect(archive.status).toBe(409);
  });

  it("archives a product out of the listing, search and best sellers, keeping it in earlier orders", async () => {
    const product = (await create(newProduct())).body;
    await backend.call("POST", `/admin/products/${product._id}/pin`, { token: OPERATOR, body: { version: 1 } });
    const orderId = await orderOf("buyer", product._id);
    const archived = await backend.call("POST", `/admin/products/${product._id}/archive`, { token: OPERATOR, body: { version: 2 } });
    expect(archived.body).toMatchObject({ status: "archived", version: 3 });

    const ids = (items: { id: string }[]) => items.map((item) => item.id);
    expect(ids((await shopperCall("GET", "/products", "shopper")).body)).not.toContain(product._id);
    expect(ids((await shopperCall("GET", "/products?q=hammered", "shopper")).body.items)).toEqual([]);
    expect(ids((await shopperCall("GET", "/products/special/best_seller", "shopper")).body)).not.toContain(product._id);
    const gone = await shopperCall("GET", `/products/${product._id}`, "shopper");
    expect(gone).toMatchObject({ status: 410, body: { error: PRODUCT_NO_LONGER_AVAILABLE } });
    const added = await shopperCall("POST", "/cart/items", "late", { productId: product._id, quantity: 1, size: "No. 3" });
    expect(added).toMatchObject({ status: 409, body: { error: PRODUCT_NO_LONGER_AVAILABLE } });

    const order = await shopperCall("GET", `/orders/${orderId}`, "buyer");
    expect(order.body.items[0]).toMatchObject({ name: "Hammered Copper Handi", price: 8_500 });
    // Still the operator's to see, and to bring back.
    expect((await backend.call("GET", "/admin/products?status=archived", { token: OPERATOR })).body.rows).toHaveLength(1);
    await backend.call("POST", `/admin/products/${product._id}/unarchive`, { token: OPERATOR, body: { version: 3 } });
    expect((await shopperCall("GET", `/products/${product._id}`, "shopper")).status).toBe(200);
  });

  it("computes best sellers from orders delivered in the last 90 days, after the operator's pins", async () => {
    const sold = (await create(newProduct({ slug: "sold-recently", sizes: "" }))).body;
    const soldLongAgo = (await create(newProduct({ slug: "sold-long-ago", sizes: "" }))).body;
    const pinned = (await create(newProduct({ slug: "pinned-one", sizes: "" }))).body;
    await create(newProduct({ slug: "never-sold", sizes: "" }));
    await backend.call("POST", `/admin/products/${pinned._id}/pin`, { token: OPERATOR, body: { version: 1 } });
    const delivered = async (productId: string, daysAgo: number, userId: string) => {
      const orderId = await orderOf(userId, productId, 1, "");
      const deliveredAt = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
      await backend.db
        .update(orders)
        .set({ orderStatus: "Delivered", deliveredAt })
        .where(eq(orders.orderNumber, Number(orderId.slice(3))));
    };
    await delivered(sold._id, 3, "recent-buyer");
    await delivered(soldLongAgo._id, 120, "old-buyer");

    const best = await shopperCall("GET", "/products/special/best_seller", "shopper");
    expect(best.body.map((product: { id: string }) => product.id)).toEqual(["pinned-one", "sold-recently"]);
    const collection = await shopperCall("GET", "/products?collection=bestsellers", "shopper");
    expect(collection.body.items.map((product: { id: string }) => product.id).sort()).toEqual(["pinned-one", "sold-recently"]);
  });

  it("adjusts stock with a reason, never below zero, and lists low stock first when asked", async () => {
    await create(newProduct({ slug: "plenty", name: "A plenty", stock: 50 }));
    await create(newProduct({ slug: "nearly-out", name: "B nearly out", stock: 2 }));
    const below = await backend.call("POST", "/admin/products/nearly-out/stock", {
      token: OPERATOR,
      body: { variant: "no-3", change: -3, reason: "damaged" },
    });
    expect(below.status).toBe(409);
    expect(below.body.fields.change).toBe(STOCK_NEVER_NEGATIVE);
    expect(await stockOf(backend.db, "nearly-out")).toBe(2);
    const noReason = await backend.call("POST", "/admin/products/nearly-out/stock", { token: OPERATOR, body: { change: 4 } });
    expect(noReason.status).toBe(400);

    const received = await backend.call("POST", "/admin/products/nearly-out/stock", {
      token: OPERATOR,
      body: { variant: "no-3", change: 1, reason: "received", note: "Lahore delivery" },
    });
    expect(received.body.ledger[0]).toMatchObject({ delta: 1, reason: "received", note: "Lahore delivery", stockAfter: 3 });
    expect(received.body.ledger[0].actorEmail).toBe("operator-amna@example.test");

    // Low stock is per size: plenty's No. 4 gets its own units, nearly-out's No. 4 has none.
    await backend.call("POST", "/admin/products/plenty/stock", {
      token: OPERATOR,
      body: { variant: "no-4", change: 50, reason: "received" },
    });
    const byName = await backend.call("GET", "/admin/products", { token: OPERATOR });
    expect(byName.body.rows.map((row: { _id: string }) => row._id)).toEqual(["plenty", "nearly-out"]);
    const lowFirst = await backend.call("GET", "/admin/products?lowStock=1", { token: OPERATOR });
    expect(lowFirst.body.rows[0]).toMatchObject({ _id: "nearly-out", lowStock: true });
    // The list names the low sizes: the operator knows which to reorder.
    expect(lowFirst.body.rows[0].lowSizes).toEqual([
      { label: "No. 3", stock: 3 },
      { label: "No. 4", stock: 0 },
    ]);
    expect(lowSizesText(lowFirst.body.rows[0].lowSizes)).toBe("No. 3: 3 left, No. 4 out of stock");
    expect(byName.body.rows[0]).toMatchObject({ _id: "plenty", lowStock: false, lowSizes: [] });
  });

  it("keeps stock and its ledger exact under concurrent orders and adjustments", async () => {
    await create(newProduct({ slug: "contested", sizes: "", stock: 6 }));
    const shoppers = Array.from({ length: 8 }, (_, index) => `racer-${index}`);
    const addresses = new Map<string, string>();
    for (const userId of shoppers) {
      addresses.set(userId, (await createAddress(backend.db, userId)).id);
      expect((await shopperCall("POST", "/cart/items", userId, { productId: "contested", quantity: 1 })).status).toBe(200);
    }
    const outcomes = await Promise.allSettled([
      ...shoppers.map((userId) => placeOrder(backend.db, { userId, addressId: addresses.get(userId)!, paymentMethod: "cod" })),
      adjustProductStock(backend.db, { productId: "contested", change: -2, reason: "damaged", actorUserId: "operator-amna" }),
      adjustProductStock(backend.db, { productId: "contested", change: 3, reason: "received", actorUserId: "operator-amna" }),
      adjustProductStock(backend.db, { productId: "contested", change: -1, reason: "correction", actorUserId: "operator-amna" }),
    ]);
    const stock = (await stockOf(backend.db, "contested"))!;
    expect(stock).toBeGreaterThanOrEqual(0);

    const ledger = await backend.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.productId, "contested"))
      .orderBy(asc(stockMovements.id));
    // Each row follows the one before it: nothing moved the stock without a row, nothing was counted twice.
    let running = 0;
    for (const row of ledger) {
      running += row.delta;
      expect(row.stockAfter).toBe(running);
    }
    expect(running).toBe(stock);
    const placed = outcomes.slice(0, shoppers.length).filter((outcome) => outcome.status === "fulfilled").length;
    expect(ledger.filter((row) => row.reason === "ordered")).toHaveLength(placed);
    expect(ledger.every((row) => row.reason !== "ordered" || row.orderId !== null)).toBe(true);
    const [opening, ...moves] = ledger;
    expect(opening).toMatchObject({ delta: 6, reason: "received", note: "Opening stock" });
    const adjusted = moves
      .filter((row) => ["damaged", "received", "correction"].includes(row.reason))
      .reduce((sum, row) => sum + row.delta, 0);
    expect(stock).toBe(6 + adjusted - placed);
  });
});
