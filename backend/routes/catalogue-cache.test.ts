import { eq } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { products } from "../db/schema";
import { createAddress, createProduct, setVariant } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

// The listing cache as production runs it (CATALOGUE_CACHE_MS): a minute here, so only clearing shows.
describeOnEachDatabase("listing pages served from memory", (backend) => {
  let app: ReturnType<typeof backend.createApp>;
  beforeEach(async () => {
    await backend.reset();
    app = backend.createApp({ publicCatalogue: false, catalogueCacheMs: 60_000 });
  });

  const stockInListing = async (productId: string) => {
    const response = await backend.call("GET", "/products?q=Cached", { token: tokenFor("browser") }, app);
    expect(response.status).toBe(200);
    return (response.body.items as { _id: string; stock: number }[]).find((item) => item._id === productId)?.stock;
  };

  it("keeps a page until an order placed through it changes stock, then reads it fresh", async () => {
    const product = await createProduct(backend.db, { name: "Cached Karahi", stock: 8 });
    expect(await stockInListing(product.id)).toBe(8);

    // A change made behind the process's back (another instance) shows once the page expires.
    await setVariant(backend.db, product.id, { stock: 7 });
    expect(await stockInListing(product.id)).toBe(8);

    const address = await createAddress(backend.db, "buyer");
    const added = await backend.call(
      "POST",
      "/cart/items",
      { token: tokenFor("buyer"), body: { productId: product.id, quantity: 2, size: "No. 2" } },
      app,
    );
    expect(added.status).toBe(200);
    const placed = await backend.call("POST", "/orders/create", { token: tokenFor("buyer"), body: { shippingAddress: address.id } }, app);
    expect(placed.status).toBe(201);
    expect(await stockInListing(product.id)).toBe(5);
  });

  it("keeps the best sellers as it keeps a listing, and forgets them with it", async () => {
    const bestSellerIds = async () => {
      const response = await backend.call("GET", "/products/special/best_seller", { token: tokenFor("browser") }, app);
      expect(response.status).toBe(200);
      return (response.body as { _id: string }[]).map((item) => item._id);
    };
    const product = await createProduct(backend.db, { name: "Cached Handi", stock: 8 });
    expect(await bestSellerIds()).not.toContain(product.id);
    await backend.db.update(products).set({ isBestSeller: true }).where(eq(products.id, product.id));
    expect(await bestSellerIds()).not.toContain(product.id);

    const address = await createAddress(backend.db, "pinned-buyer");
    await backend.call(
      "POST",
      "/cart/items",
      { token: tokenFor("pinned-buyer"), body: { productId: product.id, quantity: 1, size: "No. 2" } },
      app,
    );
    const placed = await backend.call(
      "POST",
      "/orders/create",
      { token: tokenFor("pinned-buyer"), body: { shippingAddress: address.id } },
      app,
    );
    expect(placed.status).toBe(201);
    expect(await bestSellerIds()).toContain(product.id);
  });

  it("still asks for a token on every request when the catalogue is private", async () => {
    await createProduct(backend.db, { name: "Cached Pan" });
    expect((await backend.call("GET", "/products?q=Cached", { token: tokenFor("browser") }, app)).status).toBe(200);
    expect((await backend.call("GET", "/products?q=Cached", {}, app)).status).toBe(401);
  });
});
