import type { ProductPhotoJson } from "../../../contract/product-photos";
import type { ProductJson } from "../../../contract/products";
import type { RatingSummaryJson } from "../../../contract/reviews";
import { pricesDiffer } from "../../../contract/variants";

/** What a product card renders: loaders send only this much of each product (its first photo, or else its first drawing). */
export type CardProduct = {
  id: string;
  name: string;
  /** The operator's Urdu name (present only when written): Urdu pages show it. */
  nameUr?: string;
  price: number;
  photo: ProductPhotoJson | null;
  image: string | null;
  stock: number;
  sizes: string[];
  /** Set when its sizes differ in price: `price` is the lowest, and the card says "from". */
  priceFrom?: true;
  /** With `priceFrom`: each size's own price, in the order of `sizes`, shown on its choice. */
  sizePrices?: number[];
  /** Its sizes with none in stock (present only when there are some). */
  soldOutSizes?: string[];
  /** Published reviews' average and count. */
  rating: RatingSummaryJson;
};

export function productId(product: Pick<ProductJson, "_id" | "id">): string {
  return String(product.id ?? product._id ?? "");
}

export function toCardProduct(product: ProductJson): CardProduct {
  const soldOutSizes = product.variants.filter((variant) => variant.label && variant.stock <= 0).map((variant) => variant.label);
  return {
    id: productId(product),
    name: product.name,
    ...(product.nameUr ? { nameUr: product.nameUr } : {}),
    price: product.price,
    photo: product.photos[0] ?? null,
    image: product.photos.length > 0 ? null : (product.images[0] ?? null),
    stock: product.stock,
    sizes: product.sizes,
    // Left out when unset: a listing sends 24 cards.
    ...(pricesDiffer(product.variants) ? { priceFrom: true as const, sizePrices: sizePricesOf(product) } : {}),
    ...(soldOutSizes.length > 0 ? { soldOutSizes } : {}),
    rating: product.rating,
  };
}

function sizePricesOf(product: ProductJson): number[] {
  return product.sizes.map((size) => product.variants.find((variant) => variant.label === size)?.price ?? product.price);
}

export const productHref = (id: string) => `/products/${encodeURIComponent(id)}` as const;

/** `?size=<variant slug>` (contract/variants.ts): the size a link to the product page chooses. */
export const SIZE_PARAM = "size";

/** The product page with one size chosen (a cart line's link back). */
export const productSizeHref = (id: string, slug: string) => `${productHref(id)}?${SIZE_PARAM}=${encodeURIComponent(slug)}`;
