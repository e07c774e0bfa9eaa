import type { CatalogueText } from "../../../contract/catalogue-language";

/** The resource route the header's search box asks as the shopper types (app/routes/search-suggestions.ts). */
export const SUGGESTIONS_PATH = "/search-suggestions";
/** Products a list of suggestions shows. */
export const SUGGESTIONS_SHOWN = 5;
/** Fewer letters than this and no suggestions are asked for: one letter matches half the catalogue. */
export const SUGGESTIONS_MIN_LENGTH = 2;

/** One suggested product: its name in the page's language (English, marked so, where no Urdu was written), page, price as the page's language writes it, and a small picture. */
export type Suggestion = { id: string; name: CatalogueText; href: string; price: string; image: string | null };

/** What the route answers: the search it read, its products and, when none matched, the nearest search's ("Did you mean"). */
export type Suggestions = { q: string; items: Suggestion[]; didYouMean: string | null };
