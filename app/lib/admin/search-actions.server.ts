import { data } from "@remix-run/node";
import { deleteSynonymBody, saveSynonymBody, SEARCH_SYNONYMS_PATH } from "../../../contract/search-synonyms";
import { deleteSearchSynonym, saveSearchSynonym } from "../backend/admin-search.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";

/** A refused save or removal: the message beside the form it came from (`row`: the word it edits, or "" for the new one), and what was typed. */
export type SearchActionAnswer = { row: string; term: string; means: string; message: string };

/** /admin/search's forms: add or change a search word's meanings, or remove it. The backend checks the role again. */
export async function searchActionFromForm(request: Request, token: string, formData: FormData) {
  const intent = String(formData.get("intent") ?? "");
  const row = String(formData.get("row") ?? "");
  const term = String(formData.get("term") ?? "");
  const means = String(formData.get("means") ?? "");
  const refuse = (message: string, status: number) => data<SearchActionAnswer>({ row, term, means, message }, { status });
  try {
    if (intent === "save") {
      const parsed = saveSynonymBody.safeParse({ term, means });
      if (!parsed.success) return refuse(parsed.error.issues.map((issue) => issue.message).join(". "), 400);
      const saved = await saveSearchSynonym(token, { term, means });
      return redirectWithFlash(request, SEARCH_SYNONYMS_PATH, { kind: "success", text: `“${saved.term}” is saved.` });
    }
    if (intent === "delete") {
      const parsed = deleteSynonymBody.safeParse({ term });
      if (!parsed.success) return refuse(parsed.error.issues[0].message, 400);
      await deleteSearchSynonym(token, parsed.data.term);
      return redirectWithFlash(request, SEARCH_SYNONYMS_PATH, { kind: "success", text: `“${parsed.data.term}” is removed.` });
    }
    return refuse("Reload the page and try again", 400);
  } catch (error) {
    const failure = backendFailure(error, "The search words could not be changed");
    return refuse(failure.message, failure.status);
  }
}
