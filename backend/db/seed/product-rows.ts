import type { products } from "../schema";
import type { DemoProduct } from "./catalogue";
import { urduProductColumns } from "./urdu-description";

/** The product's filter keys. Its sizes' Small/Medium/Large come from their labels (migration 0039), not from here. */
export function filterKeysOf(product: DemoProduct): string[] {
  return [
    ...product.types,
    product.finish,
    ...(product.steelHandle ? ["steel-handle"] : []),
    product.lid,
    ...(product.pieces ? [`${product.pieces}-piece`] : []),
  ];
}

const finishText: Record<DemoProduct["finish"], { about: string; care: string }> = {
  "metal-finish": {
    about: "A polished metal finish that browns and sears beautifully and only gets better with years of use.",
    care: "Wash by hand, dry over a low flame and wipe with a drop of oil.",
  },
  "non-stick": {
    about: "A PFOA-free non-stick coating lets you cook with far less oil and wash up in seconds.",
    care: "Use wooden or silicone spoons and a soft sponge; no metal scourers.",
  },
  "marble-coated": {
    about: "A multi-layer marble coating reinforced with stone particles resists scratches and releases food easily.",
    care: "Dishwasher-safe, though a soft sponge keeps the coating like new for longer.",
  },
};

const lidText: Record<DemoProduct["lid"], string> = {
  "glass-lid": "Tempered glass with a steam vent, so you can watch the masala without lifting it",
  "metal-lid": "A heavy, close-fitting metal lid that locks in steam for dum cooking",
  "no-lid": "Sold without a lid; our Universal Tempered Glass Lid fits most sizes",
};

function listInWords(items: string[]): string {
  return items.length <= 1 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** A multi-line description with **bold** labels, as the product page renders it. */
export function describe(product: DemoProduct): string {
  const isPartOrLid = product.shape === "lid" || product.shape === "handle-kit";
  const details = [
    `- **Sizes:** ${listInWords(product.sizes)}`,
    ...(product.pieces ? [`- **Pieces:** ${product.pieces}, including lids and serving spoons`] : []),
    ...(isPartOrLid ? [] : [`- **Lid:** ${lidText[product.lid]}`]),
    ...(product.steelHandle ? ["- **Handles:** riveted stainless steel that stays cool for longer"] : []),
    `- **Care:** ${finishText[product.finish].care}`,
  ];
  return [`**${product.headline}**`, "", finishText[product.finish].about, "", ...details, "", `**Best for:** ${product.bestFor}`].join(
    "\n",
  );
}

export function imageUrls(product: DemoProduct): string[] {
  return Array.from({ length: product.imageCount }, (_, index) => `/images/products/${product.id}-${index + 1}.svg`);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo range's first products were added at least this long ago: New Arrivals holds only what came since. */
const ESTABLISHED_RANGE_MIN_AGE_DAYS = 35;

/**
 * The products table row; `position` spreads creation dates (35 to 124 days ago) so "newest first"
 * means something, unless the product says when it was added.
 */
export function productRow(product: DemoProduct, position: number, now: Date): typeof products.$inferInsert {
  const ageDays = product.addedDaysAgo ?? ESTABLISHED_RANGE_MIN_AGE_DAYS + ((position * 37) % 90);
  return {
    id: product.id,
    name: product.name,
    description: describe(product),
    ...urduProductColumns(product),
    images: imageUrls(product),
    pricePaisa: product.priceRupees * 100,
    filterKeys: filterKeysOf(product),
    collections: product.collections ?? [],
    sizes: product.sizes,
    stock: product.stock,
    isBestSeller: product.bestSeller ?? false,
    createdAt: new Date(now.getTime() - ageDays * DAY_MS),
    updatedAt: now,
  };
}
