import type { Language } from "./languages";
import { PLURAL_SUFFIX, pluralForm } from "./plural";
import { fill } from "./use-strings";

const SPECIAL = /[.*+?^${}()|[\]\\]/g;
const ESCAPED_PLACEHOLDER = /\\\{\\\{(\w+)\\\}\\\}/g;

/**
 * An English message of an action or the backend in the page's language, through the
 * `messageTranslations` its loader sent (English → this language; none on English pages): a text
 * the catalogue keys as it is, or one it keys as a template ("Only {{count}} left in stock") with
 * the values read back from the English and set, left to right, into the translation. A template
 * in plural forms is keyed once per form, its English with the form's suffix (`messageTranslations`),
 * and the form its `{{count}}` takes in `language` is the one used. Any other text is shown as it
 * came. The server's `localMessage` and the browser's `useLocalMessage` both call it, so a message
 * reads the same whichever of them shows it.
 */
export function translateMessage(translations: Record<string, string> | undefined, text: string, language: Language): string {
  if (!translations) return text;
  const exact = translations[text];
  if (typeof exact === "string") return exact;
  for (const [key, local] of Object.entries(translations)) {
    if (!key.includes("{{")) continue;
    const form = PLURAL_SUFFIX.exec(key)?.[1];
    const english = form ? key.slice(0, -form.length - 1) : key;
    const names: string[] = [];
    const pattern = english.replace(SPECIAL, "\\$&").replace(ESCAPED_PLACEHOLDER, (_, name: string) => {
      names.push(name);
      return "(.+?)";
    });
    const values = new RegExp(`^${pattern}$`, "s").exec(text);
    if (!values) continue;
    if (form && pluralForm(language, Number(values[names.indexOf("count") + 1])) !== form) continue;
    // U+2066 … U+2069 keep a product's name or a count in its order inside a right-to-left sentence.
    return fill(local, Object.fromEntries(names.map((name, index) => [name, `\u2066${values[index + 1]}\u2069`])));
  }
  return text;
}
