import { and, arrayOverlaps, asc, between, count, desc, eq, gt, gte, inArray, lte, or, sql, type SQL } from "drizzle-orm";
import { PRODUCT_NO_LONGER_AVAILABLE, PRODUCT_NOT_FOUND } from "../../contract/messages";
import { filterGroups, groupFilterKeys } from "../../contract/catalogue";
import type { ProductCollection, ProductSort } from "../../contract/products";
import { builtOnce } from "../db/built-once";
import type { Database } from "../db/client";
import { orderItems, orders, products, productSlugs, productVariants } from "../db/schema";
import { BEST_SELLER_WINDOW_DAYS, BEST_SELLERS_LIMIT, DEFAULT_NEW_ARRIVAL_DAYS } from "../../contract/catalogue-admin";
import { StoreError } from "./errors";
import { isListed, nearestSearch, prepareSearch, type ProductSearch, searchCondition, synonymGroups } from "./product-search";
import { searchPage } from "./search-page";
import { productWithVariants, type Variant } from "./variants";

/** A product row and its active variants, in the operator's order. */
export type Product = typeof products.$inferSelect & { variants: Variant[] };

/** The operator's Urdu name and description as the shop answers them (null where none is written). */
export const urduTextsOf = ({ nameUr, descriptionUr }: Pick<Product, "nameUr" | "descriptionUr">) => ({ nameUr, descriptionUr });

/** One page of matches and the count of all of them. */
export type ProductPage = { items: Product[]; total: number; page: number; pageSize: number; didYouMean?: string };

export type ProductQuery = {
  q?: string;
  filterKeys: string[];
  /** Only products with a size on sale and in stock. */
  inStock?: boolean;
  minPricePaisa?: number;
  maxPricePaisa?: number;
  sort?: ProductSort;
  collection?: ProductCollection;
  /** New Arrivals: the products added in this many days (the operator's setting), and those marked new. */
  newArrivalDays?: number;
  page: number;
  pageSize: number;
};

/** "Limited" means a few left: the storefront's collection of products about to sell out. */
export const LIMITED_STOCK_MAX = 5;

const cookwareTypeKeys: string[] = filterGroups.find((group) => group.id === "cookwareType")!.options.map((option) => option.key);
const setKeys = ["gift-set", "15-piece", "18-piece"];

const deliveredInWindow = sql`${orders.orderStatus} = 'Delivered' and ${orders.deliveredAt} >= now() - make_interval(days => ${BEST_SELLER_WINDOW_DAYS})`;

/** Units of each product in orders delivered within the best-seller window. */
const deliveredUnits = (db: Database) =>
  db
    .select({ productId: orderItems.productId, units: sql<number>`sum(${orderItems.quantity})::int`.as("units") })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(deliveredInWindow)
    .groupBy(orderItems.productId)
    .as("delivered_units");

function collectionCondition(collection: ProductCollection, newArrivalDays: number): SQL | undefined {
  switch (collection) {
    case "new":
      return or(eq(products.isNew, true), sql`${products.createdAt} >= now() - make_interval(days => ${newArrivalDays})`);
    case "bestsellers":
      return or(
        eq(products.isBestSeller, true),
        inArray(
          products.id,
          sql`(select ${orderItems.productId} from ${orderItems} join ${orders} on ${orders.id} = ${orderItems.orderId} where ${deliveredInWindow})`,
        ),
      );
    case "limited":
      return between(products.stock, 1, LIMITED_STOCK_MAX);
    case "cookware":
      return arrayOverlaps(products.filterKeys, cookwareTypeKeys);
    case "sets":
      return arrayOverlaps(products.filterKeys, setKeys);
    case "bakeware":
    case "accessories":
      return arrayOverlaps(products.collections, [collection]);
  }
}

/**
 * A size in one of the chosen bands is on sale and in stock. A size's band is its label's
 * (`size_bands`, migration 0039); a size whose label names no number takes the product's own
 * Small/Medium/Large keys, as the operator ticked them.
 */
function sizeInStock(bands: string[]): SQL {
  return sql`exists (select 1 from ${productVariants} where ${productVariants.productId} = ${products.id}
    and not ${productVariants.archived} and ${productVariants.stock} > 0
    and (${arrayOverlaps(productVariants.sizeBands, bands)}
      or (cardinality(${productVariants.sizeBands}) = 0 and ${arrayOverlaps(products.filterKeys, bands)})))`;
}

/** `listedMatch`: a search's condition, which holds only for listed products (searchCondition); else every listed product. */
function whereClause(query: ProductQuery, listedMatch?: SQL): SQL | undefined {
  const conditions: (SQL | undefined)[] = [listedMatch ?? isListed];
  // Within a group any chosen key matches; the groups combine with AND.
  for (const [group, keys] of groupFilterKeys(query.filterKeys)) {
    conditions.push(group === "sizeRange" ? sizeInStock(keys) : arrayOverlaps(products.filterKeys, keys));
  }
  // The product's stock is its sizes' on sale (migration 0016's roll-up).
  if (query.inStock) conditions.push(gt(products.stock, 0));
  if (query.minPricePaisa !== undefined) conditions.push(gte(products.pricePaisa, query.minPricePaisa));
  if (query.maxPricePaisa !== undefined) conditions.push(lte(products.pricePaisa, query.maxPricePaisa));
  if (query.collection) conditions.push(collectionCondition(query.collection, query.newArrivalDays ?? DEFAULT_NEW_ARRIVAL_DAYS));
  return and(...conditions);
}

function orderClause(sort: ProductSort): SQL[] {
  switch (sort) {
    case "price-asc":
      return [asc(products.pricePaisa), asc(products.id)];
    case "price-desc":
      return [desc(products.pricePaisa), desc(products.id)];
    case "newest":
      return [desc(products.createdAt), asc(products.id)];
    case "default":
      return [desc(products.isBestSeller), desc(products.createdAt), asc(products.id)];
  }
}

/**
 * One page of the catalogue, filtered, sorted and counted in the database. A search that finds
 * nothing is tried once more with its unknown words replaced by the nearest the catalogue knows,
 * and the page says so ("Did you mean karahi?").
 */
export async function searchProducts(db: Database, query: ProductQuery): Promise<ProductPage> {
  if (!query.q) return listingPage(db, query, undefined);
  const groups = await synonymGroups(db);
  const search = await prepareSearch(db, query.q, groups);
  const page = await listingPage(db, query, search);
  if (page.total > 0 || query.page > 1) return page;
  const nearest = await nearestSearch(db, search);
  if (!nearest) return page;
  const corrected = await listingPage(db, query, await prepareSearch(db, nearest, groups));
  return corrected.total > 0 ? { ...corrected, didYouMean: nearest } : page;
}

async function listingPage(db: Database, query: ProductQuery, search: ProductSearch | undefined): Promise<ProductPage> {
  const sort = query.sort ?? (query.collection === "new" ? "newest" : "default");
  if (search) {
    const where = whereClause(query, searchCondition(search))!;
    // A search's own order leads unless the shopper chose one: the best matches first.
    const order = sort === "default" ? "search" : orderClause(sort);
    const offset = (query.page - 1) * query.pageSize;
    const found = await searchPage(db, where, search, order, { offset, limit: query.pageSize });
    return { ...found, page: query.page, pageSize: query.pageSize };
  }
  const where = whereClause(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(productWithVariants)
      .from(products)
      .where(where)
      .orderBy(...orderClause(sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
}

/** The whole listed catalogue in one list, best sellers first, then newest. */
export async function listAllProducts(db: Database): Promise<Product[]> {
  return db
    .select(productWithVariants)
    .from(products)
    .where(isListed)
    .orderBy(...orderClause("default"));
}

/** The operator's pins first, then the products most delivered in the window, listed ones only. */
export async function listBestSellers(db: Database): Promise<Product[]> {
  const sold = deliveredUnits(db);
  const rows = await db
    .select({ product: productWithVariants })
    .from(products)
    .leftJoin(sold, eq(sold.productId, products.id))
    .where(and(isListed, or(eq(products.isBestSeller, true), sql`${sold.units} > 0`)))
    .orderBy(desc(products.isBestSeller), sql`${sold.units} desc nulls last`, desc(products.createdAt), asc(products.id))
    .limit(BEST_SELLERS_LIMIT);
  return rows.map((row) => row.product);
}

const productById = builtOnce((db) =>
  db
    .select(productWithVariants)
    .from(products)
    .where(eq(products.id, sql.placeholder("id")))
    .prepare("product_by_id"),
);

/**
 * A product as the shop sees it, by its URL id or a former one (the answer's id then differs, and
 * the page redirects). A draft is not found; an archived product is gone (410).
 */
export async function getProduct(db: Database, reference: string): Promise<Product> {
  const [row] = await productById(db).execute({ id: reference });
  const product = row ?? (await productByFormerSlug(db, reference));
  if (!product || product.status === "draft") throw new StoreError("not-found", PRODUCT_NOT_FOUND);
  if (product.status === "archived") throw new StoreError("gone", PRODUCT_NO_LONGER_AVAILABLE);
  return product;
}

async function productByFormerSlug(db: Database, slug: string): Promise<Product | undefined> {
  const [row] = await db
    .select({ product: productWithVariants })
    .from(productSlugs)
    .innerJoin(products, eq(products.id, productSlugs.productId))
    .where(eq(productSlugs.slug, slug));
  return row?.product;
}
