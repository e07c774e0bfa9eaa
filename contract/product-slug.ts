/**
 * A product's URL id made from its name: what the new-product form fills in as the name is typed,
 * and what the server uses when the URL id is left empty. No zod here: the form's script imports it.
 */
import { westernDigits } from "./digits";

/** The longest URL id (the same bound as `MAX_SLUG_LENGTH` in catalogue-admin.ts, which checks it). */
const LONGEST = 80;

/**
 * "Sultan Handi — No. 5" → "sultan-handi-no-5"; "Crème Tawa" → "creme-tawa"; "Pots & Pans" →
 * "pots-and-pans"; "Chef's Knife" → "chefs-knife". Letters outside a-z (Urdu script) are dropped
 * and Urdu digits kept, so "ہانڈی No. ۵" → "no-5" and a name in Urdu alone gives "" (the operator
 * types the URL id). Long names are cut at a word, within the URL id's 80 characters.
 */
export function slugFromName(name: string): string {
  const slug = westernDigits(name)
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’‘`]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= LONGEST) return slug;
  const cut = slug.slice(0, LONGEST + 1);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > 0 ? cut.slice(0, lastDash) : slug.slice(0, LONGEST)).replace(/-+$/, "");
}
