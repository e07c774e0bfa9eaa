/**
 * The Latin words an Urdu email shows outside its left-to-right isolates (U+2066 … U+2069: names,
 * order and tracking IDs, amounts, product data) and its links: none, when it is all in Urdu.
 */
export function englishOutsideIsolates(text: string): string[] {
  return (
    text
      .replace(/\u2066[^\u2069]*\u2069/g, " ")
      .replace(/https?:\/\/\S+/g, " ")
      .match(/[A-Za-z]+/g) ?? []
  );
}
