import { en } from "~/locales/en";
import { ur } from "~/locales/ur";
import { requestLanguage } from "./i18n.server";
import type { Language } from "./languages";

/**
 * The form errors a page may show (zod's, the action's, the backend's: all English where they are
 * made), as English text to the page's language. A loader returns it as `errorTexts`; English pages
 * get none, so they ship nothing. The browser checks a form with the same schemas, so the same map
 * serves its messages too (`useErrorTexts`).
 */
export function errorTexts(language: Language): Record<string, string> {
  if (language === "en") return {};
  return Object.fromEntries(Object.entries(en.formErrors).map(([key, text]) => [text, ur.formErrors[key as keyof typeof en.formErrors]]));
}

export async function pageErrorTexts(request: Request) {
  return errorTexts(await requestLanguage(request));
}
