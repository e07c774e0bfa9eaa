import type { SubmissionResult } from "@conform-to/react";

/**
 * Whether a refused post's `lines` are the ones the page drew, in the same order. A form with a field
 * per line only ever sends those; anything else is a forged post, and replaying it would draw lines
 * that are not there (or none at all), so such a form starts again from its defaults.
 */
export function linesFitForm(result: SubmissionResult<string[]> | undefined, itemIds: string[]): boolean {
  // A result without values leaves the form on its defaults; one with values replaces them all.
  if (!result?.initialValue) return true;
  const submitted = result.initialValue.lines;
  return (
    Array.isArray(submitted) &&
    submitted.length === itemIds.length &&
    submitted.every((line, index) => typeof line === "object" && line !== null && (line as { itemId?: unknown }).itemId === itemIds[index])
  );
}
