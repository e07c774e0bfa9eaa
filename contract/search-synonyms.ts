import { z } from "zod";
import { foldSearchText } from "./search-text";

export const MAX_SEARCH_WORD_LENGTH = 60;
export const MAX_SYNONYMS_PER_TERM = 30;

export const SEARCH_SYNONYMS_PATH = "/admin/search";
export const SYNONYM_NOT_FOUND = "That search word is not in the list: it may have been removed meanwhile.";
export const TRIGRAMS_OFF =
  "The database has no pg_trgm extension (a managed server may refuse it): search matches words and these synonyms, but typos get no “Did you mean”. Ask the host to allow CREATE EXTENSION pg_trgm, then restart the store.";

const searchWord = z
  .string()
  .trim()
  .min(1, "Type the search word")
  .max(MAX_SEARCH_WORD_LENGTH, `A search word has at most ${MAX_SEARCH_WORD_LENGTH} characters`)
  .transform(foldSearchText);

/** The words a term also means, typed separated by commas (English or Urdu) or on lines of their own. */
const meaningList = z
  .string()
  .max(4000)
  .transform((typed) => [
    ...new Set(
      typed
        .split(/[,،\n]/)
        .map(foldSearchText)
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(MAX_SEARCH_WORD_LENGTH, `Each word has at most ${MAX_SEARCH_WORD_LENGTH} characters`))
      .min(1, "Type at least one word it also means")
      .max(MAX_SYNONYMS_PER_TERM, `At most ${MAX_SYNONYMS_PER_TERM} words per search word`),
  );

/** `PUT /admin/search/synonyms`: a search word and everything it also means (replacing what it meant). */
export const saveSynonymBody = z.object({ term: searchWord, means: meaningList });
export type SaveSynonymBody = z.input<typeof saveSynonymBody>;

/** `POST /admin/search/synonyms/delete`. */
export const deleteSynonymBody = z.object({ term: searchWord });

export type SearchSynonymJson = { term: string; means: string[] };
export type AdminSearchJson = { synonyms: SearchSynonymJson[]; trigrams: boolean };
