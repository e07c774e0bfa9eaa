/**
 * A search as the store compares it: lower case, letters typed on an Arabic keyboard folded to their
 * Urdu forms, Urdu and Arabic digits as Western ones, short-vowel marks dropped, spaces collapsed.
 * Stored search words (the synonyms) are kept folded the same way, so the two always compare alike.
 */
const ARABIC_TO_URDU: Record<string, string> = { ك: "ک", ي: "ی", ى: "ی", ه: "ہ", ة: "ہ", ۀ: "ہ", أ: "ا", إ: "ا" };
// Zabar, zer, pesh, shadda, sukun, tanween, the dagger alif: spelling aids, not letters.
const MARKS = /[\u064B-\u065F\u0670]/g;

export function foldSearchText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[كيىهةۀأإ]/g, (letter) => ARABIC_TO_URDU[letter])
    .replace(MARKS, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}
