import { and, asc, count, desc, eq, getTableColumns, ilike, or, sql, type SQL } from "drizzle-orm";
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  PRODUCT_CHANGED,
  type ProductStatus,
  type ProductStatusFilter,
  SLUG_TAKEN,
  STOCK_LEDGER_SHOWN,
  type StockAdjustmentReason,
} from "../../contract/catalogue-admin";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import type { Database } from "../db/client";
import { containsPattern } from "../lib/like-pattern";
import { orders, products, productSlugs, productVariants, stockMovements, users } from "../db/schema";
import { StoreError } from "./errors";
import type { Product } from "./products";
import { adjustStock, recordStockMovement } from "./stock";
import { createdVariants, syncVariantsWithSizes, variantForStock } from "./variant-admin";
import { productWithVariants, variantsOf } from "./variants";

/** A ledger row with who moved it, the number of the order that did (what the operator knows it by), and the size. */
export type StockMovement = typeof stockMovements.$inferSelect & {
  actorEmail: string | null;
  orderNumber: number | null;
  variantLabel: string | null;
};
/** A product as the operator sees it: its former URL ids and the newest of its ledger. */
export type AdminProduct = Product & { formerSlugs: string[]; ledger: StockMovement[] };

export type AdminProductsQuery = { q?: string; category?: string; status: ProductStatusFilter; lowStock: boolean; page: number };

/** A change named a version of the product that is no longer current; carries the product as it is now. */
export class StaleProductError extends StoreError {
  constructor() {
    super("conflict", PRODUCT_CHANGED);
    this.name = "StaleProductError";
  }
}

/** A product's lowest stock among its sizes on sale: low stock is per size. */
export const lowestVariantStock = sql<number>`coalesce((select min(v.stock) from ${productVariants} v where v.product_id = ${products.id} and not v.archived), 0)`;

/** One page of the catalogue for the operator: every status, low stock first when asked. */
export async function adminProductList(db: Database, query: AdminProductsQuery, lowStockThreshold: number) {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(or(ilike(products.name, pattern), ilike(products.id, pattern)));
  }
  if (query.category) conditions.push(sql`${query.category} = any(${products.filterKeys})`);
  if (query.status !== "all") conditions.push(eq(products.status, query.status));
  const where = and(...conditions);
  const order = query.lowStock
    ? [sql`${lowestVariantStock} <= ${lowStockThreshold} desc`, asc(lowestVariantStock), asc(products.name)]
    : [asc(products.name), asc(products.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(productWithVariants)
      .from(products)
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PRODUCTS_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PRODUCTS_PAGE_SIZE),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { rows, total, page: query.page, pageSize: ADMIN_PRODUCTS_PAGE_SIZE };
}

export async function loadAdminProduct(db: Database, productId: string): Promise<AdminProduct> {
  const [product] = await db
    .select({ ...getTableColumns(products), variants: variantsOf("all") })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
  const former = await db
    .select({ slug: productSlugs.slug })
    .from(productSlugs)
    .where(eq(productSlugs.productId, productId))
    .orderBy(desc(productSlugs.retiredAt));
  const ledger = await db
    .select({ movement: stockMovements, actorEmail: users.email, orderNumber: orders.orderNumber, variantLabel: productVariants.label })
    .from(stockMovements)
    .leftJoin(users, eq(users.id, stockMovements.actorUserId))
    .leftJoin(orders, eq(orders.id, stockMovements.orderId))
    .leftJoin(productVariants, eq(productVariants.id, stockMovements.variantId))
    .where(eq(stockMovements.productId, productId))
    .orderBy(desc(stockMovements.id))
    .limit(STOCK_LEDGER_SHOWN);
  return {
    ...product,
    formerSlugs: former.map((row) => row.slug),
    ledger: ledger.map(({ movement, actorEmail, orderNumber, variantLabel }) => ({
      ...movement,
      actorEmail: actorEmail || null,
      orderNumber,
      variantLabel,
    })),
  };
}

export type ProductFields = {
  slug: string;
  name: string;
  description: string;
  nameUr: string | null;
  descriptionUr: string | null;
  pricePaisa: number;
  filterKeys: string[];
  sizes: string[];
  status: ProductStatus;
  finalSale: boolean;
};

/** A URL id is taken when another product has it now or had it before (its old links still lead there). */
async function assertSlugFree(tx: Database, slug: string, ownId: string | null) {
  const [current] = await tx.select({ id: products.id }).from(products).where(eq(products.id, slug));
  const [former] = await tx.select({ productId: productSlugs.productId }).from(productSlugs).where(eq(productSlugs.slug, slug));
  if ((current && current.id !== ownId) || (former && former.productId !== ownId)) {
    throw new StoreError("conflict", SLUG_TAKEN, { slug: SLUG_TAKEN });
  }
}

const columnsOf = (fields: ProductFields) => ({
  name: fields.name,
  description: fields.description,
  nameUr: fields.nameUr,
  descriptionUr: fields.descriptionUr,
  pricePaisa: fields.pricePaisa,
  filterKeys: fields.filterKeys,
  sizes: fields.sizes,
  status: fields.status,
  finalSale: fields.finalSale,
});

/** A new product and its opening stock, in the ledger as received. */
export async function createCatalogueProduct(
  db: Database,
  input: { fields: ProductFields; stock: number; actorUserId: string },
): Promise<string> {
  return db.transaction(async (tx) => {
    const { fields } = input;
    await assertSlugFree(tx, fields.slug, null);
    const now = new Date();
    await tx.insert(products).values({
      id: fields.slug,
      ...columnsOf(fields),
      stock: input.stock,
      publishedAt: fields.status === "active" ? now : null,
      // The opening stock lands on the first size: the operator spreads it over the others.
      checkStockPerSize: fields.sizes.length > 1 && input.stock > 0,
      createdAt: now,
      updatedAt: now,
    });
    const [first] = await createdVariants(tx, fields.slug);
    if (input.stock > 0) {
      await recordStockMovement(
        tx,
        {
          productId: fields.slug,
          variantId: first.id,
          delta: input.stock,
          reason: "received",
          note: "Opening stock",
          actorUserId: input.actorUserId,
        },
        input.stock,
        now,
      );
    }
    return fields.slug;
  });
}

/** Locks the product and checks the version the operator saw. */
export async function lockProduct(tx: Database, productId: string, version: number): Promise<typeof products.$inferSelect> {
  const [product] = await tx.select().from(products).where(eq(products.id, productId)).for("update");
  if (!product) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
  if (product.version !== version) throw new StaleProductError();
  return product;
}

/**
 * The operator's edit in one transaction. A changed URL id renames the product (every row naming
 * it follows, ON UPDATE CASCADE); once the product has been published, the old id is kept as a
 * former one that redirects. Answers the product's id after the edit.
 */
export async function editCatalogueProduct(
  db: Database,
  input: { productId: string; version: number; fields: ProductFields },
): Promise<string> {
  return db.transaction(async (tx) => {
    const product = await lockProduct(tx, input.productId, input.version);
    const { fields } = input;
    const now = new Date();
    if (fields.slug !== product.id) {
      await assertSlugFree(tx, fields.slug, product.id);
      await tx.delete(productSlugs).where(eq(productSlugs.slug, fields.slug)); // renamed back to a former id
      await tx.update(products).set({ id: fields.slug }).where(eq(products.id, product.id));
      if (product.publishedAt) await tx.insert(productSlugs).values({ slug: product.id, productId: fields.slug, retiredAt: now });
    }
    await tx
      .update(products)
      .set({
        ...columnsOf(fields),
        publishedAt: product.publishedAt ?? (fields.status === "active" ? now : null),
        version: product.version + 1,
        updatedAt: now,
      })
      .where(eq(products.id, fields.slug));
    await syncVariantsWithSizes(tx, {
      productId: fields.slug,
      sizes: fields.sizes,
      pricePaisa: fields.pricePaisa,
      formerPricePaisa: product.pricePaisa,
    });
    return fields.slug;
  });
}

/** Archive, unarchive, pin, unpin, mark or unmark new: one column and the version. */
export async function setProductFlag(
  db: Database,
  input: { productId: string; version: number; change: { status: ProductStatus } | { isBestSeller: boolean } | { isNew: boolean } },
) {
  await db.transaction(async (tx) => {
    const product = await lockProduct(tx, input.productId, input.version);
    const now = new Date();
    const publishes = "status" in input.change && input.change.status === "active" && !product.publishedAt;
    await tx
      .update(products)
      .set({ ...input.change, ...(publishes && { publishedAt: now }), version: product.version + 1, updatedAt: now })
      .where(eq(products.id, product.id));
  });
}

/** An operator's stock adjustment of one size with its reason; never below zero, safe beside concurrent orders. */
export async function adjustProductStock(
  db: Database,
  input: { productId: string; variant?: string; change: number; reason: StockAdjustmentReason; note?: string; actorUserId: string },
): Promise<number> {
  const variantId = await variantForStock(db, input.productId, input.variant);
  return db.transaction((tx) =>
    adjustStock(tx, {
      productId: input.productId,
      variantId,
      delta: input.change,
      reason: input.reason,
      note: input.note,
      actorUserId: input.actorUserId,
    }),
  );
}
