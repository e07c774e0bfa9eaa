import { useMatches, useRouteLoaderData } from "@remix-run/react";
import type { Namespace, PageStrings, Strings } from "~/locales/types";
import { fromJsonText, type JsonText } from "~/lib/data/loader-json-text";
import type { Language } from "./languages";

type WithStrings = { strings?: PageStrings | JsonText<PageStrings>; language?: Language } | undefined;

/**
 * One namespace of the current page's strings, from the loader data of the routes on screen (the
 * document inlines it on a first visit; a client navigation fetches it with the page's data).
 */
export function useStrings<N extends Namespace>(namespace: N): Strings<N> {
  const matches = useMatches();
  for (const match of matches) {
    const strings = stringsIn(match.data as WithStrings)?.[namespace];
    if (strings) return strings as Strings<N>;
  }
  throw Error(namespace); // a loader forgot to send this namespace
}

function stringsIn(data: WithStrings): PageStrings | undefined {
  const strings = data?.strings;
  return typeof strings === "string" ? fromJsonText(strings) : strings;
}

/** The language the page was rendered in (the root loader's), English when the root loader failed. */
export function useLanguage(): Language {
  return (useRouteLoaderData("root") as WithStrings)?.language ?? "en";
}

/** Puts values into a catalogue string's `{{name}}` placeholders (i18next's syntax); unknown names stay visible. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (placeholder, name: string) => (name in values ? String(values[name]) : placeholder));
}
