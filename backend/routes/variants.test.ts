import { and, eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { productVariants, stockMovements } from "../db/schema";
import { takeOrderStep } from "../store/order-lifecycle";
import { createAddress, createProduct, createUser, setVariant } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const operator = tokenFor("operator-variants");

describeOnEachDatabase("variants", (backend) => {
  beforeEach(() => backend.reset());

  /** A handi in No. 2 (Rs 2,500, 10 in stock) and No. 3 (Rs 3,200, 3 in stock). */
  async function twoSizedHandi(name = "Sultan Handi") {
    const product = await createProduct(backend.db, { name, pricePaisa: 250_000, stock: 10, sizes: ["No. 2", "No. 3"] });
    await setVariant(backend.db, product.id, { pricePaisa: 320_000, stock: 3, weightGrams: 1_800 }, "no-3");
    return product;
  }

  const variantStock = async (productId: string, slug: string) =>
    (
      await backend.db
        .select({ stock: productVariants.stock })
        .from(productVariants)
        .where(and(eq(productVariants.productId, productId), eq(productVariants.slug, slug)))
    )[0].stock;

  const addToCart = (userId: string, body: unknown) => backend.call("POST", "/cart/items", { token: tokenFor(userId), body });

  it("answers each product with its variants: lowest price, labels as sizes, stock summed", async () => {
    const product = await twoSizedHandi();
    const { body } = await backend.call("GET", `/products/${product.id}`, { token: tokenFor("reader") });
    expect(body).toMatchObject({ price: 2500, sizes: ["No. 2", "No. 3"], stock: 13 });
    expect(body.variants).toEqual([
      expect.objectContaining({ id: "no-2", label: "No. 2", price: 2500, stock: 10, compareAtPrice: null }),
      expect.objectContaining({ id: "no-3", label: "No. 3", price: 3200, stock: 3, weightGrams: 1800 }),
    ]);
  });

  it("adds by variant slug or by size label, prices each line at its variant, and checks that variant's stock", async () => {
    const product = await twoSizedHandi();
    expect((await addToCart("cook", { productId: product.id, quantity: 2, variant: "no-3" })).status).toBe(200);
    const cart = await addToCart("cook", { productId: product.id, quantity: 1, size: "No. 2" });
    expect(cart.body.items.map((line: any) => [line.size, line.variant.id, line.price, line.quantity])).toEqual([
      ["No. 3", "no-3", 3200, 2],
      ["No. 2", "no-2", 2500, 1],
    ]);
    expect(cart.body.totalPrice).toBe(8900);
    const tooMany = await addToCart("cook", { productId: product.id, quantity: 2, variant: "no-3" });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error).toBe("Only 3 left in stock");
    const unknown = await addToCart("cook", { productId: product.id, quantity: 1, variant: "no-99" });
    expect(unknown.status).toBe(400);
  });

  it("says when a line's size has changed price since the shopper added it, until they add or save again", async () => {
    const product = await twoSizedHandi("Repriced Handi");
    await addToCart("repriced", { productId: product.id, quantity: 1, variant: "no-3" });
    await addToCart("repriced", { productId: product.id, quantity: 1, variant: "no-2" });
    await setVariant(backend.db, product.id, { pricePaisa: 350_000 }, "no-3");
    const lines = async () => (await backend.call("GET", "/cart", { token: tokenFor("repriced") })).body.items;
    expect((await lines()).map((line: any) => [line.size, line.price, line.previousPrice])).toEqual([
      ["No. 3", 3500, 3200],
      ["No. 2", 2500, null],
    ]);
    await addToCart("repriced", { productId: product.id, quantity: 1, variant: "no-3" });
    expect((await lines())[0]).toMatchObject({ price: 3500, previousPrice: null, quantity: 2 });

    await setVariant(backend.db, product.id, { pricePaisa: 300_000 }, "no-3");
    expect((await lines())[0]).toMatchObject({ price: 3000, previousPrice: 3500 });
    const saved = await backend.call("PUT", "/cart/items", {
      token: tokenFor("repriced"),
      body: { reqCart: { items: [{ product: product.id, quantity: 2, size: "No. 3" }] } },
    });
    expect(saved.body.items).toEqual([expect.objectContaining({ price: 3000, previousPrice: null })]);
  });

  it("sells the last 3 units of one size to 3 of 20 parallel buyers, and leaves the other size alone", async () => {
    const product = await twoSizedHandi("Last Few Handi");
    const shoppers = Array.from({ length: 20 }, (_, index) => `race-${index}`);
    const addresses = new Map<string, string>();
    for (const shopper of shoppers) {
      addresses.set(shopper, (await createAddress(backend.db, shopper)).id);
      expect((await addToCart(shopper, { productId: product.id, quantity: 1, variant: "no-3" })).status).toBe(200);
    }
    const responses = await Promise.all(
      shoppers.map((shopper) =>
        backend.call("POST", "/orders/create", {
          token: tokenFor(shopper),
          body: { shippingAddress: addresses.get(shopper), paymentMethod: "cod" },
        }),
      ),
    );
    const sold = responses.filter((response) => response.status === 201);
    expect(sold).toHaveLength(3);
    expect(responses.filter((response) => response.status !== 201).every((response) => response.status === 409)).toBe(true);
    expect(sold.every((response) => response.body.order.items[0].size === "No. 3" && response.body.order.items[0].price === 3200)).toBe(
      true,
    );
    expect(await variantStock(product.id, "no-3")).toBe(0);
    expect(await variantStock(product.id, "no-2")).toBe(10);
    const ledger = await backend.db.select().from(stockMovements).where(eq(stockMovements.productId, product.id));
    expect(
      ledger
        .filter((row) => row.reason === "ordered")
        .map((row) => row.stockAfter)
        .sort(),
    ).toEqual([0, 1, 2]);

    // A cancel puts the unit back on its own size.
    await createUser(backend.db, "operator-variants");
    await takeOrderStep(backend.db, {
      reference: sold[0].body.orderId,
      actor: { userId: "operator-variants", role: "operator" },
      change: { step: "cancel", reason: "other" },
      version: sold[0].body.order.version,
    });
    expect(await variantStock(product.id, "no-3")).toBe(1);
    expect(await variantStock(product.id, "no-2")).toBe(10);
  });

  it("lets the operator relabel, reorder, price and archive sizes; a size with orders is archived, never deleted", async () => {
    await createUser(backend.db, "operator-variants");
    const product = await twoSizedHandi("Operator Handi");
    const address = await createAddress(backend.db, "buyer");
    await addToCart("buyer", { productId: product.id, quantity: 1, variant: "no-2" });
    const ordered = await backend.call("POST", "/orders/create", {
      token: tokenFor("buyer"),
      body: { shippingAddress: address.id, paymentMethod: "cod" },
    });
    expect(ordered.status).toBe(201);

    const before = await backend.call("GET", `/admin/products/${product.id}`, { token: operator });
    const saved = await backend.call("PUT", `/admin/products/${product.id}/variants`, {
      token: operator,
      body: {
        version: before.body.version,
        variants: [
          {
            id: "no-3",
            label: "No. 3 (large)",
            price: "Rs 3,400",
            compareAtPrice: "3,900",
            weightGrams: 1900,
            capacity: "1.5 litres",
            servings: "2-3",
          },
          { label: "No. 4", price: 4100, weightGrams: 2300 },
        ],
      },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.checkStockPerSize).toBe(false);
    const labels = saved.body.variants.map((variant: any) => [variant.id, variant.label, variant.price, variant.archived]);
    expect(labels).toEqual([
      ["no-3", "No. 3 (large)", 3400, false],
      ["no-4", "No. 4", 4100, false],
      ["no-2", "No. 2", 2500, true],
    ]);
    expect(saved.body.variants[0]).toMatchObject({ compareAtPrice: 3900, sizeGuide: { capacity: "1.5 litres", servings: "2-3" } });
    const shop = await backend.call("GET", `/products/${product.id}`, { token: tokenFor("reader") });
    expect(shop.body).toMatchObject({ price: 3400, sizes: ["No. 3 (large)", "No. 4"], stock: 3 });
  });

  it("refuses bad variants with a message next to the field, saving nothing", async () => {
    const product = await twoSizedHandi("Careful Handi");
    const other = await createProduct(backend.db, { name: "Other Handi", sizes: [] });
    const version = (await backend.call("GET", `/admin/products/${product.id}`, { token: operator })).body.version;
    const put = (variants: unknown[]) =>
      backend.call("PUT", `/admin/products/${product.id}/variants`, { token: operator, body: { version, variants } });

    const cases: [unknown[], string][] = [
      [[{ label: "No. 2", price: -1 }], "variants.0.price"],
      [[{ label: "No. 2", price: 3000, compareAtPrice: 2000 }], "variants.0.compareAtPrice"],
      [
        [
          { label: "No. 2", price: 3000 },
          { label: "No. 2", price: 3100 },
        ],
        "variants.1.label",
      ],
      [
        [
          { label: "A", price: 1, sku: "X-1" },
          { label: "B", price: 1, sku: "x-1" },
        ],
        "variants.1.sku",
      ],
      [[{ label: "No. 2", price: 3000, weightGrams: 100_001 }], "variants.0.weightGrams"],
    ];
    for (const [variants, field] of cases) {
      const response = await put(variants);
      expect(response.status, field).toBe(400);
      expect(Object.keys(response.body.fields ?? {}), field).toContain(field);
    }
    const tooMany = await put(Array.from({ length: 51 }, (_, index) => ({ label: `S${index}`, price: 1 })));
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.fields?.variants).toBe("A product has at most 50 sizes");
    // 10,000 sizes do not even pass the body limit.
    expect((await put(Array.from({ length: 10_000 }, (_, index) => ({ label: `S${index}`, price: 1 })))).status).toBe(413);
    const taken = await put([{ label: "No. 2", price: 3000, sku: other.id.toUpperCase() }]);
    expect(taken.status).toBe(409);
    const after = await backend.call("GET", `/products/${product.id}`, { token: tokenFor("reader") });
    expect(after.body.variants.map((variant: any) => [variant.id, variant.price])).toEqual([
      ["no-2", 2500],
      ["no-3", 3200],
    ]);
  });

  it("receives stock per size, the ledger naming the size", async () => {
    await createUser(backend.db, "operator-variants");
    const product = await twoSizedHandi("Stocked Handi");
    const received = await backend.call("POST", `/admin/products/${product.id}/stock`, {
      token: operator,
      body: { variant: "no-3", change: 7, reason: "received" },
    });
    expect(received.status).toBe(200);
    expect(received.body.ledger[0]).toMatchObject({ variant: "No. 3", delta: 7, stockAfter: 10 });
    expect(await variantStock(product.id, "no-3")).toBe(10);
    const unnamed = await backend.call("POST", `/admin/products/${product.id}/stock`, {
      token: operator,
      body: { change: 1, reason: "received" },
    });
    expect(unnamed.status).toBe(400);
  });
});
