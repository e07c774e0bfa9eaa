import { useMatches } from "@remix-run/react";
import { translateMessage } from "./translate-message";
import { useLanguage } from "./use-strings";

type WithTranslations = { messageTranslations?: Record<string, string> } | undefined;

/**
 * `localMessage` in the browser: an English message of a form or an action (the schemas keep them
 * English, in one place) in the page's language, when its loader sent `messageTranslations`
 * (`translateMessage`: a known text, or a known template with its values).
 */
export function useLocalMessage(): (text: string) => string {
  const translations = useMatches()
    .map((match) => (match.data as WithTranslations)?.messageTranslations)
    .find(Boolean);
  const language = useLanguage();
  return (text) => translateMessage(translations, text, language);
}
