import { and, arrayOverlaps, asc, between, count, desc, eq, gte, ilike, lte, or, type SQL } from "drizzle-orm";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import { filterGroups, groupFilterKeys } from "../../contract/catalogue";
import type { ProductCollection, ProductSort } from "../../contract/products";
import type { Database } from "../db/client";
import { products } from "../db/schema";
import { StoreError } from "./errors";

export type Product = typeof products.$inferSelect;

/** One page of matches and the count of all of them. */
export type ProductPage = { items: Product[]; total: number; page: number; pageSize: number };

export type ProductQuery = {
  q?: string;
  filterKeys: string[];
  minPricePaisa?: number;
  maxPricePaisa?: number;
  sort?: ProductSort;
  collection?: ProductCollection;
  page: number;
  pageSize: number;
};

/** "Limited" means a few left: the storefront's collection of products about to sell out. */
export const LIMITED_STOCK_MAX = 5;
export const BEST_SELLERS_LIMIT = 24;

const cookwareTypeKeys: string[] = filterGroups.find((group) => group.id === "cookwareType")!.options.map((option) => option.key);
const setKeys = ["gift-set", "15-piece", "18-piece"];

function escapeLikePattern(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

function collectionCondition(collection: ProductCollection): SQL | undefined {
  switch (collection) {
    case "new":
      return undefined;
    case "bestsellers":
      return eq(products.isBestSeller, true);
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

function whereClause(query: ProductQuery): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.q) {
    const pattern = `%${escapeLikePattern(query.q)}%`;
    conditions.push(or(ilike(products.name, pattern), ilike(products.description, pattern)));
  }
  // Within a group any chosen key matches; the groups combine with AND.
  for (const keys of groupFilterKeys(query.filterKeys).values()) conditions.push(arrayOverlaps(products.filterKeys, keys));
  if (query.minPricePaisa !== undefined) conditions.push(gte(products.pricePaisa, query.minPricePaisa));
  if (query.maxPricePaisa !== undefined) conditions.push(lte(products.pricePaisa, query.maxPricePaisa));
  if (query.collection) conditions.push(collectionCondition(query.collection));
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

/** One page of the catalogue, filtered, sorted and counted in the database. */
export async function searchProducts(db: Database, query: ProductQuery): Promise<ProductPage> {
  const where = whereClause(query);
  const sort = query.sort ?? (query.collection === "new" ? "newest" : "default");
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(products)
      .where(where)
      .orderBy(...orderClause(sort))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(products).where(where),
  ]);
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
}

/** The whole catalogue in one list, best sellers first, then newest. */
export async function listAllProducts(db: Database): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .orderBy(...orderClause("default"));
}

export async function listBestSellers(db: Database): Promise<Product[]> {
  return db
    .select()
    .from(products)
    .where(eq(products.isBestSeller, true))
    .orderBy(desc(products.createdAt), asc(products.id))
    .limit(BEST_SELLERS_LIMIT);
}

export async function getProduct(db: Database, productId: string): Promise<Product> {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  if (!row) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
  return row;
}
