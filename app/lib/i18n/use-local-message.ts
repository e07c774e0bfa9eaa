import { useMatches } from "@remix-run/react";

type WithTranslations = { messageTranslations?: Record<string, string> } | undefined;

/**
 * `localMessage` in the browser: an English message of a form or an action (the schemas keep them
 * English, in one place) in the page's language, when its loader sent `messageTranslations`.
 */
export function useLocalMessage(): (text: string) => string {
  const translations = useMatches()
    .map((match) => (match.data as WithTranslations)?.messageTranslations)
    .find(Boolean);
  return (text) => translations?.[text] ?? text;
}
