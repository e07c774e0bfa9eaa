/** A product as the backend sends it (`price` in rupees). */
export type Product = {
  _id: string;
  id: string;
  name: string;
  description: string;
  images: string[];
  price: number;
  category: Array<{ name: string } | string>;
  sizes: string[];
  stock: number;
  isBestSeller?: boolean;
  createdAt?: string;
};

/** `GET /products` with query parameters: one page of matches and the count of all of them. */
export type ProductPage = { items: Product[]; total: number; page: number; pageSize: number };

/** What a product card renders: loaders send only this much of each product. */
export type CardProduct = { id: string; name: string; price: number; image: string | null; stock: number };

export function productId(product: Pick<Product, "_id" | "id">): string {
  return String(product.id ?? product._id ?? "");
}

export function toCardProduct(product: Product): CardProduct {
  return { id: productId(product), name: product.name, price: product.price, image: product.images[0] ?? null, stock: product.stock };
}

export const productHref = (id: string) => `/products/${encodeURIComponent(id)}`;
