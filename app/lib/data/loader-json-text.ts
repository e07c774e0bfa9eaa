/**
 * A value a loader sends as one JSON text, read back where it is shown. The page's data encoder
 * (turbo-stream) walks every field of a value on the server and the browser's decoder rebuilds it;
 * a text is one field, and JSON is written and parsed natively. For the big plain values of the
 * busiest documents: the layout's strings, a listing's cards (docs/decisions/0002-json-texts.md).
 */
export type JsonText<T> = string & { readonly parsesTo?: T };

export function toJsonText<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>;
}

// A few texts at a time (the layout's strings in a language or two, the listing on screen), each
// parsed once however many components read it.
const parsedTexts = new Map<string, unknown>();
const MAX_PARSED_TEXTS = 16;

/** The value of a JSON text. Treat it as read-only: every reader of the same text shares it. */
export function fromJsonText<T>(text: JsonText<T>): T {
  let value = parsedTexts.get(text);
  if (value === undefined) {
    if (parsedTexts.size >= MAX_PARSED_TEXTS) parsedTexts.clear();
    value = JSON.parse(text);
    parsedTexts.set(text, value);
  }
  return value as T;
}
