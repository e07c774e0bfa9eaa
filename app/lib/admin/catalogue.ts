import { adminProductsQuery, type AdminProductsQuery, type ProductStatusFilter } from "../../../contract/catalogue-admin";

export type CatalogueListQuery = { q: string; category: string; status: ProductStatusFilter; lowStock: boolean; page: number };

/** The catalogue list's URL parameters, read the way the backend reads them (bad values fall back). */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueListQuery {
  const query = adminProductsQuery.parse(Object.fromEntries(params));
  return { q: query.q ?? "", category: query.category ?? "", status: query.status, lowStock: query.lowStock, page: query.page };
}

/** `/admin/products?…`, leaving out what is the default. */
export function catalogueListPath(query: AdminProductsQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.status && query.status !== "all") params.set("status", query.status);
  if (query.lowStock) params.set("lowStock", "1");
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return search ? `/admin/products?${search}` : "/admin/products";
}

export const adminProductPath = (productId: string) => `/admin/products/${encodeURIComponent(productId)}`;
export const adminProductPhotosPath = (productId: string) => `${adminProductPath(productId)}/photos`;
