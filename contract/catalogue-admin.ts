/**
 * The operator's catalogue: product statuses, the stock ledger's reasons, the URL id (slug) rule,
 * the request bodies of /admin/products, the list query, the answers and their messages.
 */
import { z } from "zod";
import { allFilterKeys } from "./catalogue";
import { optionalParam } from "./fields";
import type { ProductPhotoJson } from "./product-photos";
import { MAX_ID_LENGTH, MAX_SEARCH_LENGTH } from "./limits";
import { VERSION_MISSING } from "./order-lifecycle/messages";
import { readPriceText } from "./price-text";
import { slugFromName } from "./product-slug";
import type { VariantJson } from "./variants";
import { versionField } from "./version-field";

/** Only active products are sold and listed; a draft was never shown; an archived one was, and is no more. */
export const productStatuses = ["active", "draft", "archived"] as const;
export type ProductStatus = (typeof productStatuses)[number];
export const productStatusLabels: Record<ProductStatus, string> = { active: "Active", draft: "Draft", archived: "Archived" };

/** Why stock moved: the operator's reasons, and the two the store writes itself. */
export const stockAdjustmentReasons = ["received", "damaged", "correction"] as const;
export type StockAdjustmentReason = (typeof stockAdjustmentReasons)[number];
export const stockMovementReasons = [...stockAdjustmentReasons, "ordered", "order-returned"] as const;
export type StockMovementReason = (typeof stockMovementReasons)[number];
export const stockMovementLabels: Record<StockMovementReason, string> = {
  received: "Received",
  damaged: "Damaged",
  correction: "Correction",
  ordered: "Ordered",
  "order-returned": "Returned from an order",
};

// Limits
export const MIN_SLUG_LENGTH = 3;
export const MAX_SLUG_LENGTH = Math.min(80, MAX_ID_LENGTH);
export const MAX_PRODUCT_NAME_LENGTH = 120;
export const MAX_DESCRIPTION_LENGTH = 5_000;
export const MAX_SIZES = 12;
export const MAX_SIZE_LENGTH = 20;
export const MAX_PRICE_RUPEES = 10_000_000;
export const MAX_STOCK = 100_000;
export const MAX_STOCK_NOTE_LENGTH = 300;
export const ADMIN_PRODUCTS_PAGE_SIZE = 20;
/** How many units of a product the ledger on its page shows, newest first. */
export const STOCK_LEDGER_SHOWN = 50;
/** Best sellers are the products most delivered in this many days, after the operator's pins. */
export const BEST_SELLER_WINDOW_DAYS = 90;
/** New Arrivals are the products added in this many days (the operator's setting), and those marked new. */
export const DEFAULT_NEW_ARRIVAL_DAYS = 30;
export const MAX_NEW_ARRIVAL_DAYS = 365;
/** The most best sellers the home page shows. */
export const BEST_SELLERS_LIMIT = 24;

// Messages
export const SLUG_RULE = "A URL id is 3 to 80 lowercase letters, digits and single dashes, such as copper-handi-5";
export const ENTER_SLUG = "Please type a URL id, such as copper-handi-5 (made from the name when the name has letters a-z or digits)";
export const SLUG_TAKEN = "Another product uses this URL id (now or before)";
export const ENTER_PRODUCT_NAME = "Please enter the product's name";
export const ENTER_DESCRIPTION = "Please enter a description";
export const PRICE_RULE = `A price is a whole number of rupees from 1 to ${MAX_PRICE_RUPEES.toLocaleString("en-US")}, such as 7,500 or Rs 7,500`;
export const STOCK_RULE = `Stock is a whole number from 0 to ${MAX_STOCK.toLocaleString("en-US")}`;
export const SIZES_RULE = `Sizes are up to ${MAX_SIZES} names of at most ${MAX_SIZE_LENGTH} characters, separated by commas`;
export const CHOOSE_STATUS = "Please choose a status";
export const CHOOSE_STOCK_REASON = "Please choose why the stock changes";
export const STOCK_CHANGE_RULE = `Enter the units to add (such as 10) or take away (such as -2), up to ${MAX_STOCK.toLocaleString("en-US")}`;
export const STOCK_NEVER_NEGATIVE = "Stock cannot go below zero";
export const PRODUCT_CHANGED = "This product changed since you opened it";
export const UNKNOWN_FILTER_KEY = "Choose filter keys from the list";

export const slugSchema = z
  .string({ required_error: ENTER_SLUG, invalid_type_error: SLUG_RULE })
  .trim()
  .toLowerCase()
  .min(1, ENTER_SLUG)
  .min(MIN_SLUG_LENGTH, SLUG_RULE)
  .max(MAX_SLUG_LENGTH, SLUG_RULE)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, SLUG_RULE);

const version = versionField(VERSION_MISSING);

const wholeNumber = (message: string, min: number, max: number) =>
  z.coerce.number({ invalid_type_error: message, required_error: message }).int(message).min(min, message).max(max, message);

/** "No. 2, No. 3" (a form's text) or ["No. 2", "No. 3"] (JSON); blanks dropped, each kept once. */
const sizesSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (typeof value === "string" ? value.split(",") : (value ?? [])).map((size) => size.trim()).filter(Boolean))
  .pipe(z.array(z.string().max(MAX_SIZE_LENGTH, SIZES_RULE)).max(MAX_SIZES, SIZES_RULE))
  .transform((sizes) => [...new Set(sizes)]);

/** One checkbox gives a string, several an array, none nothing. */
const filterKeysSchema = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (value === undefined ? [] : typeof value === "string" ? [value] : value))
  .pipe(z.array(z.string().refine((key) => allFilterKeys.includes(key), UNKNOWN_FILTER_KEY)).max(allFilterKeys.length))
  .transform((keys) => [...new Set(keys)]);

/** An Urdu text beside an English one: empty is none (null). */
const urduText = (maxLength: number, message: string) =>
  z
    .string({ invalid_type_error: message })
    .trim()
    .max(maxLength, message)
    .nullish()
    .transform((text) => text || null);

const productFields = {
  name: z
    .string({ required_error: ENTER_PRODUCT_NAME, invalid_type_error: ENTER_PRODUCT_NAME })
    .trim()
    .min(1, ENTER_PRODUCT_NAME)
    .max(MAX_PRODUCT_NAME_LENGTH, `A name can be at most ${MAX_PRODUCT_NAME_LENGTH} characters`),
  slug: slugSchema,
  description: z
    .string({ required_error: ENTER_DESCRIPTION, invalid_type_error: ENTER_DESCRIPTION })
    .trim()
    .min(1, ENTER_DESCRIPTION)
    .max(MAX_DESCRIPTION_LENGTH, `A description can be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString("en-US")} characters`),
  /** Optional: an Urdu page shows the English where these are empty (contract/catalogue-language.ts). */
  nameUr: urduText(MAX_PRODUCT_NAME_LENGTH, `An Urdu name can be at most ${MAX_PRODUCT_NAME_LENGTH} characters`),
  descriptionUr: urduText(
    MAX_DESCRIPTION_LENGTH,
    `An Urdu description can be at most ${MAX_DESCRIPTION_LENGTH.toLocaleString("en-US")} characters`,
  ),
  /** "7500", "7,500", "Rs 7,500" (see price-text.ts). */
  price: z.preprocess(readPriceText, wholeNumber(PRICE_RULE, 1, MAX_PRICE_RUPEES)),
  filterKeys: filterKeysSchema,
  sizes: sizesSchema,
  status: z.enum(productStatuses, { errorMap: () => ({ message: CHOOSE_STATUS }) }),
  /** A final sale (clearance, custom): its lines cannot be returned. A checkbox: absent is unticked. */
  finalSale: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()).default(false),
};

/** A URL id left empty is made from the name (the same function the form's script fills it with). */
function withSlugFromName(body: unknown): unknown {
  if (typeof body !== "object" || body === null || Array.isArray(body)) return body;
  const { slug, name } = body as { slug?: unknown; name?: unknown };
  if ((slug === undefined || slug === null || (typeof slug === "string" && slug.trim() === "")) && typeof name === "string")
    return { ...body, slug: slugFromName(name) };
  return body;
}

const createProductFields = z.object({
  ...productFields,
  /** A new product is a draft until the operator publishes it; the form never sends one. */
  status: productFields.status.default("draft"),
  stock: wholeNumber(STOCK_RULE, 0, MAX_STOCK),
});
const editProductFields = z.object({ ...productFields, version });

/** `POST /admin/products`: a new product (a draft unless told otherwise) and its opening stock (written to the ledger as received). */
export const createProductBody = z.preprocess(withSlugFromName, createProductFields);
/** `POST /admin/products/{id}`: the product's own fields, with the version the operator saw (stock moves only through adjustments). */
export const editProductBody = z.preprocess(withSlugFromName, editProductFields);
/** `POST /admin/products/{id}/stock`: units in or out with a reason; a relative change, so orders placed meanwhile stay counted. */
export const stockAdjustmentBody = z.object({
  change: wholeNumber(STOCK_CHANGE_RULE, -MAX_STOCK, MAX_STOCK).refine((change) => change !== 0, STOCK_CHANGE_RULE),
  reason: z.enum(stockAdjustmentReasons, { errorMap: () => ({ message: CHOOSE_STOCK_REASON }) }),
  note: optionalParam(z.string().trim().max(MAX_STOCK_NOTE_LENGTH, `A note can be at most ${MAX_STOCK_NOTE_LENGTH} characters`)),
});
/** `POST /admin/products/{id}/{action}`: each carries only the version the operator saw. */
export const productFlagActions = ["publish", "archive", "unarchive", "pin", "unpin", "mark-new", "unmark-new"] as const;
export type ProductFlagAction = (typeof productFlagActions)[number];
export const productFlagLabels: Record<ProductFlagAction, { label: string; done: string }> = {
  publish: { label: "Publish", done: "Published: the product is in the shop" },
  archive: { label: "Archive", done: "Product archived: it has left the shop" },
  unarchive: { label: "Unarchive", done: "Product active again" },
  pin: { label: "Pin as best seller", done: "Pinned among the best sellers" },
  unpin: { label: "Unpin best seller", done: "No longer pinned among the best sellers" },
  "mark-new": { label: "Mark as new", done: "Marked new: among the New Arrivals" },
  "unmark-new": { label: "Unmark new", done: "No longer marked new" },
};
export const productVersionBody = z.object({ version });

export type CreateProductBody = z.input<typeof createProductFields>;
export type EditProductBody = z.input<typeof editProductFields>;
export type StockAdjustmentBody = z.input<typeof stockAdjustmentBody>;

export const productStatusFilters = ["all", ...productStatuses] as const;
export type ProductStatusFilter = (typeof productStatusFilters)[number];

/** `GET /admin/products`: an unknown value falls back to the default, never an error. */
export const adminProductsQuery = z.object({
  q: optionalParam(z.string().trim().max(MAX_SEARCH_LENGTH)).catch(undefined),
  category: optionalParam(z.string().refine((key) => allFilterKeys.includes(key))).catch(undefined),
  status: z.enum(productStatusFilters).catch("all").default("all"),
  lowStock: z
    .enum(["1", "true", "0", "false", ""])
    .optional()
    .catch(undefined)
    .transform((value) => value === "1" || value === "true"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});
export type AdminProductsQuery = { q?: string; category?: string; status?: ProductStatusFilter; lowStock?: boolean; page?: number };

// Answers
export type AdminProductRowJson = {
  _id: string;
  name: string;
  price: number;
  stock: number;
  /** A size on sale at or under the low-stock threshold. */
  lowStock: boolean;
  /** Those sizes, named (a product with sizes; a product without has none to name). */
  lowSizes: { label: string; stock: number }[];
  /** Migration 0013 put the whole stock on the first size: the operator checks it (contract/variants.ts). */
  checkStockPerSize: boolean;
  status: ProductStatus;
  filterKeys: string[];
  pinned: boolean;
  /** Marked new: among the New Arrivals whatever its age. */
  markedNew: boolean;
  updatedAt: string;
};

export type AdminProductListJson = {
  rows: AdminProductRowJson[];
  page: number;
  pageSize: number;
  total: number;
  lowStockThreshold: number;
};

/** What the operator's list and product page say beside a stock count: 0 is out, not low. */
export function stockLevelLabel(row: { stock: number; lowStock: boolean }): "Out of stock" | "Low" | null {
  if (row.stock <= 0) return "Out of stock";
  return row.lowStock ? "Low" : null;
}

/** Which sizes are low, for the operator's list: "No. 8 out of stock, No. 5: 2 left". */
export function lowSizesText(lowSizes: { label: string; stock: number }[]): string {
  return lowSizes.map(({ label, stock }) => (stock <= 0 ? `${label} out of stock` : `${label}: ${stock} left`)).join(", ");
}

export type StockMovementJson = {
  /** The size's label ("" for a product without sizes; null when that size was deleted). */
  variant: string | null;
  delta: number;
  reason: StockMovementReason;
  note: string | null;
  actorEmail: string | null;
  /** The order that moved it, as the operator knows it ("CW-100001"). */
  orderId: string | null;
  stockAfter: number;
  at: string;
};

export type AdminProductJson = AdminProductRowJson & {
  description: string;
  /** The Urdu name and description; null where none is written. */
  nameUr: string | null;
  descriptionUr: string | null;
  finalSale: boolean;
  sizes: string[];
  version: number;
  publishedAt: string | null;
  /** URL ids the product answered before; each redirects permanently to the current one. */
  formerSlugs: string[];
  /** Uploaded photos in the order the shop shows them. */
  photos: ProductPhotoJson[];
  /** Every variant, archived ones last. */
  variants: VariantJson[];
  ledger: StockMovementJson[];
};

/** 409 for a stale version: the message and the product as it is now. */
export type StaleProductJson = { error: typeof PRODUCT_CHANGED; product: AdminProductJson };
