/**
 * Variants: a size is a thing you can buy. Every product has one or more; one without sizes has one
 * default variant (slug "default", label ""). The shop's pages import this module, so it holds no
 * zod (the request bodies are in variant-bodies.ts).
 */

/** A variant as the backend answers it (money in rupees). */
export type VariantJson = {
  /** Stable slug within its product ("no-5"; "default" for a product without sizes): `?size=` names it. */
  id: string;
  /** What the shopper reads ("No. 5", "28 cm"); "" for the default variant. */
  label: string;
  /** The operator's Urdu label; null shows `label` on Urdu pages. */
  labelUr: string | null;
  sku: string;
  price: number;
  /** Shown struck through beside the price; always above it. */
  compareAtPrice: number | null;
  stock: number;
  weightGrams: number;
  /** The operator's own figures; null shows nothing (the store never invents a size's meaning). */
  sizeGuide: { capacity: string | null; servings: string | null };
  /** The capacity in Urdu ("3.5 لیٹر"); servings are figures, the same in both languages. */
  capacityUr: string | null;
  archived: boolean;
};

/** A cart line's variant (its weight for the delivery fee). */
export type CartLineVariantJson = { id: string; label: string; weightGrams: number };

export const DEFAULT_VARIANT_SLUG = "default";
/** Variants one product may have (archived ones included). */
export const MAX_VARIANTS = 50;
export const MAX_VARIANT_LABEL_LENGTH = 20;
export const MAX_SKU_LENGTH = 64;
export const MAX_WEIGHT_GRAMS = 100_000;
export const MAX_SIZE_GUIDE_LENGTH = 40;

/** "No. 5" → "no-5", "28 cm" → "28-cm"; the same rule migration 0016 used. */
export function variantSlugOf(label: string): string {
  const slug = label
    .trim()
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .toLowerCase();
  return slug === "" || slug === DEFAULT_VARIANT_SLUG ? "size" : slug;
}

/** The SKU made when the operator leaves it empty: the product's URL id and the size, upper case. */
export function defaultSkuOf(productId: string, slug: string): string {
  return (slug === DEFAULT_VARIANT_SLUG ? productId : `${productId}-${slug}`).toUpperCase().slice(0, MAX_SKU_LENGTH);
}

/** The variant `?size=` names, else the first one in stock, else the first. */
export function chosenVariant<Variant extends Pick<VariantJson, "id" | "stock">>(variants: Variant[], slug: string | null | undefined) {
  return variants.find((variant) => variant.id === slug) ?? variants.find((variant) => variant.stock > 0) ?? variants[0];
}

/** Whether a listing card says "from Rs X": its variants differ in price. */
export const pricesDiffer = (variants: Pick<VariantJson, "price">[]) => new Set(variants.map((variant) => variant.price)).size > 1;

/** The size guide line of one variant, or null when the operator gave no figures. */
export function sizeGuideText(variant: Pick<VariantJson, "sizeGuide">): string | null {
  const { capacity, servings } = variant.sizeGuide;
  if (capacity && servings) return `${capacity}, serves ${servings}`;
  if (capacity) return capacity;
  return servings ? `serves ${servings}` : null;
}

// Messages
export const VARIANT_LABEL_RULE = `A size's name is 1 to ${MAX_VARIANT_LABEL_LENGTH} characters`;
export const VARIANT_LABELS_UNIQUE = "Each size needs a name of its own";
export const VARIANT_SKU_RULE = `A SKU is up to ${MAX_SKU_LENGTH} letters, digits, dashes, dots or underscores`;
export const VARIANT_SKUS_UNIQUE = "Each size needs a SKU of its own";
export const VARIANT_SKU_TAKEN = "Another product uses this SKU";
export const VARIANT_COMPARE_AT_RULE = "The compare-at price must be above the price";
export const VARIANT_WEIGHT_RULE = `The weight is a whole number of grams from 0 to ${MAX_WEIGHT_GRAMS.toLocaleString("en-US")} (100 kg)`;
export const VARIANT_SIZE_GUIDE_RULE = `At most ${MAX_SIZE_GUIDE_LENGTH} characters`;
export const TOO_MANY_VARIANTS = `A product has at most ${MAX_VARIANTS} sizes`;
export const VARIANTS_NEEDED = "A product needs at least one size on sale";
export const CHOOSE_VARIANT = "Please choose which size the stock is for";
export const CHECK_STOCK_PER_SIZE = "Check stock per size";
export const VARIANTS_SAVED = "Sizes saved";
