import type { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productCollections, productSorts } from "../../contract/products";
import { signUp } from "../auth/local-identity";
import { createLocalVerifier } from "../auth/local-token";
import { createSessionCache, sessionReads } from "../auth/session-cache";
import { listingReads } from "../store/catalogue-cache";
import { productReads, productReviewReads } from "../store/product-cache";
import { publishedReviewsOf, reviewableOrderId } from "../store/reviews";
import { reviewerReads } from "../store/reviewer-cache";
import { readStoreSettings } from "../store/settings";
import { settingsReads } from "../store/settings-cache";
import { getProduct, listBestSellers, searchProducts } from "../store/products";
import { createProduct } from "../test/fixtures";
import { heardForGood, TestBackend } from "../test/harness";
import { signLocalToken } from "../../contract/server/local-token";
import type { AnnouncedReads } from "./announced-cache";
import type { Database } from "./client";

const SECRET = "a-test-session-secret-that-is-long-enough-1234";

type PlanNode = { "Relation Name"?: string; Plans?: PlanNode[] };

function relationsOf(node: PlanNode, into = new Set<string>()): Set<string> {
  if (node["Relation Name"]) into.add(node["Relation Name"]);
  for (const child of node.Plans ?? []) relationsOf(child, into);
  return into;
}

// One policy for every cache kept in memory: each declares the tables its reads depend on, and
// every one of those tables announces its changes on the cache's channel. A cached read that starts
// reading another table (a join added to a listing, say) fails here until a trigger announces it.
describe("what the announced caches read, and what announces it", () => {
  const backend = new TestBackend("pglite");
  let client: PGlite;
  let logged: { sql: string; params: unknown[] }[] = [];
  let db: Database;

  beforeAll(async () => {
    await backend.start();
    client = (backend.connection as unknown as { client: PGlite }).client;
    db = drizzle(client, { logger: { logQuery: (sql, params) => void logged.push({ sql, params }) } }) as unknown as Database;
  });
  afterAll(() => backend.stop());

  /** The tables every query `read` runs reads, from the database's own plans. */
  async function tablesRead(read: () => Promise<unknown>): Promise<string[]> {
    logged = [];
    await read();
    expect(logged.length).toBeGreaterThan(0);
    const tables = new Set<string>();
    for (const { sql, params } of logged) {
      const { rows } = await client.query<{ "QUERY PLAN": { Plan: PlanNode }[] }>(`explain (format json) ${sql}`, params);
      relationsOf(rows[0]["QUERY PLAN"][0].Plan, tables);
    }
    // The database's own catalogue (whether pg_trgm is installed, say) is not data a trigger announces.
    return [...tables].filter((table) => !table.startsWith("pg_")).sort();
  }

  type CachedRead = [label: string, reads: AnnouncedReads, read: () => Promise<unknown>];
  const cachedReads: CachedRead[] = [
    [
      "a session's read",
      sessionReads,
      async () => {
        const session = await signUp(backend.db, {
          name: "Reader",
          email: `reader-${Date.now()}@example.com`,
          password: "correct-horse-battery",
        });
        const verify = createLocalVerifier(db, SECRET, { reuseMs: 0, sessionCache: createSessionCache({ hearing: heardForGood() }) });
        const user = await verify(await signLocalToken({ userId: session.user.id, sessionId: session.sessionId }, SECRET), { reuse: true });
        expect(user?.userId).toBe(session.user.id);
      },
    ],
    ["a product page's read", productReads, async () => getProduct(db, (await createProduct(backend.db)).id)],
    ["a product's published reviews", productReviewReads, async () => publishedReviewsOf(db, (await createProduct(backend.db)).id, 2, 10)],
    [
      "whether a shopper may review a product",
      reviewerReads,
      async () => reviewableOrderId(db, "reader", (await createProduct(backend.db)).id),
    ],
    ["the best sellers", listingReads, () => listBestSellers(db)],
    ["the store's settings", settingsReads, () => readStoreSettings(db, { lowStockThreshold: 5 })],
    ...productCollections.map(
      (collection) =>
        [
          `the listing of ${collection}`,
          listingReads,
          () => searchProducts(db, { collection, filterKeys: [], page: 1, pageSize: 12 }),
        ] satisfies CachedRead,
    ),
    [
      "a typo answered with the nearest words",
      listingReads,
      () => searchProducts(db, { q: "karahhi", filterKeys: [], page: 1, pageSize: 12 }),
    ],
    ...productSorts.map(
      (sort) =>
        [
          `a search sorted by ${sort}`,
          listingReads,
          () =>
            searchProducts(db, {
              q: "handi",
              sort,
              filterKeys: ["non-stick"],
              minPricePaisa: 1,
              maxPricePaisa: 9_000_000,
              page: 2,
              pageSize: 12,
            }),
        ] satisfies CachedRead,
    ),
  ];

  it.each(cachedReads)("%s reads only the tables its cache declares", async (_label, reads, read) => {
    const tables = await tablesRead(read);
    expect(tables.filter((table) => !reads.tables.includes(table))).toEqual([]);
  });

  it.each([
    ["sessions", sessionReads],
    ["product pages", productReads],
    ["product reviews", productReviewReads],
    ["reviewers", reviewerReads],
    ["listings", listingReads],
    ["settings", settingsReads],
  ] as const)("every table the %s cache declares announces its changes on the cache's channel", async (_label, reads) => {
    const { rows } = await client.query<{ table_name: string; source: string }>(`
      select c.relname as table_name, p.prosrc as source
      from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal`);
    const announcing = new Set(rows.filter((row) => row.source.includes(`'${reads.channel}'`)).map((row) => row.table_name));
    expect(reads.tables.filter((table) => !announcing.has(table))).toEqual([]);
  });
});
