import { describe, expect, it } from "vitest";
import { allFilterKeys, navigationCategories, sizeBandKeys } from "../../contract/catalogue";
import { demoProducts } from "../db/seed/catalogue";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const token = tokenFor("browser-1");
type Product = {
  _id: string;
  id: string;
  name: string;
  price: number;
  category: { name: string }[];
  stock: number;
  isBestSeller: boolean;
  createdAt: string;
};

describeOnEachDatabase(
  "products",
  (backend) => {
    const list = async (query: string) => {
      const response = await backend.call("GET", `/products?${query}`, { token });
      expect(response.status).toBe(200);
      return response.body as { items: Product[]; total: number; page: number; pageSize: number };
    };
    const keysOf = (product: Product) => product.category.map((entry) => entry.name);

    it("lists the whole catalogue as a plain array without parameters", async () => {
      const response = await backend.call("GET", "/products", { token });
      expect(response.status).toBe(200);
      expect(Array.isArray(response.body)).toBe(true);
      expect(response.body).toHaveLength(demoProducts.length);
      const product = response.body.find((entry: Product) => entry._id === "noor-marble-handi");
      expect(product).toMatchObject({
        _id: "noor-marble-handi",
        id: "noor-marble-handi",
        name: "Noor Marble-Coated Handi",
        price: 6200,
        sizes: ["No. 3", "No. 4", "No. 5", "No. 6"],
        stock: 25,
        isBestSeller: true,
      });
      expect(product.description).toMatch(/^\*\*.+\*\*\n/);
      expect(product.images[0]).toBe("/images/products/noor-marble-handi-1.svg");
      expect(keysOf(product)).toEqual(expect.arrayContaining(["handi", "marble-coated", "glass-lid", "steel-handle"]));
      expect(new Date(product.createdAt).toString()).not.toBe("Invalid Date");
    });

    it("answers a page with items, total, page and pageSize when any parameter is given", async () => {
      const page = await list("page=1");
      expect(page).toMatchObject({ total: demoProducts.length, page: 1, pageSize: 24 });
      expect(page.items).toHaveLength(24);
      const last = await list("page=3");
      expect(last.items).toHaveLength(demoProducts.length - 48);
      const all = [...page.items, ...(await list("page=2")).items, ...last.items].map((product) => product._id);
      expect(new Set(all).size).toBe(demoProducts.length);
      expect((await list("page=9")).items).toEqual([]);
      expect((await list("pageSize=100")).items).toHaveLength(demoProducts.length);
    });

    it("finds at least one product for every navigation category and filter key", async () => {
      for (const key of [...navigationCategories.map((category) => category.value), ...allFilterKeys]) {
        const page = await list(`category=${key}`);
        expect(page.total, key).toBeGreaterThan(0);
        // A size band is its sizes' (products-size-filter.test.ts), and only while one is in stock.
        if (sizeBandKeys.includes(key)) for (const product of page.items) expect(product.stock, `${key} ${product.id}`).toBeGreaterThan(0);
        else for (const product of page.items) expect(keysOf(product)).toContain(key);
      }
    });

    it("matches any key within a group and every group", async () => {
      const either = await list("category=handi,karahi&pageSize=100");
      expect(either.items.every((product) => keysOf(product).some((key) => key === "handi" || key === "karahi"))).toBe(true);
      const handis = await list("category=handi");
      const karahis = await list("category=karahi");
      const expected = demoProducts.filter((product) => product.types.some((type) => type === "handi" || type === "karahi"));
      expect(either.total).toBe(expected.length);
      expect(either.total).toBeGreaterThan(Math.max(handis.total, karahis.total));

      const both = await list("category=handi,glass-lid&pageSize=100");
      expect(both.total).toBeGreaterThan(0);
      expect(both.total).toBeLessThan(handis.total);
      expect(both.items.every((product) => keysOf(product).includes("handi") && keysOf(product).includes("glass-lid"))).toBe(true);

      expect((await list("category=not-a-key")).total).toBe(demoProducts.length);
    });

    it("searches name and description case-insensitively, treating % and _ literally", async () => {
      const byName = await list("q=KARAHI&pageSize=100");
      expect(byName.total).toBeGreaterThan(10);
      expect(byName.items.every((product) => /karahi/i.test(product.name + JSON.stringify(product)))).toBe(true);
      const byDescription = await list("q=nihari");
      expect(byDescription.items.map((product) => product._id)).toContain("shahi-copper-handi");
      expect((await list("q=%25")).total).toBe(0);
      expect((await list("q=_")).total).toBe(0);
    });

    it("filters by price in rupees and sorts by price", async () => {
      const range = await list("minPrice=3000&maxPrice=5000&sort=price-asc&pageSize=100");
      const prices = range.items.map((product) => product.price);
      expect(prices.length).toBeGreaterThan(3);
      expect(prices.every((price) => price >= 3000 && price <= 5000)).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));

      const descending = (await list("sort=price-desc")).items.map((product) => product.price);
      expect(descending[0]).toBe(25000);
      expect(descending).toEqual([...descending].sort((a, b) => b - a));
    });

    it("sorts newest first and puts best sellers first by default", async () => {
      const newest = (await list("sort=newest&pageSize=100")).items.map((product) => Date.parse(product.createdAt));
      expect(newest).toEqual([...newest].sort((a, b) => b - a));
      const featured = (await list("sort=default")).items;
      expect(featured.slice(0, 8).every((product) => product.isBestSeller)).toBe(true);
    });

    it("serves the footer collections", async () => {
      const collection = async (name: string) => (await list(`collection=${name}&pageSize=100`)).items;
      expect((await collection("bestsellers")).length).toBe(8);
      const limited = await collection("limited");
      expect(limited.length).toBeGreaterThan(0);
      expect(limited.every((product) => product.stock >= 1 && product.stock <= 5)).toBe(true);
      const sets = await collection("sets");
      expect(sets.every((product) => keysOf(product).some((key) => ["gift-set", "15-piece", "18-piece"].includes(key)))).toBe(true);
      const cookware = await collection("cookware");
      expect(
        cookware.every((product) => keysOf(product).some((key) => ["handi", "karahi", "gift-set", "open-cookware"].includes(key))),
      ).toBe(true);
      expect((await collection("bakeware")).map((product) => product._id).sort()).toEqual([
        "marble-baking-tray",
        "non-stick-round-cake-tin",
      ]);
      expect((await collection("accessories")).length).toBe(2);
      // New Arrivals: the demo's products added in the last 30 days (the Pressure Cooker Series), newest first.
      const newArrivals = await collection("new");
      const recent = demoProducts.filter((product) => product.addedDaysAgo !== undefined && product.addedDaysAgo < 30);
      expect(newArrivals.map((product) => product._id).sort()).toEqual(recent.map((product) => product.id).sort());
      expect(recent.length).toBeGreaterThan(0);
      const added = newArrivals.map((product) => Date.parse(product.createdAt));
      expect(added).toEqual([...added].sort((a, b) => b - a));
      const cheapSets = await list("collection=sets&maxPrice=15000");
      expect(cheapSets.items.every((product) => product.price <= 15000)).toBe(true);
    });

    it.each([
      ["page=0", "page"],
      ["page=two", "page"],
      ["pageSize=101", "pageSize"],
      ["minPrice=-1", "minPrice"],
      ["maxPrice=cheap", "maxPrice"],
      ["minPrice=5000&maxPrice=100", "maxPrice"],
      ["sort=random", "sort"],
      ["collection=toys", "collection"],
      [`q=${"a".repeat(201)}`, "q"],
    ])("refuses %s with 400", async (query, field) => {
      const response = await backend.call("GET", `/products?${query}`, { token });
      expect(response.status).toBe(400);
      expect(response.body.error).toBe("Please check the search options");
      expect(response.body.fields[field]).toBeTruthy();
    });

    it("lists the best sellers", async () => {
      const response = await backend.call("GET", "/products/special/best_seller", { token });
      expect(response.status).toBe(200);
      expect(response.body).toHaveLength(8);
      expect(response.body.every((product: Product) => product.isBestSeller && product.stock > 0)).toBe(true);
    });

    it("shows one product, and 404 for an unknown or impossible id", async () => {
      const found = await backend.call("GET", "/products/lahori-cast-iron-karahi", { token });
      expect(found.status).toBe(200);
      expect(found.body).toMatchObject({ _id: "lahori-cast-iron-karahi", price: 4500 });

      for (const id of ["no-such-product", "bad%20id", "x".repeat(101)]) {
        const missing = await backend.call("GET", `/products/${id}`, { token });
        expect(missing.status).toBe(404);
        expect(missing.body).toEqual({ error: "Product not found" });
      }
    });

    describe("with PUBLIC_CATALOGUE", () => {
      it("lets visitors read products but still guards the cart", async () => {
        const app = backend.createApp({ publicCatalogue: true });
        expect((await backend.call("GET", "/products", {}, app)).status).toBe(200);
        expect((await backend.call("GET", "/products/special/best_seller", {}, app)).status).toBe(200);
        expect((await backend.call("GET", "/products/noor-marble-handi", {}, app)).status).toBe(200);
        expect((await backend.call("GET", "/cart", {}, app)).status).toBe(401);
      });
    });
  },
  { seedDemo: true },
);
