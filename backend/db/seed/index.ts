import type { Database } from "../client";
import { products, productVariants } from "../schema";
import { demoProducts } from "./catalogue";
import { seedDemoOperator } from "./demo-operator";
import { seedDemoUser } from "./demo-user";
import { productRow } from "./product-rows";
import { variantRows } from "./variant-rows";
import { log } from "../../../contract/server/log";

/** The demo catalogue, only into an empty products table; answers how many products were added. */
export async function seedDemoCatalogue(db: Database): Promise<number> {
  const [anyProduct] = await db.select({ id: products.id }).from(products).limit(1);
  if (anyProduct) return 0;
  const now = new Date();
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(products)
      .values(demoProducts.map((product, position) => productRow(product, position, now)))
      .onConflictDoNothing()
      .returning({ id: products.id });
    const added = new Set(inserted.map((row) => row.id));
    const variants = demoProducts.filter((product) => added.has(product.id)).flatMap(variantRows);
    // Each product was given its variants as it was inserted (migration 0016): these set their own
    // prices, stock, weights and figures, and the trigger sums them onto the product row.
    for (const variant of variants) {
      const { id: _id, productId: _productId, slug: _slug, ...columns } = variant;
      await tx
        .insert(productVariants)
        .values(variant)
        .onConflictDoUpdate({ target: [productVariants.productId, productVariants.slug], set: columns });
    }
    return inserted.length;
  });
}

/** Idempotent: run it at every start (under the start-up lock when several instances share a database). */
export async function seedDemoData(db: Database): Promise<void> {
  const added = await seedDemoCatalogue(db);
  if (added > 0) log().info(`[backend] seeded ${added} demo products`);
  await seedDemoUser(db);
  await seedDemoOperator(db);
}
