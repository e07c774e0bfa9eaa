import { and, asc, eq, getTableColumns, inArray, ne, sql } from "drizzle-orm";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import {
  CHOOSE_VARIANT,
  DEFAULT_VARIANT_SLUG,
  defaultSkuOf,
  MAX_VARIANTS,
  TOO_MANY_VARIANTS,
  VARIANT_SKU_TAKEN,
  variantSlugOf,
} from "../../contract/variants";
import type { VariantInput } from "../../contract/variant-bodies";
import type { Database } from "../db/client";
import { orderItems, products, productVariants } from "../db/schema";
import { newId } from "../lib/ids";
import { StoreError } from "./errors";

// Every column but the size bands, which the database makes from the label (migration 0039) and no one writes.
const { sizeBands: _sizeBands, ...variantRowColumns } = getTableColumns(productVariants);
export { variantRowColumns };

type VariantRow = Omit<typeof productVariants.$inferSelect, "sizeBands">;

/** Every variant of a product, archived ones too, in the operator's order. */
export function allVariantsOf(db: Database, productId: string): Promise<VariantRow[]> {
  return db
    .select(variantRowColumns)
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.archived), asc(productVariants.position), asc(productVariants.id));
}

/** A slug the product has not used yet: "no-5", else "no-5-2", … */
function freshSlug(label: string, taken: Set<string>): string {
  const base = label === "" ? DEFAULT_VARIANT_SLUG : variantSlugOf(label);
  let slug = base;
  for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
  taken.add(slug);
  return slug;
}

/** The product row's price, stock and sizes summed from its variants (migration 0016's function, the trigger's too). */
export async function rollUpProduct(tx: Database, productId: string) {
  await tx.execute(sql`select cookware_roll_up_product(${productId})`);
}

/** A new product's variants, made by the database as it was inserted (migration 0016's products_get_variants). */
export async function createdVariants(tx: Database, productId: string): Promise<VariantRow[]> {
  const variants = await allVariantsOf(tx, productId);
  await assertSkusFree(tx, productId, variants);
  return variants;
}

/**
 * The product form's sizes kept in step with its variants: a new size becomes a variant at the
 * product's price with no stock, a size left out is archived (deleted when no order names it).
 */
export async function syncVariantsWithSizes(
  tx: Database,
  input: { productId: string; sizes: string[]; pricePaisa: number; formerPricePaisa: number },
) {
  const variants = await allVariantsOf(tx, input.productId);
  const active = variants.filter((variant) => !variant.archived);
  const sameSizes = active.map((variant) => variant.label).join("\u0000") === (input.sizes.length > 0 ? input.sizes : [""]).join("\u0000");
  if (!sameSizes) {
    const kept = input.sizes.length > 0 ? input.sizes : [""];
    const inputs: VariantInput[] = kept.map((label) => {
      const existing = variants.find((variant) => variant.label === label);
      return existing ? inputOf(existing) : { label, price: input.pricePaisa / 100, weightGrams: 0, archived: false };
    });
    for (const variant of active) if (!kept.includes(variant.label)) inputs.push({ ...inputOf(variant), archived: true });
    await writeVariants(tx, input.productId, inputs);
  }
  // The form's price is the product's: the sizes still at its former price (never priced on their own) follow it.
  if (input.pricePaisa !== input.formerPricePaisa) {
    await tx
      .update(productVariants)
      .set({ pricePaisa: input.pricePaisa, updatedAt: new Date() })
      .where(and(eq(productVariants.productId, input.productId), eq(productVariants.pricePaisa, input.formerPricePaisa)));
  }
  await rollUpProduct(tx, input.productId);
}

const inputOf = (variant: VariantRow): VariantInput => ({
  id: variant.slug,
  label: variant.label,
  labelUr: variant.labelUr ?? undefined,
  sku: variant.sku,
  price: variant.pricePaisa / 100,
  compareAtPrice: variant.compareAtPaisa === null ? undefined : variant.compareAtPaisa / 100,
  weightGrams: variant.weightGrams,
  capacity: variant.capacity ?? undefined,
  servings: variant.servings ?? undefined,
  capacityUr: variant.capacityUr ?? undefined,
  archived: variant.archived,
});

async function assertSkusFree(tx: Database, productId: string, wanted: { sku?: string }[]) {
  const skus = wanted.map((variant) => variant.sku).filter((sku): sku is string => Boolean(sku));
  if (skus.length === 0) return;
  const taken = await tx
    .select({ sku: productVariants.sku })
    .from(productVariants)
    .where(and(inArray(productVariants.sku, skus), ne(productVariants.productId, productId)));
  if (taken.length === 0) return;
  const index = wanted.findIndex((variant) => variant.sku === taken[0].sku);
  throw new StoreError("conflict", `${VARIANT_SKU_TAKEN}: ${taken[0].sku}`, { [`variants[${index}].sku`]: VARIANT_SKU_TAKEN });
}

/**
 * Writes the operator's list of variants (the product row already locked): existing ones by slug
 * updated, new ones added, the rest archived, or deleted when no order names them. Labels and SKUs
 * are first moved aside, so two variants may swap theirs.
 */
export async function writeVariants(tx: Database, productId: string, inputs: VariantInput[]) {
  const existing = await allVariantsOf(tx, productId);
  const bySlug = new Map(existing.map((variant) => [variant.slug, variant]));
  const named = new Set(inputs.map((input) => input.id).filter(Boolean));
  const dropped = existing.filter((variant) => !named.has(variant.slug));
  if (inputs.length + dropped.length > MAX_VARIANTS) throw new StoreError("invalid", TOO_MANY_VARIANTS, { variants: TOO_MANY_VARIANTS });
  await assertSkusFree(tx, productId, inputs);

  const ordered =
    dropped.length > 0
      ? await tx
          .selectDistinct({ variantId: orderItems.variantId })
          .from(orderItems)
          .where(
            inArray(
              orderItems.variantId,
              dropped.map((variant) => variant.id),
            ),
          )
      : [];
  const withOrders = new Set(ordered.map((row) => row.variantId));
  const toDelete = dropped.filter((variant) => !withOrders.has(variant.id));
  if (toDelete.length > 0)
    await tx.delete(productVariants).where(
      inArray(
        productVariants.id,
        toDelete.map((variant) => variant.id),
      ),
    );

  const aside = existing.filter((variant) => !toDelete.includes(variant));
  if (aside.length > 0) {
    await tx
      .update(productVariants)
      .set({ label: sql`'\u2063' || ${productVariants.id}`, sku: sql`'~' || ${productVariants.id}` })
      .where(
        inArray(
          productVariants.id,
          aside.map((variant) => variant.id),
        ),
      );
  }
  const taken = new Set(existing.map((variant) => variant.slug));
  const now = new Date();
  const rows = inputs.map((input, position) => {
    const current = input.id ? bySlug.get(input.id) : undefined;
    const slug = current?.slug ?? freshSlug(input.label, taken);
    return {
      id: current?.id ?? newId(),
      productId,
      slug,
      label: input.label,
      labelUr: input.labelUr ?? null,
      sku: input.sku || current?.sku || defaultSkuOf(productId, slug),
      pricePaisa: Math.round(input.price * 100),
      compareAtPaisa: input.compareAtPrice === undefined ? null : Math.round(input.compareAtPrice * 100),
      stock: current?.stock ?? 0,
      weightGrams: input.weightGrams,
      capacity: input.capacity ?? null,
      servings: input.servings ?? null,
      capacityUr: input.capacityUr ?? null,
      position,
      archived: input.archived,
      updatedAt: now,
    };
  });
  // Dropped from the list but named by orders: archived, with its own label and SKU back.
  for (const variant of dropped.filter((row) => withOrders.has(row.id))) {
    rows.push({ ...variant, position: rows.length, archived: true, updatedAt: now });
  }
  for (const row of rows) {
    // Stock moves only through the ledger (stock.ts): an existing variant keeps its own.
    const { id: _id, productId: _productId, stock: _stock, ...columns } = row;
    await tx.insert(productVariants).values(row).onConflictDoUpdate({ target: productVariants.id, set: columns });
  }
}

/** The variant an operator's stock change names by slug; a product with one variant on sale may name none. */
export async function variantForStock(db: Database, productId: string, slug: string | undefined): Promise<string> {
  const variants = await allVariantsOf(db, productId);
  if (variants.length === 0) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
  const active = variants.filter((variant) => !variant.archived);
  const found = slug ? variants.find((variant) => variant.slug === slug) : active.length === 1 ? active[0] : undefined;
  if (!found) throw new StoreError("invalid", CHOOSE_VARIANT, { variant: CHOOSE_VARIANT });
  return found.id;
}

/** The operator saved the product's variants: its stock per size is now theirs, the migration's flag goes. */
export async function saveProductVariants(tx: Database, productId: string, inputs: VariantInput[]) {
  await writeVariants(tx, productId, inputs);
  await rollUpProduct(tx, productId);
  await tx.update(products).set({ checkStockPerSize: false }).where(eq(products.id, productId));
}
