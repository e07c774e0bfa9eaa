import type { ProductPhotoJson } from "../../../contract/product-photos";
import type { ProductJson } from "../../../contract/products";
import type { RatingSummaryJson } from "../../../contract/reviews";

/** What a product card renders: loaders send only this much of each product (its first photo, or else its first drawing). */
export type CardProduct = {
  id: string;
  name: string;
  price: number;
  photo: ProductPhotoJson | null;
  image: string | null;
  stock: number;
  sizes: string[];
  /** Published reviews' average and count. */
  rating: RatingSummaryJson;
};

export function productId(product: Pick<ProductJson, "_id" | "id">): string {
  return String(product.id ?? product._id ?? "");
}

export function toCardProduct(product: ProductJson): CardProduct {
  return {
    id: productId(product),
    name: product.name,
    price: product.price,
    photo: product.photos[0] ?? null,
    image: product.photos.length > 0 ? null : (product.images[0] ?? null),
    stock: product.stock,
    sizes: product.sizes,
    rating: product.rating,
  };
}

export const productHref = (id: string) => `/products/${encodeURIComponent(id)}` as const;
