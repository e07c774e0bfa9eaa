/**
 * A form sent by JavaScript (a fetcher) carries this hidden field, rendered only once the page is
 * hydrated. Its action answers data the page shows in place; the same form sent without
 * JavaScript gets a 303 redirect back and a flash message instead.
 */
export const ENHANCED_FIELD = "_enhanced";

export function isEnhancedSubmission(formData: FormData): boolean {
  return formData.get(ENHANCED_FIELD) === "1";
}
