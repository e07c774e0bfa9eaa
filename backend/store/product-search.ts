import { and, ilike, or, sql, type SQL } from "drizzle-orm";
import { foldSearchText } from "../../contract/search-text";
import { queryRows, type Database } from "../db/client";
import { products, productVariants, searchSynonyms } from "../db/schema";
import { containsPattern } from "../lib/like-pattern";

const LONGEST_PHRASE_WORDS = 3;

/** The words of a search, each as the spellings any of which a product may have (its synonyms' words). */
export interface ProductSearch {
  folded: string;
  words: string[][];
}

/**
 * Reads a search: folded (`foldSearchText`), then split into words, a synonym's phrase ("pressure
 * cooker") kept as one, each with every spelling its synonym groups give. Words without a letter
 * ("5", "-") are left to the whole search's match.
 */
export function readSearch(q: string, groups: string[][]): ProductSearch {
  const folded = foldSearchText(q);
  const spellings = new Map<string, Set<string>>();
  for (const group of groups)
    for (const word of group) {
      const known = spellings.get(word) ?? new Set<string>();
      for (const other of group) known.add(other);
      spellings.set(word, known);
    }
  const parts = folded.split(" ").filter(Boolean);
  const words: string[][] = [];
  for (let start = 0; start < parts.length;) {
    let taken = 1;
    for (let length = Math.min(LONGEST_PHRASE_WORDS, parts.length - start); length > 1; length -= 1)
      if (spellings.has(parts.slice(start, start + length).join(" "))) {
        taken = length;
        break;
      }
    const phrase = parts.slice(start, start + taken).join(" ");
    if (/\p{L}/u.test(phrase)) words.push([...(spellings.get(phrase) ?? [phrase])].sort());
    start += taken;
  }
  return { folded, words };
}

/** The synonym groups as the search reads them: each term with what it also means. */
export async function synonymGroups(db: Database): Promise<string[][]> {
  const rows = await db.select({ term: searchSynonyms.term, means: searchSynonyms.means }).from(searchSynonyms);
  return rows.map((row) => [row.term, ...row.means]);
}

/** A product's names and descriptions in both languages (the Urdu ones null where none is written). */
const names = [products.name, products.nameUr];
const searched = [...names, products.description, products.descriptionUr];
type SearchedColumn = (typeof searched)[number];
/** A word's spellings as one regular expression, their own special characters matched as themselves. */
const anySpelling = (spellings: string[]) => `(${spellings.map((spelling) => spelling.replace(/[\\^$.*+?()[\]{}|-]/g, "\\$&")).join("|")})`;
/**
 * Every word in some spelling, each in one of the columns. One case-insensitive regular expression
 * a word and column (`~*`), which the trigram index answers in one scan, rather than an ILIKE a
 * spelling: a word with ten spellings is two index scans, not twenty, and a recheck is one match.
 */
const everyWordIn = (search: ProductSearch, columns: SearchedColumn[]) =>
  search.words.length
    ? and(...search.words.map((spellings) => or(...columns.map((column) => sql`${column} ~* ${anySpelling(spellings)}`))))
    : undefined;
const wholeIn = (search: ProductSearch, column: SearchedColumn) => ilike(column, containsPattern(search.folded));

/**
 * A listed product matches the whole search in its name, description (English or Urdu) or a size's SKU,
 * or every word in some spelling, each in its name or description. Every arm is one an index answers (the SKUs'
 * products as an array computed once, looked up by primary key), names before descriptions: a
 * product whose name matches is rechecked without reading its description.
 */
export function searchCondition(search: ProductSearch): SQL | undefined {
  const skuProducts = sql`array(select ${productVariants.productId} from ${productVariants} where ${ilike(productVariants.sku, containsPattern(search.folded))})`;
  // Each word is a part of the whole search and among its own spellings: a name or description
  // holding the whole search holds every word, so the whole is its own arm only without words.
  const text = everyWordIn(search, searched) ?? or(...searched.map((column) => wholeIn(search, column)));
  return or(text, sql`${products.id} = any(${skuProducts})`);
}

/** Best first: the name is the search, then holds it, then holds every word in some spelling, then the rest. */
export function searchRank(search: ProductSearch): SQL {
  const nameHasEveryWord = everyWordIn(search, names) ?? sql`false`;
  return sql`case when lower(${products.name}) = ${search.folded} or ${products.nameUr} = ${search.folded} then 0
    when ${or(...names.map((column) => wholeIn(search, column)))} then 1
    when ${nameHasEveryWord} then 2 else 3 end`;
}

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
