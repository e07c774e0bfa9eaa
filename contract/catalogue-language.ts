/**
 * The catalogue in the page's language: an operator writes each product's name, description, size
 * labels and capacities in English and, beside them, in Urdu. An Urdu page shows the Urdu where it
 * was written and the English otherwise, marked as English (`lang="en"`) for screen readers and
 * left-to-right text. No zod here: the storefront's pages import it.
 */
import type { Language } from "./languages";
import type { SizeGuideEntry } from "./size-guide";
import { sizeGuideText, type VariantJson } from "./variants";

/** A text and the language it is written in (the page's, or English where no Urdu was written). */
export type CatalogueText = { text: string; lang: Language };

export function catalogueText(english: string, urdu: string | null | undefined, language: Language): CatalogueText {
  const written = urdu?.trim();
  return language === "ur" && written ? { text: written, lang: "ur" } : { text: english, lang: "en" };
}

/** One size's line of the size guide and the language it is written in. */
export type SizeGuideLine = SizeGuideEntry & { lang: Language };

/** The size guide line of one size in the page's language; in English when its capacity has no Urdu. */
export function sizeGuideLine(variant: Pick<VariantJson, "sizeGuide" | "capacityUr">, language: Language): CatalogueText | null {
  const { capacity, servings } = variant.sizeGuide;
  const capacityUr = variant.capacityUr?.trim() || null;
  if (language !== "ur" || (capacity && !capacityUr)) {
    const line = sizeGuideText(variant);
    return line === null ? null : { text: line, lang: "en" };
  }
  // "4–6" is written "4 سے 6": a dash between figures reads backwards in right-to-left text.
  const serves = servings ? `${servings.replace(/(\d+)\s*[–-]\s*(\d+)/, "$1 سے $2")} افراد کے لیے` : null;
  const parts = [capacityUr, serves].filter((part): part is string => part !== null);
  return parts.length > 0 ? { text: parts.join("، "), lang: "ur" } : null;
}
