import type { VariantJson } from "../../../contract/variants";

/** One size as the Sizes form holds it: strings, as typed (an empty SKU or compare-at price is none). */
export type VariantRowValues = {
  id: string;
  label: string;
  /** "" where no Urdu is written. */
  labelUr: string;
  sku: string;
  price: string;
  compareAtPrice: string;
  weightGrams: string;
  capacity: string;
  servings: string;
  capacityUr: string;
  /** A checkbox's value: "on" when archived. */
  archived?: "on";
};

/** The product's variants as the Sizes form starts with them, in the backend's order (archived ones last). */
export function variantFormValues(variants: VariantJson[]): VariantRowValues[] {
  return variants.map((variant) => ({
    id: variant.id,
    label: variant.label,
    labelUr: variant.labelUr ?? "",
    sku: variant.sku,
    price: String(variant.price),
    compareAtPrice: variant.compareAtPrice === null ? "" : String(variant.compareAtPrice),
    weightGrams: String(variant.weightGrams),
    capacity: variant.sizeGuide.capacity ?? "",
    servings: variant.sizeGuide.servings ?? "",
    capacityUr: variant.capacityUr ?? "",
    ...(variant.archived ? { archived: "on" as const } : {}),
  }));
}

/** The backend names a list's field `variants.0.label`; the form's fields are `variants[0].label`. */
export function formFieldErrors(fieldErrors: Record<string, string[]>): Record<string, string[]> {
  return Object.fromEntries(Object.entries(fieldErrors).map(([name, errors]) => [name.replace(/\.(\d+)(?=\.|$)/g, "[$1]"), errors]));
}

/** A ledger entry's size as its title starts: nothing for a product without sizes, a note for a deleted size. */
export function ledgerSizePrefix(label: string | null): string {
  if (label === "") return "";
  return label === null ? "A removed size: " : `${label}: `;
}

/** The sizes the stock form offers: those on sale, then archived ones (stock left on them can still be corrected). */
export function stockSizeOptions(variants: VariantJson[]): { value: string; label: string }[] {
  if (variants.every((variant) => variant.label === "")) return [];
  return variants.map((variant) => ({
    value: variant.id,
    label: `${variant.label || "No size"} (${variant.stock} in stock${variant.archived ? ", archived" : ""})`,
  }));
}
