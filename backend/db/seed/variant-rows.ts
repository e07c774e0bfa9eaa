import { sizeMeaning } from "../../../contract/size-guide";
import { DEFAULT_VARIANT_SLUG, defaultSkuOf, variantSlugOf } from "../../../contract/variants";
import type { productVariants } from "../schema";
import type { DemoProduct, ProductShape } from "./catalogue";
import { filterKeysOf } from "./product-rows";
import { urduCapacity } from "./urdu-description";

/** The smallest size's weight, boxed for the courier. */
const baseWeightGrams: Record<ProductShape, number> = {
  handi: 1_400,
  karahi: 1_500,
  "frying-pan": 900,
  "grill-pan": 1_300,
  tawa: 1_100,
  wok: 1_200,
  saucepan: 800,
  "stock-pot": 1_800,
  set: 9_000,
  "baking-tray": 600,
  "cake-tin": 500,
  lid: 450,
  "handle-kit": 200,
  "pressure-cooker": 1_900,
};

/** Each size up costs about 18 % more (to the nearest Rs 100) and weighs about 25 % more. */
const PRICE_STEP = 1.18;
const WEIGHT_STEP = 1.25;

/** "3.5 litres, serves 4–6" → capacity "3.5 litres", servings "4–6": the demo operator's figures. */
function sizeGuideFigures(size: string, filterKeys: string[]) {
  const meaning = sizeMeaning(size, filterKeys);
  if (!meaning) return { capacity: null, servings: null };
  const [capacity, servings] = meaning.split(/,? ?serves /);
  return { capacity: capacity || null, servings: servings ?? null };
}

/**
 * The demo product's variants: a larger size costs and weighs more; the stock is spread over the
 * sizes (more of the middle ones), adding up to the product's.
 */
export function variantRows(product: DemoProduct): (typeof productVariants.$inferInsert)[] {
  const labels = product.sizes.length > 0 ? product.sizes : [""];
  const shares = labels.map((_, index) => (index === 0 || index === labels.length - 1 ? 1 : 2));
  const shareTotal = shares.reduce((sum, share) => sum + share, 0);
  const stocks = shares.map((share) => Math.floor((product.stock * share) / shareTotal));
  stocks[0] += product.stock - stocks.reduce((sum, stock) => sum + stock, 0);
  const filterKeys = filterKeysOf(product);
  return labels.map((label, position) => {
    const slug = label === "" ? DEFAULT_VARIANT_SLUG : variantSlugOf(label);
    const figures = label === "" ? { capacity: null, servings: null } : sizeGuideFigures(label, filterKeys);
    return {
      id: `${product.id}--${slug}`.slice(0, 100),
      productId: product.id,
      slug,
      label,
      sku: defaultSkuOf(product.id, slug),
      pricePaisa: Math.round((product.priceRupees * PRICE_STEP ** position) / 100) * 100 * 100,
      compareAtPaisa: null,
      stock: stocks[position],
      weightGrams: Math.round((baseWeightGrams[product.shape] * WEIGHT_STEP ** position) / 50) * 50,
      ...figures,
      capacityUr: urduCapacity(figures.capacity),
      position,
    };
  });
}
