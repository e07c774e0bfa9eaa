import type { AdminSearchJson, SaveSynonymBody, SearchSynonymJson } from "../../../contract/search-synonyms";
import { backendJson } from "./client.server";

/** `GET /admin/search`: the search words and what each also means, and whether typo suggestions are on. */
export function fetchSearchSynonyms(token: string): Promise<AdminSearchJson> {
  return backendJson<AdminSearchJson>("/admin/search", { token });
}

/** `PUT /admin/search/synonyms`: adds a search word, or replaces what it means. */
export function saveSearchSynonym(token: string, body: SaveSynonymBody): Promise<SearchSynonymJson> {
  return backendJson<SearchSynonymJson>("/admin/search/synonyms", { method: "PUT", token, body });
}

/** `POST /admin/search/synonyms/delete`. */
export function deleteSearchSynonym(token: string, term: string): Promise<{ term: string }> {
  return backendJson<{ term: string }>("/admin/search/synonyms/delete", { method: "POST", token, body: { term } });
}
