import { and, asc, eq, type SQL } from "drizzle-orm";
import type { Database } from "../db/client";
import { addresses, products, productVariants, users } from "../db/schema";
import { newId } from "../lib/ids";
import { variantRowColumns } from "../store/variant-admin";

let productCounter = 0;

export type ProductFixture = Partial<typeof products.$inferInsert>;

export async function createProduct(db: Database, overrides: ProductFixture = {}) {
  productCounter += 1;
  const [row] = await db
    .insert(products)
    .values({
      id: `test-product-${productCounter}-${newId().slice(0, 6)}`,
      name: `Test Handi ${productCounter}`,
      description: "**A test product.**\nWith two lines.",
      images: ["/images/products/shahi-copper-handi-1.svg"],
      pricePaisa: 250_000,
      filterKeys: ["handi", "metal-finish", "small"],
      sizes: ["No. 2", "No. 3"],
      stock: 10,
      ...overrides,
    })
    .returning();
  return row;
}

/**
 * Sets a product's variant's columns (its first, or the one of `slug`): stock and price live on
 * variants, and the product row follows them (migration 0016). Read without the size bands of
 * migration 0039, so the migration tests can use it on databases from before them.
 */
export async function setVariant(
  db: Database,
  productId: string,
  values: { [Column in keyof typeof productVariants.$inferInsert]?: (typeof productVariants.$inferInsert)[Column] | SQL },
  slug?: string,
): Promise<Omit<typeof productVariants.$inferSelect, "sizeBands">> {
  const [variant] = await db
    .select(variantRowColumns)
    .from(productVariants)
    .where(and(eq(productVariants.productId, productId), slug ? eq(productVariants.slug, slug) : undefined))
    .orderBy(asc(productVariants.position))
    .limit(1);
  if (Object.keys(values).length === 0) return variant;
  const [changed] = await db.update(productVariants).set(values).where(eq(productVariants.id, variant.id)).returning(variantRowColumns);
  return changed;
}

export async function createUser(db: Database, userId: string, values: Partial<typeof users.$inferInsert> = {}) {
  await db
    .insert(users)
    .values({ id: userId, name: `Shopper ${userId}`, email: `${userId}@example.test`, ...values })
    .onConflictDoNothing();
}

/** A shopper ready to order: an address, and (when the user is new) the phone an order needs. */
export async function createAddress(db: Database, userId: string, overrides: Partial<typeof addresses.$inferInsert> = {}) {
  await createUser(db, userId, { phone: "+923001234567" });
  const [row] = await db
    .insert(addresses)
    .values({
      id: newId(),
      userId,
      street: "12 Mall Road",
      city: "Lahore",
      state: "Punjab",
      country: "Pakistan",
      postalCode: "54000",
      isDefault: true,
      ...overrides,
    })
    .returning();
  return row;
}

export async function stockOf(db: Database, productId: string) {
  const [row] = await db.select({ stock: products.stock }).from(products).where(eq(products.id, productId));
  return row?.stock;
}

/** The body that saves an operator's product as it was read (`GET /admin/products/:id`), to change a field or two. */
export const editBodyOf = (product: Record<string, unknown>) => ({
  name: product.name,
  slug: product._id,
  description: product.description,
  price: product.price,
  filterKeys: product.filterKeys,
  sizes: product.sizes,
  status: product.status,
  version: product.version,
});
