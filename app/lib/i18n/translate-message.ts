import { fill } from "./use-strings";

const SPECIAL = /[.*+?^${}()|[\]\\]/g;
const ESCAPED_PLACEHOLDER = /\\\{\\\{(\w+)\\\}\\\}/g;

/**
 * An English message of an action or the backend in the page's language, through the
 * `messageTranslations` its loader sent (English → this language; none on English pages): a text
 * the catalogue keys as it is, or one it keys as a template ("Only {{count}} left in stock") with
 * the values read back from the English and set, left to right, into the translation. Any other
 * text is shown as it came. The server's `localMessage` and the browser's `useLocalMessage` both
 * call it, so a message reads the same whichever of them shows it.
 */
export function translateMessage(translations: Record<string, string> | undefined, text: string): string {
  if (!translations) return text;
  const exact = translations[text];
  if (typeof exact === "string") return exact;
  for (const [english, local] of Object.entries(translations)) {
    if (!english.includes("{{")) continue;
    const names: string[] = [];
    const pattern = english.replace(SPECIAL, "\\$&").replace(ESCAPED_PLACEHOLDER, (_, name: string) => {
      names.push(name);
      return "(.+?)";
    });
    const values = new RegExp(`^${pattern}$`, "s").exec(text);
    // U+2066 … U+2069 keep a product's name or a count in its order inside a right-to-left sentence.
    if (values) return fill(local, Object.fromEntries(names.map((name, index) => [name, `\u2066${values[index + 1]}\u2069`])));
  }
  return text;
}
