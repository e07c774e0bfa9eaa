// Search that finds what Pakistani shoppers type (issue 39): folding, synonyms, ranking, typos, SKUs.
import { expect, it } from "vitest";
import { foldSearchText } from "../../contract/search-text";
import { eq } from "drizzle-orm";
import { products, productVariants, searchSynonyms } from "../db/schema";
import { createProduct } from "../test/fixtures";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const token = tokenFor("search-shopper");
type Listed = { items: { _id: string; name: string; description: string }[]; total: number; didYouMean?: string };

describeOnEachDatabase(
  "product search",
  (backend) => {
    const search = async (q: string, extra = "") => {
      const response = await backend.call("GET", `/products?q=${encodeURIComponent(q)}&pageSize=100${extra}`, { token });
      expect(response.status).toBe(200);
      return response.body as Listed;
    };
    const ids = (listed: Listed) => listed.items.map((item) => item._id).sort();

    it("finds the karahis by any spelling shoppers type: Roman Urdu, Urdu script, an Arabic keyboard's letters", async () => {
      const karahis = await search("karahi");
      expect(karahis.total).toBeGreaterThan(10);
      expect(karahis.items.every((item) => /karahi/i.test(item.name + item.description))).toBe(true);
      for (const spelling of ["karhai", "kadai", "KADHAI", "کڑاہی", "كڑاهي", "کَڑاہی"])
        expect(ids(await search(spelling)), spelling).toEqual(ids(karahis));
      expect(ids(await search("توا"))).toEqual(ids(await search("tawa")));
      expect((await search("tawa")).total).toBeGreaterThanOrEqual(2);
    });

    it("needs every word, each in any of its spellings, and keeps a synonym's phrase whole", async () => {
      const found = await search("nonstick karhai");
      expect(found.total).toBeGreaterThan(0);
      expect(
        found.items.every((item) => /non-stick/i.test(item.name + item.description) && /karahi/i.test(item.name + item.description)),
      ).toBe(true);
      expect(found.total).toBeLessThan((await search("karahi")).total);
    });

    it("ranks the product named so first, then names holding the search, then descriptions", async () => {
      expect((await search("zaiqa non-stick karahi")).items[0].name).toBe("Zaiqa Non-Stick Karahi");
      const handis = await search("handi");
      const inName = handis.items.map((item) => /handi/i.test(item.name));
      expect(inName.indexOf(false)).toBeGreaterThan(0);
      expect(inName.lastIndexOf(true)).toBeLessThan(inName.indexOf(false));
      // A shopper's own order still wins.
      const byPrice = await search("handi", "&sort=price-asc");
      const prices = byPrice.items.map((item) => (item as unknown as { price: number }).price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it("finds the words a typed word begins, and a word's start that begins too many as a prefix", async () => {
      const degchis = await createProduct(backend.db, { name: "Qalai Degchis Trio", sizes: [] });
      expect(ids(await search("degchi"))).toContain(degchis.id);
      expect(ids(await search("qala degch"))).toEqual([degchis.id]);
      // A longer word is not begun by it: that is a typo, answered with the nearest word.
      expect(await search("degchiss")).toMatchObject({ didYouMean: "degchis", items: [{ _id: degchis.id }] });
      // "s" begins more words than are looked up one by one: it is looked for as a prefix.
      const everyS = await search("s");
      expect(everyS.total).toBeGreaterThan(20);
      expect(everyS.items.every((item) => /(^|[^\p{L}\p{N}])s/iu.test(`${item.name} ${item.description}`))).toBe(true);
      await backend.db.delete(products).where(eq(products.id, degchis.id));
    });

    it("pages a broad search in the same order whichever way the page is read", async () => {
      // Pages of two walk the listing's index (the matches are many for the page); one page of 100
      // reads every match and sorts it. Both give one order.
      const all = await search("handi");
      expect(all.total).toBeGreaterThan(6);
      const paged: string[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 2); page += 1) {
        const response = await backend.call("GET", `/products?q=handi&pageSize=2&page=${page}`, { token });
        expect(response.body.total).toBe(all.total);
        paged.push(...(response.body as Listed).items.map((item) => item._id));
      }
      expect(paged).toEqual(all.items.map((item) => item._id));
      const byPrice = (await search("handi", "&sort=price-desc")).items.map((item) => item._id);
      const byPricePaged: string[] = [];
      for (let page = 1; page <= Math.ceil(all.total / 2); page += 1)
        byPricePaged.push(
          ...((await backend.call("GET", `/products?q=handi&pageSize=2&page=${page}&sort=price-desc`, { token })).body as Listed).items.map(
            (item) => item._id,
          ),
        );
      expect(byPricePaged).toEqual(byPrice);
    });

    it("answers a typo with the nearest word the catalogue knows, and its products", async () => {
      const typo = await search("karahhi");
      expect(typo.didYouMean).toBe("karahi");
      expect(ids(typo)).toEqual(ids(await search("karahi")));
      const nothing = await search("zzzzqqq");
      expect(nothing).toMatchObject({ total: 0, items: [] });
      expect(nothing.didYouMean).toBeUndefined();
      expect((await search("karahi")).didYouMean).toBeUndefined();
    });

    it("suggests for a typo the words of listed products' names as they are now: added, renamed, archived, deleted", async () => {
      const product = await createProduct(backend.db, { name: "Zarnigar Tawa" });
      expect((await search("zarnigr")).didYouMean).toBe("zarnigar");
      await backend.db.update(products).set({ name: "Zarnigaar Tawa" }).where(eq(products.id, product.id));
      expect((await search("zarnigr")).didYouMean).toBe("zarnigaar");
      await backend.db.update(products).set({ status: "archived" }).where(eq(products.id, product.id));
      expect((await search("zarnigr")).didYouMean).toBeUndefined();
      await backend.db.update(products).set({ status: "active" }).where(eq(products.id, product.id));
      expect((await search("zarnigr")).didYouMean).toBe("zarnigaar");
      await backend.db.delete(products).where(eq(products.id, product.id));
      expect((await search("zarnigr")).didYouMean).toBeUndefined();
    });

    it("counts every match on any page, past the last one too", async () => {
      const first = await backend.call("GET", "/products?q=karahi&pageSize=2", { token });
      const beyond = await backend.call("GET", "/products?q=karahi&pageSize=2&page=999", { token });
      expect((first.body as Listed).items).toHaveLength(2);
      expect(beyond.body).toMatchObject({ items: [], total: (first.body as Listed).total });
    });

    it("finds a size by its SKU or its start, in any case, while its product is listed", async () => {
      const [variant] = await backend.db
        .select({ sku: productVariants.sku, productId: productVariants.productId })
        .from(productVariants)
        .limit(1);
      expect(ids(await search(variant.sku.toLowerCase()))).toContain(variant.productId);
      expect(ids(await search(variant.sku.toUpperCase().slice(0, -1)))).toContain(variant.productId);
      // Not once it is archived, by its SKU as by its name.
      await backend.db.update(products).set({ status: "archived" }).where(eq(products.id, variant.productId));
      try {
        expect(ids(await search(variant.sku))).not.toContain(variant.productId);
      } finally {
        await backend.db.update(products).set({ status: "active" }).where(eq(products.id, variant.productId));
      }
    });

    it("keeps its seeded synonyms folded, as a search is", async () => {
      const rows = await backend.db.select().from(searchSynonyms);
      expect(rows.length).toBeGreaterThanOrEqual(7);
      for (const row of rows) for (const word of [row.term, ...row.means]) expect(foldSearchText(word), row.term).toBe(word);
    });
  },
  { seedDemo: true },
);
