import { useMatches, useRouteLoaderData } from "@remix-run/react";
import { errors as englishErrors } from "~/locales/en/errors";
import type { Namespace, PageStrings, Strings } from "~/locales/types";
import { defaultLanguage, isLanguage, type Language } from "./languages";

type WithStrings = { strings?: PageStrings; language?: unknown } | undefined;

/**
 * One namespace of the current page's strings, from the loader data of the routes on screen (the
 * document inlines it on a first visit; a client navigation fetches it with the page's data). Only
 * when the root loader itself failed do the error page's strings fall back to English (and the
 * layout shows no header or footer).
 */
export function useStrings<N extends Namespace>(namespace: N): Strings<N> {
  const matches = useMatches();
  for (const match of matches) {
    const strings = (match.data as WithStrings)?.strings?.[namespace];
    if (strings) return strings as Strings<N>;
  }
  if (namespace === "errors") return englishErrors as Strings<N>;
  throw new Error(`No loader on this page sends the "${namespace}" strings`);
}

/** The language the page was rendered in (the root loader's), English when the root loader failed. */
export function useLanguage(): Language {
  const language = (useRouteLoaderData("root") as WithStrings)?.language;
  return isLanguage(language) ? language : defaultLanguage;
}
