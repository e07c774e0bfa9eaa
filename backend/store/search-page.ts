import { and, inArray, sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "../db/client";
import { products } from "../db/schema";
import { type ProductSearch, searchTiers } from "./product-search";
import { productWithVariants, type Variant } from "./variants";

type Product = typeof products.$inferSelect & { variants: Variant[] };
export type SearchPage = { items: Product[]; total: number };
type Window = { offset: number; limit: number };

/**
 * One page of a search and the count of all its matches. The count comes first (the documents' GIN
 * index, then each matching row), and says how the page is best read. Matches common in the
 * catalogue: walk the order's own index, filtering, until the page is full (a few rows per match
 * shown). Rare ones: read them all from the GIN index and sort them. The planner cannot tell the two
 * apart (it guesses a prefix search's matches), so it is told which, within the transaction; nor to
 * read the whole table, nor to JIT-compile, which costs more than it saves here.
 */
export async function searchPage(
  db: Database,
  where: SQL,
  search: ProductSearch,
  order: SQL[] | "search",
  window: Window,
): Promise<SearchPage> {
  return db.transaction(async (tx) => {
    const read = tx as unknown as Database;
    // A setting and the statement it is for are sent together (pipelined): the setting is applied
    // before the statement is planned, and the two cost one round trip.
    const [, [{ total, catalogue }]] = await Promise.all([
      read.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`),
      queryRows<{ total: number; catalogue: number }>(
        read,
        sql`select count(*)::int as total, (select greatest(reltuples, 0)::float8 from pg_class where oid = 'products'::regclass) as catalogue
          from ${products} where ${where}`,
      ),
    ]);
    if (total === 0 || window.offset >= total) return { items: [], total };
    const reach = window.offset + window.limit;
    // Walking reads about reach × catalogue / total rows; reading every match, total.
    const walk = total * total > reach * Math.max(catalogue, total);
    // Tier 0 first, through the names' own indexes, before the walk or the bitmap is chosen for the rest.
    const [ranked] = await Promise.all([
      order === "search" ? namedSo(read, where, search, reach) : [],
      read.execute(sql`select set_config(${walk ? "enable_bitmapscan" : "enable_indexscan"}, 'off', true)`),
    ]);
    const ids =
      order !== "search"
        ? await orderedIds(read, where, order, window)
        : // Products named so fill the page: the later tiers cannot come before them.
          ranked.length >= reach
          ? ranked.slice(window.offset, reach).map((row) => row.id)
          : await rankedIds(read, where, search, ranked, window);
    if (ids.length === 0) return { items: [], total };
    const rows = await read.select(productWithVariants).from(products).where(inArray(products.id, ids));
    const byId = new Map(rows.map((row) => [row.id, row]));
    return { items: ids.flatMap((id) => byId.get(id) ?? []), total };
  });
}

async function orderedIds(db: Database, where: SQL, order: SQL[], { offset, limit }: Window): Promise<string[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .offset(offset);
  return rows.map((row) => row.id);
}

type Ranked = { id: string; tier: number };

/** Tier 0: the products named so, a few at most, found by their names' indexes. */
async function namedSo(db: Database, where: SQL, search: ProductSearch, reach: number): Promise<Ranked[]> {
  return queryRows<Ranked>(
    db,
    sql`select ${products.id} as id, 0 as tier from ${products} where ${and(where, searchTiers(search).namedSo)}
      order by ${products.isBestSeller} desc, ${products.createdAt} desc, ${products.id} limit ${reach}`,
  );
}

/**
 * The page in the search's own order: tier 0 as read, then tier 1 (names holding every word)
 * and tier 2 (the rest) each in the listing's order as far as the page reaches; a product in
 * several tiers counts in its best one.
 */
async function rankedIds(db: Database, where: SQL, search: ProductSearch, first: Ranked[], { offset, limit }: Window): Promise<string[]> {
  const { everyWordInName } = searchTiers(search);
  const reach = offset + limit;
  const columns = sql`${products.id} as id, ${products.isBestSeller} as best, ${products.createdAt} as created`;
  const listingOrder = sql`order by ${products.isBestSeller} desc, ${products.createdAt} desc, ${products.id} limit ${reach}`;
  const tiers = [
    first.length
      ? sql`(select ${columns}, first.tier from (values ${sql.join(
          first.map((row) => sql`(${row.id}, ${row.tier}::int)`),
          sql`, `,
        )}) as first (id, tier) join ${products} on ${products.id} = first.id)`
      : undefined,
    everyWordInName && sql`(select ${columns}, 1 as tier from ${products} where ${and(where, everyWordInName)} ${listingOrder})`,
    sql`(select ${columns}, 2 as tier from ${products} where ${where} ${listingOrder})`,
  ].filter((tier): tier is SQL => tier !== undefined);
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from (select distinct on (id) id, tier, best, created from (${sql.join(tiers, sql` union all `)}) as ranked order by id, tier) as best
      order by tier, best desc, created desc, id limit ${limit} offset ${offset}`,
  );
  return rows.map((row) => row.id);
}
