import type { Database } from "../client";
import { products } from "../schema";
import { demoProducts } from "./catalogue";
import { seedDemoOperator } from "./demo-operator";
import { seedDemoUser } from "./demo-user";
import { productRow } from "./product-rows";

/** The demo catalogue, only into an empty products table; answers how many products were added. */
export async function seedDemoCatalogue(db: Database): Promise<number> {
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  if (anyProduct) return 0;
  const now = new Date();
  const inserted = await db
    .insert(products)
    .values(demoProducts.map((product, position) => productRow(product, position, now)))
    .onConflictDoNothing()
    .returning({ id: products.id });
  return inserted.length;
}

/** Idempotent: run it at every start (under the start-up lock when several instances share a database). */
export async function seedDemoData(db: Database): Promise<void> {
  const added = await seedDemoCatalogue(db);
  if (added > 0) console.info(`[backend] seeded ${added} demo products`);
  await seedDemoUser(db);
  await seedDemoOperator(db);
}
