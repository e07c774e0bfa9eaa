import { z } from "zod";
import { optionalParam } from "./fields";
import { MAX_PAGE_SIZE, MAX_SEARCH_LENGTH } from "./limits";
import type { ProductPhotoJson } from "./product-photos";
import type { RatingSummaryJson } from "./reviews";
import type { VariantJson } from "./variants";

export const productSorts = ["default", "price-asc", "price-desc", "newest"] as const;
export type ProductSort = (typeof productSorts)[number];

export const productCollections = ["new", "bestsellers", "limited", "cookware", "sets", "bakeware", "accessories"] as const;
export type ProductCollection = (typeof productCollections)[number];

const rupees = (field: string) =>
  z.coerce
    .number({ invalid_type_error: `${field} must be a number of rupees` })
    .finite(`${field} must be a number of rupees`)
    .min(0, `${field} cannot be negative`)
    .max(10_000_000, `${field} is too large`);

/** `GET /products?…`: search, filter keys (comma-separated), in stock only, price range, sort, collection, page. */
export const productListQuery = z
  .object({
    q: optionalParam(z.string().trim().max(MAX_SEARCH_LENGTH, `Search for at most ${MAX_SEARCH_LENGTH} characters`)),
    category: optionalParam(z.string().max(500)),
    inStock: optionalParam(z.enum(["1"], { errorMap: () => ({ message: "inStock must be 1" }) })),
    minPrice: optionalParam(rupees("minPrice")),
    maxPrice: optionalParam(rupees("maxPrice")),
    sort: optionalParam(z.enum(productSorts, { errorMap: () => ({ message: `sort must be one of ${productSorts.join(", ")}` }) })),
    collection: optionalParam(
      z.enum(productCollections, { errorMap: () => ({ message: `collection must be one of ${productCollections.join(", ")}` }) }),
    ),
    page: optionalParam(z.coerce.number().int("page must be a whole number").min(1, "page starts at 1").max(100_000)),
    pageSize: optionalParam(
      z.coerce.number().int("pageSize must be a whole number").min(1).max(MAX_PAGE_SIZE, `pageSize is at most ${MAX_PAGE_SIZE}`),
    ),
  })
  .refine((query) => query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice, {
    path: ["maxPrice"],
    message: "maxPrice must not be below minPrice",
  });

/** The query as the storefront sends it: every parameter optional, numbers as numbers or text. */
export type ProductListQuery = { [Key in keyof z.input<typeof productListQuery>]?: string | number };

/** A product as the backend answers it (`price` in rupees; `category` lists its filter keys). */
export type ProductJson = {
  _id: string;
  id: string;
  name: string;
  description: string;
  /** The operator's Urdu name and description; null where not written (an Urdu page shows the English). */
  nameUr: string | null;
  descriptionUr: string | null;
  /** The pictures' addresses: the uploaded photos' (a 640-px WebP each) or, without any, the demo's drawings. */
  images: string[];
  /** Uploaded photos, each in AVIF and WebP at several widths; empty while the product shows its drawings. */
  photos: ProductPhotoJson[];
  /** The lowest price of its variants. */
  price: number;
  category: Array<{ name: string }>;
  /** Its variants' labels (none for a product without sizes). */
  sizes: string[];
  /** The sum of its variants' stock. */
  stock: number;
  /** Its variants on sale, in the operator's order (contract/variants.ts). */
  variants: VariantJson[];
  isBestSeller: boolean;
  createdAt: string;
  /** Published reviews only: no average while there are none. */
  rating: RatingSummaryJson;
};

/** `GET /products` with query parameters: one page of matches and the count of all of them. */
/** `didYouMean`: the search found nothing, and these are the matches of the nearest words the catalogue knows. */
export type ProductPageJson = { items: ProductJson[]; total: number; page: number; pageSize: number; didYouMean?: string };
