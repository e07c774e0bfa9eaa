import { data } from "@remix-run/node";
import { getViewer, requireViewer, type AuthArgs, type Viewer } from "../auth/viewer.server";
import { BackendError, backendJson } from "../backend/client.server";
import { env } from "../env.server";
import { backendProductQuery, type ListingQuery } from "./listing-query";
import type { Product, ProductPage } from "./product";

/**
 * Who may read the catalogue: a signed-in shopper (the spec's guard), or anyone when the operator
 * set PUBLIC_CATALOGUE=true. Answers the viewer when there is one; without one, product reads go
 * to the backend without a token.
 */
export async function catalogueReader(args: AuthArgs): Promise<Viewer | null> {
  return env().PUBLIC_CATALOGUE ? getViewer(args) : requireViewer(args);
}

/** One page of the listing: filtering, search, sort and paging are done by the backend. */
export function fetchProductPage(query: ListingQuery, token: string | undefined): Promise<ProductPage> {
  return backendJson<ProductPage>("/products", { token, query: backendProductQuery(query) });
}

export function fetchBestSellers(token: string | undefined): Promise<Product[]> {
  return backendJson<Product[]>("/products/special/best_seller", { token });
}

/** One product; a missing one is a 404 page ("Product not found"). */
export async function fetchProduct(productId: string, token: string | undefined): Promise<Product> {
  try {
    return await backendJson<Product>(`/products/${encodeURIComponent(productId)}`, { token });
  } catch (error) {
    if (error instanceof BackendError && (error.status === 404 || error.status === 400)) {
      throw data({ message: "Product not found" }, { status: 404 });
    }
    throw error;
  }
}
