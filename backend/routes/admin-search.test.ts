// The search's synonyms, edited by operators at /admin/search (issue 39).
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { ensureSearchIndexes } from "../db/search-indexes";
import { SYNONYM_NOT_FOUND } from "../../contract/search-synonyms";
import { describeOnEachDatabase, tokenFor } from "../test/harness";

const OPERATOR = tokenFor("operator-amna");
const SHOPPER = tokenFor("shopper-bilal");

describeOnEachDatabase(
  "/admin/search",
  (backend) => {
    const operator = (method: "GET" | "PUT" | "POST", path: string, body?: unknown) =>
      backend.call(method, `/admin/search${path}`, { token: OPERATOR, body });
    /** Products the search itself matched (not those of a "Did you mean"). */
    const found = async (q: string) => {
      const { body } = await backend.call("GET", `/products?q=${encodeURIComponent(q)}&pageSize=100`, { token: SHOPPER });
      return body.didYouMean ? 0 : (body.total as number);
    };

    it("lists the seeded spellings and says whether typos are suggested; shoppers are refused", async () => {
      const { body } = await operator("GET", "");
      expect(body.trigrams).toBe(true);
      expect(body.synonyms).toContainEqual({ term: "karahi", means: expect.arrayContaining(["karhai", "kadai", "کڑاہی"]) });
      expect((await backend.call("GET", "/admin/search", { token: SHOPPER })).status).toBe(403);
      expect((await backend.call("PUT", "/admin/search/synonyms", { token: SHOPPER, body: { term: "x", means: "y" } })).status).toBe(403);
    });

    it("a word the operator adds finds what it means at once; removed, it finds nothing again", async () => {
      expect(await found("bhagona")).toBe(0);
      const saved = await operator("PUT", "/synonyms", { term: "  Bhagona ", means: "Handi، clay pot\nhandi" });
      expect(saved).toMatchObject({ status: 200, body: { term: "bhagona", means: ["handi", "clay pot"] } });
      expect(await found("bhagona")).toBe(await found("handi"));

      expect((await operator("POST", "/synonyms/delete", { term: "BHAGONA" })).status).toBe(200);
      expect(await found("bhagona")).toBe(0);
      expect(await operator("POST", "/synonyms/delete", { term: "bhagona" })).toMatchObject({
        status: 404,
        body: { error: SYNONYM_NOT_FOUND },
      });
    });

    it("without pg_trgm, search still folds and uses the synonyms, typos get no suggestion, and the page says so", async () => {
      await backend.db.execute(sql`drop extension pg_trgm cascade`);
      try {
        expect((await operator("GET", "")).body.trigrams).toBe(false);
        expect(await found("karhai")).toBe(await found("karahi"));
        expect((await backend.call("GET", "/products?q=karahhi", { token: SHOPPER })).body).toMatchObject({ total: 0 });
      } finally {
        expect(await ensureSearchIndexes(backend.db)).toBe(true);
      }
      expect((await operator("GET", "")).body.trigrams).toBe(true);
    });

    it("refuses an empty word or list with a message for each field", async () => {
      const refused = await operator("PUT", "/synonyms", { term: " ", means: " , ،" });
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain("Type the search word");
      expect(JSON.stringify(refused.body)).toContain("Type at least one word it also means");
    });
  },
  { seedDemo: true },
);
