/**
 * A search as the store compares it: lower case, letters typed on an Arabic keyboard folded to their
 * Urdu forms, Urdu and Arabic digits as Western ones, short-vowel marks dropped, spaces collapsed.
 * Stored search words (the synonyms) are kept folded the same way, so the two always compare alike.
 * The database folds and splits a product's texts by the same rules (backend/db/search-documents.ts
 * renders these constants into SQL), so a typed word and a stored one meet as equals.
 */
export const ARABIC_TO_URDU: Readonly<Record<string, string>> = { ك: "ک", ي: "ی", ى: "ی", ه: "ہ", ة: "ہ", ۀ: "ہ", أ: "ا", إ: "ا" };
/** Arabic-Indic and Urdu (extended) digits, each run 0 to 9. */
export const EASTERN_DIGITS = ["٠١٢٣٤٥٦٧٨٩", "۰۱۲۳۴۵۶۷۸۹"] as const;
/** Zabar, zer, pesh, shadda, sukun, tanween, the dagger alif: spelling aids, not letters (code points, first and last of each run). */
export const MARK_RANGES: readonly (readonly [number, number])[] = [
  [0x064b, 0x065f],
  [0x0670, 0x0670],
];
/**
 * What ends a word besides white space: ASCII punctuation and symbols (so "non-stick" is "non" and
 * "stick", and "No. 5" is "no" and "5"), and Urdu's own punctuation and quotation marks.
 */
export const WORD_SEPARATORS = "!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~،؛؟۔٪٫٬«»‘’“”–—…";
/** White space as JavaScript's `\s` knows it, spelled out so the database's rule is the same one. */
export const WHITE_SPACE =
  "\t\n\v\f\r \u00a0\u1680\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a\u2028\u2029\u202f\u205f\u3000\ufeff";
/** A longer word is not kept (PostgreSQL's limit for one lexeme is 2,046 bytes). */
export const MAX_WORD_BYTES = 2_000;

const MARKS = new RegExp(`[${MARK_RANGES.map(([first, last]) => `\\u{${first.toString(16)}}-\\u{${last.toString(16)}}`).join("")}]`, "gu");
const ARABIC_LETTERS = new RegExp(`[${Object.keys(ARABIC_TO_URDU).join("")}]`, "g");
const classEscaped = (characters: string) => [...characters].map((character) => `\\u{${character.codePointAt(0)!.toString(16)}}`).join("");
const SPACES = new RegExp(`[${classEscaped(WHITE_SPACE)}]+`, "gu");
const BETWEEN_WORDS = new RegExp(`[${classEscaped(WHITE_SPACE + WORD_SEPARATORS)}]+`, "u");
const utf8 = new TextEncoder();
const bytesOf = (word: string) => utf8.encode(word).length;
const DIGIT_RUNS = EASTERN_DIGITS.map((digits) => ({ digits, pattern: new RegExp(`[${digits}]`, "g") }));

export function foldSearchText(text: string): string {
  let folded = text.normalize("NFC");
  for (const { digits, pattern } of DIGIT_RUNS) folded = folded.replace(pattern, (digit) => String(digits.indexOf(digit)));
  return folded
    .replace(ARABIC_LETTERS, (letter) => ARABIC_TO_URDU[letter])
    .replace(MARKS, "")
    .toLowerCase()
    .replace(SPACES, " ")
    .trim();
}

/** A folded text's words, in order (a word may repeat): what lies between white space and separators. */
export function splitSearchWords(folded: string): string[] {
  return folded.split(BETWEEN_WORDS).filter(Boolean);
}

/** A word a product's search document keeps and a search looks for: not only digits ("5" and "28" are left to the whole search), nor absurdly long. */
export const isSearchWord = (word: string): boolean => !/^[0-9]+$/.test(word) && bytesOf(word) <= MAX_WORD_BYTES;

/** The distinct words a text is found by: folded, split, digits-only words dropped. */
export function searchWords(text: string): string[] {
  return [...new Set(splitSearchWords(foldSearchText(text)).filter(isSearchWord))];
}
