import type { ReactElement } from "react";
import { renderToString } from "react-dom/server";
import type { MarkupMemo } from "./markup-memo";

// Each entry is a card's ~1.3 KB of HTML and its key: a few MB at most. A listing page's cards,
// in two languages and the few pages shoppers open most, fit many times over.
const MAX_ENTRIES = 4_000;

/** A memo of rendered HTML by key; the oldest entry goes when it is full. */
export function createMarkupMemo(maxEntries = MAX_ENTRIES): MarkupMemo {
  const htmlByKey = new Map<string, string>();
  return (key: string, contents: ReactElement) => {
    let html = htmlByKey.get(key);
    if (html === undefined) {
      html = renderToString(contents);
      if (htmlByKey.size >= maxEntries) htmlByKey.delete(htmlByKey.keys().next().value!);
      htmlByKey.set(key, html);
    }
    return html;
  };
}

/** The storefront process's memo, shared by every document it renders. */
export const markupMemo = createMarkupMemo();
