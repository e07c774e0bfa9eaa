import type {
  AdminProductJson,
  AdminProductListJson,
  AdminProductsQuery,
  CreateProductBody,
  EditProductBody,
  ProductFlagAction,
  StockAdjustmentBody,
} from "../../../contract/catalogue-admin";
import { backendJson } from "./client.server";

const productPath = (productId: string) => `/admin/products/${encodeURIComponent(productId)}`;

/** `GET /admin/products`: one page of the operator's catalogue (every status). */
export function fetchAdminProducts(token: string, query: AdminProductsQuery): Promise<AdminProductListJson> {
  return backendJson<AdminProductListJson>("/admin/products", {
    token,
    query: { q: query.q, category: query.category, status: query.status, lowStock: query.lowStock ? "1" : undefined, page: query.page },
  });
}

/** `GET /admin/products/{id}`: the product with its former URL ids and its stock ledger. */
export function fetchAdminProduct(token: string, productId: string): Promise<AdminProductJson> {
  return backendJson<AdminProductJson>(productPath(productId), { token });
}

/** `POST /admin/products`: a new product; a taken URL id is BackendError 409 with `fields.slug`. */
export function createAdminProduct(token: string, body: CreateProductBody): Promise<AdminProductJson> {
  return backendJson<AdminProductJson>("/admin/products", { method: "POST", token, body });
}

/** `POST /admin/products/{id}`: the edit; a stale version is BackendError 409. Answers the product under its (maybe new) id. */
export function editAdminProduct(token: string, productId: string, body: EditProductBody): Promise<AdminProductJson> {
  return backendJson<AdminProductJson>(productPath(productId), { method: "POST", token, body });
}

/** `POST /admin/products/{id}/stock`: units in or out, with a reason. */
export function adjustAdminProductStock(token: string, productId: string, body: StockAdjustmentBody): Promise<AdminProductJson> {
  return backendJson<AdminProductJson>(`${productPath(productId)}/stock`, { method: "POST", token, body });
}

/** `POST /admin/products/{id}/{archive|unarchive|pin|unpin}`. */
export function setAdminProductFlag(
  token: string,
  productId: string,
  action: ProductFlagAction,
  version: number,
): Promise<AdminProductJson> {
  return backendJson<AdminProductJson>(`${productPath(productId)}/${action}`, { method: "POST", token, body: { version } });
}
