import type { ProductJson, ProductListQuery, ProductPageJson } from "../../../contract/products";
import { backendJson } from "./client.server";

/** `GET /products?…`: one page of the catalogue, filtered, sorted and counted by the backend. */
export function fetchProductPage(query: ProductListQuery, token?: string | null): Promise<ProductPageJson> {
  return backendJson<ProductPageJson>("/products", { token, query });
}

/** `GET /products/special/best_seller`. */
export function fetchBestSellers(token?: string | null): Promise<ProductJson[]> {
  return backendJson<ProductJson[]>("/products/special/best_seller", { token });
}

/** `GET /products/{productId}`: throws BackendError 404 (or 400 for an id that cannot exist). */
export function fetchProduct(productId: string, token?: string | null): Promise<ProductJson> {
  return backendJson<ProductJson>(`/products/${encodeURIComponent(productId)}`, { token });
}
