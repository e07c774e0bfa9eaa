/** The catalogue's vocabulary: the navigation's categories and the listing's six filter groups. */

export const navigationCategories = [
  { value: "handi", label: "Handi" },
  { value: "karahi", label: "Karahi" },
  { value: "gift-set", label: "Gift Sets" },
  { value: "open-cookware", label: "Open Cookware" },
  { value: "non-stick", label: "Non-Stick" },
  { value: "marble-coated", label: "Marble Coated" },
  { value: "steel-handle", label: "Steel Handle" },
  { value: "glass-lid", label: "Glass Lid" },
  { value: "15-piece", label: "15-Piece Sets" },
  { value: "18-piece", label: "18-Piece Sets" },
] as const;

export const filterGroups = [
  {
    id: "cookwareType",
    label: "Cookware Type",
    options: [
      { key: "handi", label: "Handi" },
      { key: "karahi", label: "Karahi" },
      { key: "gift-set", label: "Gift Sets" },
      { key: "open-cookware", label: "Open Cookware" },
    ],
  },
  {
    id: "materialFinish",
    label: "Material & Finish",
    options: [
      { key: "metal-finish", label: "Metal Finish" },
      { key: "non-stick", label: "Non-Stick" },
      { key: "marble-coated", label: "Marble Coated" },
    ],
  },
  { id: "handleType", label: "Handle Type", options: [{ key: "steel-handle", label: "Steel Handle" }] },
  {
    id: "lidType",
    label: "Lid Type",
    options: [
      { key: "glass-lid", label: "Glass Lid" },
      { key: "metal-lid", label: "Metal Lid" },
      { key: "no-lid", label: "No Lid" },
    ],
  },
  {
    id: "pieceCount",
    label: "Piece Count",
    options: [
      { key: "15-piece", label: "15-Piece Sets" },
      { key: "18-piece", label: "18-Piece Sets" },
    ],
  },
  {
    id: "sizeRange",
    label: "Size Range",
    options: [
      { key: "small", label: "Small (2–5)" },
      { key: "medium", label: "Medium (6–9)" },
      { key: "large", label: "Large (7–9 or more)" },
    ],
  },
] as const;

export type FilterGroupId = (typeof filterGroups)[number]["id"];
export type FilterKey = (typeof filterGroups)[number]["options"][number]["key"];

export const allFilterKeys: readonly string[] = filterGroups.flatMap((group) => group.options.map((option) => option.key));

/** Small, Medium and Large: read from each size's label and stock, not from the product's keys (backend/store/products.ts). */
export const sizeBandKeys: readonly string[] = filterGroups.find((group) => group.id === "sizeRange")!.options.map((option) => option.key);

/** Splits comma-separated filter keys into their groups, dropping unknown keys. */
export function groupFilterKeys(keys: readonly string[]): Map<FilterGroupId, string[]> {
  const grouped = new Map<FilterGroupId, string[]>();
  for (const group of filterGroups) {
    const chosen = group.options.map((option) => option.key as string).filter((key) => keys.includes(key));
    if (chosen.length > 0) grouped.set(group.id, chosen);
  }
  return grouped;
}

export function parseCategoryParam(value: string | null | undefined): string[] {
  if (!value) return [];
  const keys = value
    .split(",")
    .map((key) => key.trim().toLowerCase())
    .filter((key) => allFilterKeys.includes(key));
  return [...new Set(keys)];
}

export const sortModes = [
  { value: "default", label: "Featured" },
  { value: "price-asc", label: "Price: Low to High" },
  { value: "price-desc", label: "Price: High to Low" },
] as const;
export type SortMode = (typeof sortModes)[number]["value"];

export const PRICE_RANGE_DEFAULT = { min: 0, max: 25_000 } as const;
