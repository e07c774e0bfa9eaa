import { beforeEach, expect, it } from "vitest";
import { createProduct, setVariant } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const shopper = tokenFor("cart-shopper");
const other = tokenFor("cart-other");

describeOnEachDatabase("cart", (backend) => {
  beforeEach(() => backend.reset());

  const add = (body: unknown, token = shopper) => backend.call("POST", "/cart/items", { token, body });

  it("starts empty", async () => {
    const response = await backend.call("GET", "/cart", { token: shopper });
    expect(response.status).toBe(200);
    // No address yet: the default fee, and the whole policy threshold to go.
    expect(response.body).toEqual({ items: [], totalPrice: 0, delivery: { city: null, fee: 200, remainingForFree: 5_000 } });
  });

  it("adds to the same line for the same product and size, with prices from the catalogue", async () => {
    const handi = await createProduct(backend.db, { name: "Copper Handi", pricePaisa: 450_050, stock: 10, sizes: ["No. 2", "No. 3"] });
    expect((await add({ productId: handi.id, quantity: 2, size: "No. 2" })).status).toBe(200);
    const again = await add({ productId: handi.id, quantity: 1, size: "No. 2" });
    expect(again.status).toBe(200);
    expect(again.body.items).toHaveLength(1);
    expect(again.body.items[0]).toMatchObject({
      product: { _id: handi.id, name: "Copper Handi", price: 4500.5, stock: 10, images: handi.images, description: handi.description },
      quantity: 3,
      size: "No. 2",
      price: 4500.5,
    });
    expect(again.body.items[0]._id).toMatch(/^[0-9a-f]{24}$/);
    expect(again.body.totalPrice).toBe(13501.5);

    await setVariant(backend.db, handi.id, { stock: 4 }, "no-3");
    const otherSize = await add({ productId: handi.id, quantity: 1, size: "No. 3" });
    expect(otherSize.body.items.map((item: { size: string }) => item.size)).toEqual(["No. 2", "No. 3"]);
    const lid = await createProduct(backend.db, { name: "Glass Lid", sizes: [] });
    const unsized = await add({ productId: lid.id, quantity: 1 });
    expect(unsized.body.items.at(-1).size).toBeNull();
  });

  it("refuses a sized product without a size, naming the sizes, and adds nothing", async () => {
    const handi = await createProduct(backend.db, { name: "Noor Handi", sizes: ["No. 3", "No. 4"] });
    for (const body of [
      { productId: handi.id, quantity: 1 },
      { productId: handi.id, quantity: 1, size: "" },
      { productId: handi.id, quantity: 1, size: "   " },
      { productId: handi.id, quantity: 1, size: null },
    ]) {
      const refused = await add(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.error).toBe("Please choose a size of Noor Handi");
      expect(refused.body.fields.size).toBe("Please choose a size: No. 3, No. 4");
    }
    const replaced = await backend.call("PUT", "/cart/items", {
      token: shopper,
      body: { reqCart: { items: [{ product: handi.id, quantity: 1, size: null }], totalPrice: 0 } },
    });
    expect(replaced.status).toBe(400);
    expect((await backend.call("GET", "/cart", { token: shopper })).body.items).toEqual([]);
  });

  it("counts the items of the shopper's own cart for the header's badge, and says whether an operator asks", async () => {
    const count = async (token: string) => (await backend.call("GET", "/cart/count", { token })).body;
    expect(await count(shopper)).toEqual({ count: 0, language: null, operator: false });
    // The role is the token's, as the verifier decided it: the header links the back office for it alone.
    expect(await count(tokenFor("operator-cart"))).toEqual({ count: 0, language: null, operator: true });
    const pan = await createProduct(backend.db, { stock: 10, sizes: [] });
    const pot = await createProduct(backend.db, { stock: 10, sizes: [] });
    await add({ productId: pan.id, quantity: 2 });
    await add({ productId: pot.id, quantity: 3 });
    expect(await count(shopper)).toEqual({ count: 5, language: null, operator: false });
    expect(await count(other)).toEqual({ count: 0, language: null, operator: false });
    expect((await backend.call("GET", "/cart/count", {})).status).toBe(401);
  });

  it("refuses more than the size's own stock, counting its line", async () => {
    const scarce = await createProduct(backend.db, { stock: 3 });
    expect((await add({ productId: scarce.id, quantity: 2, size: "No. 2" })).status).toBe(200);
    // No. 3 has none of its own: the product's 3 units are all No. 2.
    expect((await add({ productId: scarce.id, quantity: 1, size: "No. 3" })).body).toEqual({ error: "This product is out of stock" });
    const tooMany = await add({ productId: scarce.id, quantity: 2, size: "No. 2" });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body).toEqual({ error: "Only 3 left in stock" });

    const soldOut = await createProduct(backend.db, { stock: 0 });
    const refused = await add({ productId: soldOut.id, quantity: 1, size: "No. 2" });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: "This product is out of stock" });
  });

  it("answers 404 for an unknown product and 400 for bad input", async () => {
    const missing = await add({ productId: "no-such-product", quantity: 1 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: "Product not found" });

    const product = await createProduct(backend.db);
    for (const body of [
      { productId: product.id, quantity: 0 },
      { productId: product.id, quantity: 1000 },
      { productId: product.id, quantity: 1.5 },
      { productId: product.id },
      { quantity: 1 },
      [],
      "text",
    ]) {
      const response = await add(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.body.fields).toBeTruthy();
    }
    const wrongSize = await add({ productId: product.id, quantity: 1, size: "No. 12" });
    expect(wrongSize.status).toBe(400);
    expect(wrongSize.body.fields.size).toMatch(/No\. 2, No\. 3/);
  });

  it("replaces the whole cart, ignoring the client's total and dropping zero quantities", async () => {
    const [first, second, third] = [
      await createProduct(backend.db, { pricePaisa: 100_000 }),
      await createProduct(backend.db, { pricePaisa: 200_000, sizes: [] }),
      await createProduct(backend.db),
    ];
    await add({ productId: third.id, quantity: 1, size: "No. 2" });
    const response = await backend.call("PUT", "/cart/items", {
      token: shopper,
      body: {
        reqCart: {
          items: [
            { product: first.id, quantity: 2, size: "No. 2" },
            { product: { _id: second.id, name: "ignored", price: 1 }, quantity: 1, size: null },
            { product: third.id, quantity: 0 },
          ],
          totalPrice: 1,
        },
      },
    });
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { product: { _id: string }; quantity: number }) => [item.product._id, item.quantity])).toEqual([
      [first.id, 2],
      [second.id, 1],
    ]);
    expect(response.body.totalPrice).toBe(4000);
    expect((await backend.call("GET", "/cart", { token: shopper })).body).toEqual(response.body);
  });

  it("refuses a replacement over stock, naming the product, and keeps the old cart", async () => {
    const kept = await createProduct(backend.db);
    await add({ productId: kept.id, quantity: 1, size: "No. 2" });
    const scarce = await createProduct(backend.db, { name: "Rare Karahi", stock: 2 });
    const response = await backend.call("PUT", "/cart/items", {
      token: shopper,
      body: { reqCart: { items: [{ product: scarce.id, quantity: 3, size: "No. 2" }], totalPrice: 0 } },
    });
    expect(response.status).toBe(409);
    expect(response.body).toEqual({ error: "Sorry, only 2 left of Rare Karahi (No. 2)" });
    const cart = await backend.call("GET", "/cart", { token: shopper });
    expect(cart.body.items.map((item: { product: { _id: string } }) => item.product._id)).toEqual([kept.id]);
  });

  it("refuses malformed replacements with 400 and unknown products with 404", async () => {
    for (const body of [
      {},
      { reqCart: [] },
      { reqCart: { items: [{ product: 5, quantity: 1 }] } },
      { reqCart: { items: [{ product: "x", quantity: -1 }] } },
    ]) {
      expect((await backend.call("PUT", "/cart/items", { token: shopper, body })).status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await backend.call("PUT", "/cart/items", {
      token: shopper,
      body: { reqCart: { items: [{ product: "gone", quantity: 1 }] } },
    });
    expect(unknown.status).toBe(404);
  });

  it("keeps each shopper's cart to themselves and empties it on DELETE", async () => {
    const product = await createProduct(backend.db);
    await add({ productId: product.id, quantity: 2 });
    expect((await backend.call("GET", "/cart", { token: other })).body.items).toEqual([]);

    const cleared = await backend.call("DELETE", "/cart", { token: shopper });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ items: [], totalPrice: 0 });
    expect((await backend.call("GET", "/cart", { token: shopper })).body.items).toEqual([]);
  });
});
