/** The request bodies of variants (zod), apart from variants.ts so zod stays out of shoppers' scripts. */
import { z } from "zod";
import { MAX_PRICE_RUPEES, PRICE_RULE, stockAdjustmentBody } from "./catalogue-admin";
import { optionalParam } from "./fields";
import { readPriceText } from "./price-text";
import { VERSION_MISSING } from "./order-lifecycle/messages";
import {
  CHOOSE_VARIANT,
  MAX_SIZE_GUIDE_LENGTH,
  MAX_SKU_LENGTH,
  MAX_VARIANT_LABEL_LENGTH,
  MAX_VARIANTS,
  MAX_WEIGHT_GRAMS,
  TOO_MANY_VARIANTS,
  VARIANT_COMPARE_AT_RULE,
  VARIANT_LABEL_RULE,
  VARIANT_LABELS_UNIQUE,
  VARIANT_SIZE_GUIDE_RULE,
  VARIANT_SKU_RULE,
  VARIANT_SKUS_UNIQUE,
  VARIANT_WEIGHT_RULE,
  VARIANTS_NEEDED,
} from "./variants";
import { versionField } from "./version-field";

/** A size's price as the product's is read (contract/price-text.ts): "7,500", "Rs 7,500", Urdu digits; whole rupees from 1. */
const rupees = () =>
  z.preprocess(
    readPriceText,
    z.coerce
      .number({ invalid_type_error: PRICE_RULE, required_error: PRICE_RULE })
      .int(PRICE_RULE)
      .min(1, PRICE_RULE)
      .max(MAX_PRICE_RUPEES, PRICE_RULE),
  );

const blankToUndefined = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const sizeGuideFigure = z.preprocess(blankToUndefined, z.string().trim().max(MAX_SIZE_GUIDE_LENGTH, VARIANT_SIZE_GUIDE_RULE).optional());

const checkbox = z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean());

/** One variant as the operator edits it; `id` is an existing variant's slug (absent for a new one). */
export const variantInput = z
  .object({
    id: z.preprocess(blankToUndefined, z.string().trim().max(MAX_SKU_LENGTH).optional()),
    label: z.string({ required_error: VARIANT_LABEL_RULE }).trim().max(MAX_VARIANT_LABEL_LENGTH, VARIANT_LABEL_RULE).default(""),
    /** The label in Urdu ("نمبر 5"); empty shows the English one on Urdu pages. */
    labelUr: z.preprocess(blankToUndefined, z.string().trim().max(MAX_VARIANT_LABEL_LENGTH, VARIANT_LABEL_RULE).optional()),
    sku: z.preprocess(
      blankToUndefined,
      z
        .string()
        .trim()
        .max(MAX_SKU_LENGTH, VARIANT_SKU_RULE)
        .regex(/^[A-Za-z0-9._-]+$/, VARIANT_SKU_RULE)
        .transform((sku) => sku.toUpperCase())
        .optional(),
    ),
    price: rupees(),
    compareAtPrice: z.preprocess(blankToUndefined, rupees().optional()),
    weightGrams: z.preprocess(
      (value) => blankToUndefined(value) ?? 0,
      z.coerce
        .number({ invalid_type_error: VARIANT_WEIGHT_RULE })
        .int(VARIANT_WEIGHT_RULE)
        .min(0, VARIANT_WEIGHT_RULE)
        .max(MAX_WEIGHT_GRAMS, VARIANT_WEIGHT_RULE),
    ),
    capacity: sizeGuideFigure,
    servings: sizeGuideFigure,
    capacityUr: sizeGuideFigure,
    archived: checkbox.default(false),
  })
  .refine((variant) => variant.compareAtPrice === undefined || variant.compareAtPrice > variant.price, {
    path: ["compareAtPrice"],
    message: VARIANT_COMPARE_AT_RULE,
  });
export type VariantInput = z.output<typeof variantInput>;

const version = versionField(VERSION_MISSING);

/** `PUT /admin/products/{id}/variants`: every variant in the order the shop shows them, with the product's version. */
export const saveVariantsBody = z
  .object({
    version,
    variants: z.array(variantInput, { required_error: VARIANTS_NEEDED }).max(MAX_VARIANTS, TOO_MANY_VARIANTS),
  })
  .superRefine(({ variants }, context) => {
    const active = variants.filter((variant) => !variant.archived);
    if (active.length === 0) context.addIssue({ code: "custom", path: ["variants"], message: VARIANTS_NEEDED });
    if (active.length > 1) {
      active.forEach((variant) => {
        if (variant.label === "") {
          context.addIssue({ code: "custom", path: ["variants", variants.indexOf(variant), "label"], message: VARIANT_LABEL_RULE });
        }
      });
    }
    const seenLabels = new Set<string>();
    const seenSkus = new Set<string>();
    variants.forEach((variant, index) => {
      const label = variant.label.toLowerCase();
      if (!variant.archived && seenLabels.has(label)) {
        context.addIssue({ code: "custom", path: ["variants", index, "label"], message: VARIANT_LABELS_UNIQUE });
      }
      if (!variant.archived) seenLabels.add(label);
      if (variant.sku && seenSkus.has(variant.sku)) {
        context.addIssue({ code: "custom", path: ["variants", index, "sku"], message: VARIANT_SKUS_UNIQUE });
      }
      if (variant.sku) seenSkus.add(variant.sku);
    });
  });
export type SaveVariantsBody = z.input<typeof saveVariantsBody>;

/** `POST /admin/products/{id}/stock` with the variant (slug) the units are for; a product with one size may leave it out. */
export const variantStockBody = stockAdjustmentBody.extend({
  variant: optionalParam(z.string({ invalid_type_error: CHOOSE_VARIANT }).trim().max(MAX_SKU_LENGTH, CHOOSE_VARIANT)),
});
export type VariantStockBody = z.input<typeof variantStockBody>;
