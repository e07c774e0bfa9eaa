import { asc, eq } from "drizzle-orm";
import { SYNONYM_NOT_FOUND, type SearchSynonymJson } from "../../contract/search-synonyms";
import type { Database } from "../db/client";
import { searchSynonyms } from "../db/schema";
import { StoreError } from "./errors";

export async function listSynonyms(db: Database): Promise<SearchSynonymJson[]> {
  return db.select({ term: searchSynonyms.term, means: searchSynonyms.means }).from(searchSynonyms).orderBy(asc(searchSynonyms.term));
}

/** Adds a search word, or replaces what an existing one means; a word never also means itself. */
export async function saveSynonym(db: Database, synonym: SearchSynonymJson): Promise<SearchSynonymJson> {
  const means = synonym.means.filter((word) => word !== synonym.term);
  await db
    .insert(searchSynonyms)
    .values({ term: synonym.term, means })
    .onConflictDoUpdate({ target: searchSynonyms.term, set: { means, updatedAt: new Date() } });
  return { term: synonym.term, means };
}

export async function deleteSynonym(db: Database, term: string): Promise<void> {
  const removed = await db.delete(searchSynonyms).where(eq(searchSynonyms.term, term)).returning({ term: searchSynonyms.term });
  if (removed.length === 0) throw new StoreError("not-found", SYNONYM_NOT_FOUND);
}
