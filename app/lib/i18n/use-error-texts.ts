import { useMatches } from "@remix-run/react";

/** A form's errors in the page's language: the loaders on screen send `errorTexts` (error-texts.server.ts). */
export function useErrorTexts() {
  const texts: Record<string, string> = {};
  for (const match of useMatches()) Object.assign(texts, (match.data as { errorTexts?: Record<string, string> } | undefined)?.errorTexts);
  return (errors: string[] | undefined) => errors?.map((error) => texts[error] ?? error);
}
