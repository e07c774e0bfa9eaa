import { and, exists, ilike, or, sql, type SQL } from "drizzle-orm";
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
const inAny = (columns: typeof searched, spelling: string) => or(...columns.map((column) => ilike(column, containsPattern(spelling))));
const inNameOrDescription = (spelling: string) => inAny(searched, spelling);
const everyWord = (search: ProductSearch, match: (spelling: string) => SQL | undefined) =>
  search.words.length ? and(...search.words.map((spellings) => or(...spellings.map(match)))) : undefined;

/** A listed product matches the whole search in its name, description (English or Urdu) or a size's SKU, or every word in some spelling. */
export function searchCondition(search: ProductSearch): SQL | undefined {
  const whole = containsPattern(search.folded);
  return or(
    inNameOrDescription(search.folded),
    exists(
      sql`(select 1 from ${productVariants} where ${productVariants.productId} = ${products.id} and ${productVariants.sku} ilike ${whole})`,
    ),
    everyWord(search, inNameOrDescription),
  );
}

/** Best first: the name is the search, then holds it, then holds every word in some spelling, then the rest. */
export function searchRank(search: ProductSearch): SQL {
  const nameHasEveryWord = everyWord(search, (spelling) => inAny(names, spelling)) ?? sql`false`;
  return sql`case when lower(${products.name}) = ${search.folded} or ${products.nameUr} = ${search.folded} then 0
    when ${inAny(names, search.folded)} then 1
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
 * listed product's name word, or a synonym), by trigram similarity; null when nothing is nearer.
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
            select distinct lower(w) as word from ${products}, regexp_split_to_table(${products.name}, '[^[:alnum:]-]+') as w
              where ${products.status} = 'active'
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
