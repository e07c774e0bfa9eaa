import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { CHOOSE_SIZE, chooseSizeOf, notInSize } from "../../contract/messages";
import { paisaToRupees } from "../../contract/money";
import { DEFAULT_VARIANT_SLUG, type VariantJson } from "../../contract/variants";
import { products, productVariants } from "../db/schema";
import { StoreError } from "./errors";

/** A variant as a product read carries it (its row without the timestamps, and without the size bands only the listing's filter reads). */
export type Variant = Omit<typeof productVariants.$inferSelect, "createdAt" | "updatedAt" | "sizeBands">;

const variantFields = {
  id: productVariants.id,
  productId: productVariants.productId,
  slug: productVariants.slug,
  label: productVariants.label,
  labelUr: productVariants.labelUr,
  sku: productVariants.sku,
  pricePaisa: productVariants.pricePaisa,
  compareAtPaisa: productVariants.compareAtPaisa,
  stock: productVariants.stock,
  weightGrams: productVariants.weightGrams,
  capacity: productVariants.capacity,
  servings: productVariants.servings,
  capacityUr: productVariants.capacityUr,
  position: productVariants.position,
  archived: productVariants.archived,
} satisfies Record<keyof Variant, AnyPgColumn>;

const jsonPairs = sql.join(
  Object.entries(variantFields).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${sql.raw(`v."${column.name}"`)}`),
  sql`, `,
);

const parsedJson = (value: unknown) => (typeof value === "string" ? (JSON.parse(value) as unknown) : value);

/**
 * A product's variants as one value of its own row (a correlated subquery), so every read of a
 * product stays one query: the active ones in the operator's order, or all of them for the operator.
 * Named in full ("products"."id"): a column alone would be read as the variant's own id.
 */
export function variantsOf(which: "active" | "all" = "active"): SQL<Variant[]> {
  const onlyActive = which === "active" ? sql.raw(" and not v.archived") : sql``;
  return sql<Variant[]>`(select coalesce(jsonb_agg(jsonb_build_object(${jsonPairs}) order by v.position, v.id), '[]'::jsonb)
    from ${productVariants} v where v.product_id = "products"."id"${onlyActive})`.mapWith((value) => parsedJson(value) as Variant[]);
}

/** The columns of a product read: its row and its active variants. */
export const productWithVariants = { ...getTableColumns(products), variants: variantsOf() };

export function variantJson(variant: Variant): VariantJson {
  return {
    id: variant.slug,
    label: variant.label,
    labelUr: variant.labelUr,
    sku: variant.sku,
    price: paisaToRupees(variant.pricePaisa),
    compareAtPrice: variant.compareAtPaisa === null ? null : paisaToRupees(variant.compareAtPaisa),
    stock: variant.stock,
    weightGrams: variant.weightGrams,
    sizeGuide: { capacity: variant.capacity, servings: variant.servings },
    capacityUr: variant.capacityUr,
    archived: variant.archived,
  };
}

type Sellable = { name: string; variants: Variant[] };

/**
 * The variant a cart body names: by slug (`variant`), else by label (`size`), else the only one.
 * Refuses a sized product without a choice and a size it does not come in.
 */
export function chosenVariantOf(product: Sellable, choice: { variant?: string | null; size?: string | null }): Variant {
  const slug = choice.variant?.trim() ?? "";
  const label = choice.size?.trim() ?? "";
  const sizes = product.variants.map((variant) => variant.label).filter(Boolean);
  const found = slug
    ? product.variants.find((variant) => variant.slug === slug)
    : label
      ? product.variants.find((variant) => variant.label === label)
      : product.variants.length === 1
        ? product.variants[0]
        : undefined;
  if (found) return found;
  if (!slug && !label) throw new StoreError("invalid", chooseSizeOf(product.name), { size: `${CHOOSE_SIZE}: ${sizes.join(", ")}` });
  const choices = sizes.length > 0 ? `: ${sizes.join(", ")}` : "";
  throw new StoreError("invalid", notInSize(product.name, slug || label), { size: `Choose one of the available sizes${choices}` });
}

/** The label a cart line or order line records: null for the default variant. */
export const sizeLabelOf = (variant: Pick<Variant, "label" | "slug">) =>
  variant.slug === DEFAULT_VARIANT_SLUG || variant.label === "" ? null : variant.label;
