import { sql } from "drizzle-orm";
import { expect, it, onTestFinished } from "vitest";
import { createScratchDatabase, describeOnEachDatabase } from "../test/harness";
import { connectPostgres, queryRows, type Database } from "./client";
import { prepareDatabase } from "./prepare";
import { orders, products, users } from "./schema";
import { DEMO_OPERATOR } from "./seed/demo-operator";
import { DEMO_USER } from "./seed/demo-user";
import { ensureSearchIndexes } from "./search-indexes";
import { captureLog } from "../../contract/server/log";

describeOnEachDatabase("preparing the database", (backend) => {
  it("applies migrations idempotently", async () => {
    await prepareDatabase(backend.connection, { seedDemo: false });
    await prepareDatabase(backend.connection, { seedDemo: false });
    const applied = await queryRows<{ count: string | number }>(
      backend.db,
      sql`select count(*) as count from drizzle.__drizzle_migrations`,
    );
    expect(Number(applied[0].count)).toBeGreaterThan(0);
  });

  it("creates the trigram indexes for product search", async () => {
    const indexes = await queryRows<{ indexname: string }>(backend.db, sql`select indexname from pg_indexes where tablename = 'products'`);
    expect(indexes.map((index) => index.indexname)).toEqual(
      expect.arrayContaining(["products_name_trgm_idx", "products_description_trgm_idx", "products_filter_keys_idx", "products_price_idx"]),
    );
  });

  it("writes the search documents' GIN indexes directly, never through a pending list", async () => {
    const options = await queryRows<{ name: string; options: string[] | null }>(
      backend.db,
      sql`select relname as name, reloptions as options from pg_class
        where relname in ('products_search_text_idx', 'products_search_names_idx') order by relname`,
    );
    expect(options).toEqual([
      { name: "products_search_names_idx", options: ["fastupdate=off"] },
      { name: "products_search_text_idx", options: ["fastupdate=off"] },
    ]);
  });
});

it("goes on without trigram indexes when pg_trgm is unavailable", async () => {
  const logged = captureLog();
  onTestFinished(logged.restore);
  const db = { execute: () => Promise.reject(new Error('extension "pg_trgm" is not available')) } as unknown as Database;
  expect(await ensureSearchIndexes(db)).toBe(false);
  expect(logged.lines()).toContainEqual(expect.objectContaining({ level: 40, msg: expect.stringContaining("without trigram indexes") }));
});

it.runIf(process.env.TEST_DATABASE_URL)("lets several instances start on one PostgreSQL database at once", async () => {
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
  const instances = Array.from({ length: 3 }, () => connectPostgres(scratch.url, { maxConnections: 3 }));
  try {
    await Promise.all(instances.map((instance) => prepareDatabase(instance, { seedDemo: true })));
    const [db] = instances.map((instance) => instance.db);
    expect((await db.select().from(products)).length).toBeGreaterThanOrEqual(48);
    // The demo shopper and the demo operator, each seeded once however many instances raced.
    expect((await db.select({ id: users.id }).from(users)).map((user) => user.id).sort()).toEqual([DEMO_USER.id, DEMO_OPERATOR.id].sort());
    expect(await db.select().from(orders)).toHaveLength(2);
  } finally {
    await Promise.all(instances.map((instance) => instance.close()));
    await scratch.drop();
  }
});
