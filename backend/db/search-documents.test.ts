// The database finds a product's words as the search reads a typed one (issue 39): one set of rules
// (contract/search-text.ts), rendered into SQL, held to the same answers on both databases.
import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { searchWords } from "../../contract/search-text";
import { queryRows } from "./client";
import { products } from "./schema";
import { ensureSearchDocuments } from "./search-documents";
import { createProduct } from "../test/fixtures";
import { describeOnEachDatabase } from "../test/harness";

const awkward = [
  "Zaiqa Non-Stick Karahi (No. 5), 28cm/30cm",
  "كڑاهي ۵ عدد، ہانڈی؛ دیگچی۔ «بریانی» “deg” – tawa—tava… 100% pure",
  "کَڑاہِی\u00a0ہانڈی\u2003pateela\tpatila\nDEGCHI",
  "chef's 18-piece set: [glass_lid] {metal} <no~lid> ^|=+*@#$",
  "٣ ٹکڑے 12345 x2 ½ ×",
  "",
];

describeOnEachDatabase(
  "search documents",
  (backend) => {
    const wordsInDatabase = async (text: string) =>
      (await queryRows<{ words: string[] }>(backend.db, sql`select cookware_search_words(${text}) as words`))[0].words;

    it("splits and folds every text as a typed search is, the demo catalogue's in both languages too", async () => {
      const texts = [
        ...awkward,
        ...(
          await backend.db
            .select({
              name: products.name,
              nameUr: products.nameUr,
              description: products.description,
              descriptionUr: products.descriptionUr,
            })
            .from(products)
        ).flatMap((row) => [row.name, row.nameUr ?? "", row.description, row.descriptionUr ?? ""]),
      ];
      expect(texts.length).toBeGreaterThan(200);
      for (const text of texts) expect(await wordsInDatabase(text), text).toEqual(searchWords(text).sort());
      expect(searchWords(awkward[0])).toEqual(["zaiqa", "non", "stick", "karahi", "no", "28cm", "30cm"]);
      expect(searchWords(awkward[2])).toContain("کڑاہی");
    });

    it("keeps a listed product's documents as it is written, none for one not listed, and makes every product's again when the rules change", async () => {
      const product = await createProduct(backend.db, { name: "Sultan Handi", sizes: [] });
      const documentOf = async () =>
        (
          await queryRows<{ names: string; text: string }>(
            backend.db,
            sql`select search_names::text as names, search_text::text as text from products where id = ${product.id}`,
          )
        )[0];
      await expect(documentOf()).resolves.toEqual({ names: "'handi' 'sultan'", text: expect.stringContaining("'sultan'") });
      await backend.db.update(products).set({ nameUr: "سلطان ہانڈی", description: "For nihari." }).where(eq(products.id, product.id));
      const written = await documentOf();
      expect(written.names).toContain("'ہانڈی'");
      expect(written.text).toContain("'nihari'");

      // Only a listed product has documents: a search's match then needs no look at its status.
      await backend.db.update(products).set({ status: "archived" }).where(eq(products.id, product.id));
      await expect(documentOf()).resolves.toEqual({ names: null, text: null });
      await ensureSearchDocuments(backend.db);
      await expect(documentOf()).resolves.toEqual({ names: null, text: null });
      await backend.db.update(products).set({ status: "active" }).where(eq(products.id, product.id));
      await expect(documentOf()).resolves.toEqual(written);

      // A listed product without documents (written with the trigger off) gets them at the next start.
      await backend.db.execute(sql`alter table products disable trigger products_search_documents`);
      await backend.db.execute(sql`update products set search_names = null, search_text = null where id = ${product.id}`);
      await backend.db.execute(sql`alter table products enable trigger products_search_documents`);
      await ensureSearchDocuments(backend.db);
      await expect(documentOf()).resolves.toEqual(written);
      // Documents are made again, every product's, when the rules they were made by are not today's.
      await backend.db.execute(sql`alter table products disable trigger products_search_documents`);
      await backend.db.execute(
        sql`update products set search_names = to_tsvector('simple', 'older'), search_text = to_tsvector('simple', 'older')`,
      );
      await backend.db.execute(sql`alter table products enable trigger products_search_documents`);
      await ensureSearchDocuments(backend.db);
      await expect(documentOf()).resolves.toEqual({ names: "'older':1", text: "'older':1" });
      await backend.db.execute(sql`comment on function cookware_search_words(text) is 'search words of older rules'`);
      await ensureSearchDocuments(backend.db);
      await expect(documentOf()).resolves.toEqual(written);
    });
  },
  { seedDemo: true },
);
