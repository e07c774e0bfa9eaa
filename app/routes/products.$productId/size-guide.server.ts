import { catalogueText, sizeGuideLine, type SizeGuideLine } from "../../../contract/catalogue-language";
import type { Language } from "../../../contract/languages";
import type { VariantJson } from "../../../contract/variants";

/**
 * The size guide beside the size choices: the sizes the operator gave figures for, each line in one
 * language: the Urdu label with the Urdu line, or both in English.
 */
export function sizeGuideEntries(variants: VariantJson[], language: Language): SizeGuideLine[] {
  return variants.flatMap((variant) => {
    const line = variant.label ? sizeGuideLine(variant, language) : null;
    if (!line) return [];
    const size = line.lang === "ur" ? catalogueText(variant.label, variant.labelUr, language).text : variant.label;
    return [{ size, meaning: line.text, lang: line.lang }];
  });
}
