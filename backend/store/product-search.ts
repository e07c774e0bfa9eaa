import { and, eq, ilike, or, sql, type SQL } from "drizzle-orm";
import { foldSearchText, isSearchWord, splitSearchWords } from "../../contract/search-text";
import { queryRows, type Database } from "../db/client";
import { products, productVariants, searchSynonyms } from "../db/schema";
import { containsPattern } from "../lib/like-pattern";

const LONGEST_PHRASE_WORDS = 3;

/**
 * A search as the database reads it: the whole folded text, and (when it has words) a `tsquery` in
 * which every word must match in some spelling, each spelling a prefix of a word of the product's
 * search document ("handi" finds "handis"), a phrase's words all of them.
 */
export interface ProductSearch {
  folded: string;
  /** Each word of the search with every spelling its synonyms give, a phrase ("pressure cooker") as one. */
  words: string[][];
  query: string | null;
}

/** A word as a lexeme of a tsquery, its quote and backslash doubled (tsquery's own escaping); `:*` for any word it begins. */
const lexeme = (word: string, prefix = false) => `'${word.replace(/\\/g, "\\\\").replace(/'/g, "''")}'${prefix ? ":*" : ""}`;

/** More words than this begin with what was typed ("a"), and it is looked for as a prefix instead. */
const MOST_WORDS_A_PREFIX = 64;

/** The words of a spelling ("pressure cooker": two), each a prefix of some word a product must hold. */
const spellingWords = (spelling: string) => splitSearchWords(spelling).filter(isSearchWord);

/**
 * The search as a tsquery: every word in some spelling, each spelling's words all of them, each
 * typed word standing for the catalogue's words it begins ("handi": "handi" | "handis"), looked up
 * in `search_vocabulary` (migration 0037). Exact lexemes are what the GIN index answers fastest.
 */
async function searchQuery(db: Database, words: string[][]): Promise<string | null> {
  if (!words.length) return null;
  const typed = [...new Set(words.flat().flatMap(spellingWords))];
  const rows = await queryRows<{ typed: string; words: string[] | null }>(
    db,
    sql`select typed, (select array_agg(word order by word) from (select word from search_vocabulary
          where word >= typed and word < typed || ${"\u{10FFFF}"} order by word limit ${MOST_WORDS_A_PREFIX + 1}) as begun) as words
        from (values ${sql.join(
          typed.map((word) => sql`(${word} collate "C")`),
          sql`, `,
        )}) as search (typed)`,
  );
  const begun = new Map(rows.map((row) => [row.typed, row.words ?? []]));
  const wordQuery = (word: string) => {
    const known = begun.get(word) ?? [];
    if (known.length > MOST_WORDS_A_PREFIX) return lexeme(word, true);
    // A word no product holds matches nothing: itself, as a lexeme no document has.
    return known.length ? `(${known.map((each) => lexeme(each)).join(" | ")})` : lexeme(word);
  };
  const spellingQuery = (spelling: string) => `(${spellingWords(spelling).map(wordQuery).join(" & ")})`;
  return words
    .map(
      (spellings) =>
        `(${spellings
          .filter((spelling) => spellingWords(spelling).length)
          .map(spellingQuery)
          .join(" | ")})`,
    )
    .join(" & ");
}

/** A search read and made ready for the database: its words, and its query over the catalogue's vocabulary. */
export async function prepareSearch(db: Database, q: string, groups: string[][]): Promise<ProductSearch> {
  const { folded, words } = readSearch(q, groups);
  return { folded, words, query: await searchQuery(db, words) };
}

/**
 * Reads a search: folded (`foldSearchText`), then split into words as a product's texts are, a
 * synonym's phrase ("pressure cooker") kept as one, each with every spelling its synonym groups give.
 * Words of digits only ("5") are left to the whole search's match.
 */
export function readSearch(q: string, groups: string[][]): Omit<ProductSearch, "query"> {
  const folded = foldSearchText(q);
  const keyOf = (text: string) => splitSearchWords(text).join(" ");
  const spellings = new Map<string, Set<string>>();
  for (const group of groups)
    for (const word of group) {
      const known = spellings.get(keyOf(word)) ?? new Set<string>();
      for (const other of group) known.add(other);
      spellings.set(keyOf(word), known);
    }
  const parts = splitSearchWords(folded);
  const words: string[][] = [];
  for (let start = 0; start < parts.length;) {
    let taken = 1;
    for (let length = Math.min(LONGEST_PHRASE_WORDS, parts.length - start); length > 1; length -= 1)
      if (spellings.has(parts.slice(start, start + length).join(" "))) {
        taken = length;
        break;
      }
    const phrase = parts.slice(start, start + taken);
    if (phrase.some(isSearchWord)) words.push([...(spellings.get(phrase.join(" ")) ?? [phrase.join(" ")])].sort());
    start += taken;
  }
  return { folded, words };
}

/** The synonym groups as the search reads them: each term with what it also means. */
export async function synonymGroups(db: Database): Promise<string[][]> {
  const rows = await db.select({ term: searchSynonyms.term, means: searchSynonyms.means }).from(searchSynonyms);
  return rows.map((row) => [row.term, ...row.means]);
}

/** Migration 0037's documents: the words of a product's names, and of its names and descriptions. */
const searchNames = sql`${products}.search_names`;
const searchText = sql`${products}.search_text`;

/**
 * Listed products with a size whose SKU starts with the search, in any case: an array computed once
 * (an index range), so the match stays one the indexes answer with no look at each row.
 */
function listedBySku(search: ProductSearch): SQL {
  const sku = sql`lower(${productVariants.sku})`;
  return sql`${products.id} = any(array(select ${productVariants.productId} from ${productVariants}
    join ${products} as sku_product on sku_product.id = ${productVariants.productId}
    where ${sku} ~>=~ ${search.folded} and ${sku} ~<~ ${`${search.folded}\u{10FFFF}`} and sku_product.status = 'active'))`;
}

/** A product shoppers see: the listing's and the search's one rule. */
export const isListed = eq(products.status, "active");

/**
 * The products a search finds, all of them listed: those whose search document holds every word in
 * some spelling (only a listed product has one), and those with a size whose SKU starts with the
 * search; a search without words ("5", "%") finds listed products whose name or description holds it
 * whole. Each arm is one an index answers.
 */
export function searchCondition(search: ProductSearch): SQL {
  if (search.query) return or(sql`${searchText} @@ ${search.query}::tsquery`, listedBySku(search))!;
  const holdsIt = (column: typeof products.name | typeof products.description) => ilike(column, containsPattern(search.folded));
  return and(isListed, or(holdsIt(products.name), holdsIt(products.description), listedBySku(search)))!;
}

/**
 * The search's own order, best first, as tiers: 0 the product named so (English or Urdu), 1 a name
 * holding every word in some spelling, 2 the rest (a description or a SKU). Each tier's condition,
 * beside the search's, picks its products.
 */
export const searchTiers = (search: ProductSearch) => ({
  namedSo: or(sql`lower(${products.name}) = ${search.folded}`, eq(products.nameUr, search.folded))!,
  everyWordInName: search.query ? sql`${searchNames} @@ ${search.query}::tsquery` : undefined,
});

/** Whether pg_trgm is installed (a managed server may refuse it): the typo suggestions need it. */
export async function hasTrigrams(db: Database): Promise<boolean> {
  const [row] = await queryRows<{ installed: boolean }>(
    db,
    sql`select exists (select 1 from pg_extension where extname = 'pg_trgm') as installed`,
  );
  return row.installed;
}

const SIMILAR_ENOUGH = 0.3;

/**
 * The search with each word the catalogue does not know replaced by the nearest one it does (a
 * listed product's name word, kept in search_words by a trigger, or a synonym), by trigram
 * similarity; null when nothing is nearer. `%` lets the words' trigram index find the candidates.
 */
export async function nearestSearch(db: Database, search: ProductSearch): Promise<string | null> {
  if (!(await hasTrigrams(db))) return null;
  const parts = search.folded.split(" ").filter(Boolean);
  const corrected = await Promise.all(
    parts.map(async (part) => {
      if (!/\p{L}{3,}/u.test(part)) return part;
      const [nearest] = await queryRows<{ word: string }>(
        db,
        sql`select word from (
            select word from search_words where products > 0 and word % ${part}
            union select term from ${searchSynonyms}
            union select unnest(means) from ${searchSynonyms}
          ) as vocabulary
          where char_length(word) >= 3 and similarity(word, ${part}) >= ${SIMILAR_ENOUGH}
          order by similarity(word, ${part}) desc, word limit 1`,
      );
      return nearest?.word ?? part;
    }),
  );
  const suggestion = corrected.join(" ");
  return suggestion === search.folded ? null : suggestion;
}
