import { eq, sql } from "drizzle-orm";
import { beforeEach, expect, it } from "vitest";
import { queryRows } from "../db/client";
import { productVariants } from "../db/schema";
import { createProduct, setVariant } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const token = tokenFor("browser-1");

describeOnEachDatabase("the size and in-stock filters ask each size's stock", (backend) => {
  const listed = async (query: string) => {
    const response = await backend.call("GET", `/products?${query}&pageSize=100`, { token });
    expect(response.status).toBe(200);
    return (response.body as { items: { _id: string }[] }).items.map((product) => product._id).sort();
  };

  beforeEach(() => backend.reset());

  it("gives each size its band by its label: numbers up to 5 small, to 8 medium, then large; widths by 20 and 28 cm", async () => {
    const labels = [
      "No. 5",
      "No. 6",
      "No. 9",
      "No. 2–6",
      "For No. 4–8",
      "No. 5 & 9",
      "20 cm",
      "28 cm",
      "30 cm",
      "Free size",
      "No. 1–99999999999",
    ];
    const rows = await queryRows<{ label: string; bands: string[] }>(
      backend.db,
      sql`select label, cookware_size_bands(label) as bands from unnest(array[${sql.join(labels, sql`, `)}]::text[]) as label`,
    );
    expect(Object.fromEntries(rows.map((row) => [row.label, row.bands]))).toEqual({
      "No. 5": ["small"],
      "No. 6": ["medium"],
      "No. 9": ["large"],
      "No. 2–6": ["small", "medium"],
      "For No. 4–8": ["small", "medium"],
      "No. 5 & 9": ["small", "large"],
      "20 cm": ["small"],
      "28 cm": ["medium"],
      "30 cm": ["large"],
      "Free size": [],
      "No. 1–99999999999": ["small", "medium", "large"],
    });
  });

  it("offers a product for a size band only while a size in that band is on sale and in stock", async () => {
    const handi = await createProduct(backend.db, { id: "sultan-handi", filterKeys: ["handi"], sizes: ["No. 3", "No. 9"], stock: 0 });
    await setVariant(backend.db, handi.id, { stock: 4 }, "no-9");
    expect(await listed("category=large")).toEqual(["sultan-handi"]);
    expect(await listed("category=small")).toEqual([]);
    expect(await listed("category=small,large")).toEqual(["sultan-handi"]);

    await setVariant(backend.db, handi.id, { stock: 2 }, "no-3");
    expect(await listed("category=small")).toEqual(["sultan-handi"]);
    await backend.db.update(productVariants).set({ archived: true }).where(eq(productVariants.slug, "no-3"));
    expect(await listed("category=small")).toEqual([]);
    // Groups still combine with AND: a large handi is not a karahi.
    expect(await listed("category=large,karahi")).toEqual([]);
    expect(await listed("category=large,handi")).toEqual(["sultan-handi"]);
  });

  it("reads a size that names no number by the operator's own band keys on the product", async () => {
    const tawa = await createProduct(backend.db, { id: "iron-tawa", filterKeys: ["open-cookware", "large"], sizes: [], stock: 3 });
    const relabelled = await createProduct(backend.db, { id: "steel-lid", filterKeys: ["small"], sizes: ["Free size"], stock: 1 });
    expect(await listed("category=large")).toEqual(["iron-tawa"]);
    expect(await listed("category=small")).toEqual(["steel-lid"]);
    await setVariant(backend.db, tawa.id, { stock: 0 });
    await setVariant(backend.db, relabelled.id, { label: "No. 9" });
    expect(await listed("category=large")).toEqual(["steel-lid"]);
    expect(await listed("category=small")).toEqual([]);
  });

  it("lists only products with a size in stock when asked, in a search too", async () => {
    const soldOut = await createProduct(backend.db, { id: "sold-out-handi", name: "Sold Out Handi", sizes: ["No. 3", "No. 5"], stock: 0 });
    await createProduct(backend.db, { id: "stocked-handi", name: "Stocked Handi", sizes: ["No. 3", "No. 5"], stock: 2 });
    expect(await listed("page=1")).toEqual(["sold-out-handi", "stocked-handi"]);
    expect(await listed("inStock=1")).toEqual(["stocked-handi"]);
    expect(await listed("q=handi&inStock=1")).toEqual(["stocked-handi"]);
    await setVariant(backend.db, soldOut.id, { stock: 1 }, "no-5");
    expect(await listed("inStock=1")).toEqual(["sold-out-handi", "stocked-handi"]);

    const refused = await backend.call("GET", "/products?inStock=yes", { token });
    expect(refused.status).toBe(400);
    expect(JSON.stringify(refused.body)).toContain("inStock must be 1");
  });
});
