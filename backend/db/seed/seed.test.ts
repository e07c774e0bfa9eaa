import { readFileSync, statSync } from "node:fs";
import { resolve } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { allFilterKeys, navigationCategories, sizeBandKeys } from "../../../contract/catalogue";
import { verifyPassword } from "../../auth/password";
import { describeOnEachDatabase, tokenFor } from "../../test/harness";
import { addresses, localAccounts, orders, products, users } from "../schema";
import { demoProducts } from "./catalogue";
import { DEMO_USER } from "./demo-user";
import { seedDemoData } from "./index";
import { productImages } from "./product-images";
import { pressureCookerUrduNames, pressureCookers } from "./pressure-cookers";
import { describe as describeProduct, filterKeysOf, imageUrls } from "./product-rows";

const imagesFolder = resolve(import.meta.dirname, "../../../public/images/products");

describe("the demo catalogue", () => {
  it("has at least 48 products with unique ids", () => {
    expect(demoProducts.length).toBeGreaterThanOrEqual(48);
    expect(new Set(demoProducts.map((product) => product.id)).size).toBe(demoProducts.length);
  });

  it("covers every navigation category and every filter key but the sizes', which come from the sizes' labels", () => {
    const keys = new Set(demoProducts.flatMap(filterKeysOf));
    for (const category of navigationCategories) expect(keys, category.value).toContain(category.value);
    for (const key of allFilterKeys.filter((key) => !sizeBandKeys.includes(key))) expect(keys, key).toContain(key);
    for (const band of sizeBandKeys) expect(keys, band).not.toContain(band);
  });

  it("has 2–5 sizes, prices from Rs 1,500 to 25,000, eight best sellers, some sold out and some nearly", () => {
    for (const product of demoProducts) {
      expect(product.sizes.length, product.id).toBeGreaterThanOrEqual(2);
      expect(product.sizes.length, product.id).toBeLessThanOrEqual(5);
      expect(product.priceRupees, product.id).toBeGreaterThanOrEqual(1500);
      expect(product.priceRupees, product.id).toBeLessThanOrEqual(25000);
    }
    expect(demoProducts.filter((product) => product.bestSeller)).toHaveLength(8);
    expect(demoProducts.filter((product) => product.bestSeller && product.stock === 0)).toEqual([]);
    expect(demoProducts.filter((product) => product.stock === 0).length).toBeGreaterThanOrEqual(3);
    expect(demoProducts.filter((product) => product.stock >= 1 && product.stock <= 5).length).toBeGreaterThanOrEqual(3);
  });

  it("writes multi-line descriptions with **bold**", () => {
    for (const product of demoProducts) {
      const description = describeProduct(product);
      expect(description.split("\n").length, product.id).toBeGreaterThan(4);
      expect(description, product.id).toMatch(/\*\*[^*]+\*\*/);
    }
  });

  it("has 2–4 light, distinct SVG pictures per product, checked in as the generator draws them", () => {
    const firstPictures = new Set<string>();
    for (const product of demoProducts) {
      const urls = imageUrls(product);
      expect(urls.length, product.id).toBeGreaterThanOrEqual(2);
      expect(urls.length, product.id).toBeLessThanOrEqual(4);
      const drawn = productImages(product);
      expect(drawn.map((image) => `/images/products/${image.fileName}`)).toEqual(urls);
      for (const image of drawn) {
        const file = resolve(imagesFolder, image.fileName);
        expect(statSync(file).size, image.fileName).toBeLessThan(10 * 1024);
        const svg = readFileSync(file, "utf8");
        expect(svg, `${image.fileName} is stale: run npx tsx backend/db/seed/draw-product-images.ts`).toBe(image.svg);
        expect(svg).toMatch(/^<svg [^>]*width="400" height="400" viewBox="0 0 400 400"/);
      }
      firstPictures.add(drawn[0].svg.replace(/<title>.*<\/title>/, ""));
    }
    expect(firstPictures.size).toBe(demoProducts.length);
  });
});

describeOnEachDatabase(
  "seeding the demo data",
  (backend) => {
    it("fills an empty catalogue", async () => {
      expect(await backend.db.select().from(products)).toHaveLength(demoProducts.length);
    });

    it("creates the demo shopper with a password, a Lahore address and two past orders", async () => {
      const [user] = await backend.db.select().from(users).where(eq(users.id, DEMO_USER.id));
      expect(user).toMatchObject({ name: "Demo Shopper", email: "demo@example.com" });
      const [account] = await backend.db.select().from(localAccounts).where(eq(localAccounts.userId, DEMO_USER.id));
      expect(account.email).toBe("demo@example.com");
      expect(await verifyPassword("cookware-demo", account.passwordHash)).toBe(true);
      expect(await backend.db.select().from(addresses).where(eq(addresses.userId, DEMO_USER.id))).toEqual([
        expect.objectContaining({ city: "Lahore", isDefault: true }),
      ]);

      const history = await backend.call("GET", "/orders/history", { token: tokenFor(DEMO_USER.id) });
      expect(history.body.map((order: { orderStatus: string; paymentStatus: string }) => [order.orderStatus, order.paymentStatus])).toEqual(
        [
          ["Shipped", "Pending"],
          ["Delivered", "Paid"],
        ],
      );
      expect(
        history.body.every((order: { items: unknown[]; totalAmount: number }) => order.items.length > 0 && order.totalAmount > 0),
      ).toBe(true);
    });

    it("has the Pressure Cooker Series the home page advertises: found by search, and the only New Arrivals", async () => {
      const ids = async (query: string) =>
        (await backend.call("GET", `/products?${query}`, { token: tokenFor(DEMO_USER.id) })).body.items.map(
          (item: { id: string }) => item.id,
        );
      const cookers = pressureCookers.map((product) => product.id);
      expect((await ids("q=pressure")).sort()).toEqual([...cookers].sort());
      expect(await ids("collection=new")).toEqual(cookers);
      expect(Object.keys(pressureCookerUrduNames).sort()).toEqual([...cookers].sort());
    });

    it("is idempotent, and leaves a catalogue that is not empty alone", async () => {
      await backend.db.update(products).set({ name: "Renamed by the operator" }).where(eq(products.id, "shahi-copper-handi"));
      await backend.db.delete(addresses).where(eq(addresses.userId, DEMO_USER.id));
      await seedDemoData(backend.db);
      await seedDemoData(backend.db);
      expect(await backend.db.select().from(products)).toHaveLength(demoProducts.length);
      const [renamed] = await backend.db.select().from(products).where(eq(products.id, "shahi-copper-handi"));
      expect(renamed.name).toBe("Renamed by the operator");
      expect(await backend.db.select().from(orders)).toHaveLength(2);
      // The shopper's own changes to the demo account survive a restart.
      expect(await backend.db.select().from(addresses).where(eq(addresses.userId, DEMO_USER.id))).toEqual([]);
    });
  },
  { seedDemo: true },
);
