import type {
  AdminProductJson,
  AdminProductListJson,
  AdminProductsQuery,
  CreateProductBody,
  EditProductBody,
  ProductFlagAction,
} from "../../../contract/catalogue-admin";
import type { SaveVariantsBody, VariantStockBody } from "../../../contract/variant-bodies";
import { adminPhotosPath, type PhotoMove, type ProductPhotoJson } from "../../../contract/product-photos";
import { backendJson, PHOTO_PROCESSING_TIMEOUT_MS } from "./client.server";

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

/** `POST /admin/products/{id}/stock`: units in or out of one size, with a reason; no size for a sized product is 400 `fields.variant`. */
export function adjustAdminProductStock(token: string, productId: string, body: VariantStockBody): Promise<AdminProductJson> {
  return backendJson<AdminProductJson>(`${productPath(productId)}/stock`, { method: "POST", token, body });
}

/** `PUT /admin/products/{id}/variants`: every size in order, with the version; a stale one is BackendError 409. */
export function saveAdminProductVariants(token: string, productId: string, body: SaveVariantsBody): Promise<AdminProductJson> {
  return backendJson<AdminProductJson>(`${productPath(productId)}/variants`, { method: "PUT", token, body });
}

/** `POST /admin/products/{id}/{archive|unarchive|pin|unpin|mark-new|unmark-new}`. */
export function setAdminProductFlag(
  token: string,
  productId: string,
  action: ProductFlagAction,
  version: number,
): Promise<AdminProductJson> {
  return backendJson<AdminProductJson>(`${productPath(productId)}/${action}`, { method: "POST", token, body: { version } });
}

type PhotosAnswer = { photos: ProductPhotoJson[] };
const photoPath = (productId: string, photoId: string) => `${adminPhotosPath(productId)}/${encodeURIComponent(photoId)}`;

/** `POST /admin/products/{id}/photos` (multipart): one photo and its description; a refusal is BackendError 400/409 with `fields.photo` or `fields.alt`. */
export function uploadAdminProductPhoto(token: string, productId: string, photo: File, alt: string): Promise<PhotosAnswer> {
  const form = new FormData();
  form.set("photo", photo);
  form.set("alt", alt);
  return backendJson<PhotosAnswer>(adminPhotosPath(productId), { method: "POST", token, form, timeoutMs: PHOTO_PROCESSING_TIMEOUT_MS });
}

/** `POST /admin/products/{id}/photos/{photoId}`: a new description. */
export function describeAdminProductPhoto(token: string, productId: string, photoId: string, alt: string): Promise<PhotosAnswer> {
  return backendJson<PhotosAnswer>(photoPath(productId, photoId), { method: "POST", token, body: { alt } });
}

/** `POST /admin/products/{id}/photos/{photoId}/move`: one place earlier or later. */
export function moveAdminProductPhoto(token: string, productId: string, photoId: string, direction: PhotoMove): Promise<PhotosAnswer> {
  return backendJson<PhotosAnswer>(`${photoPath(productId, photoId)}/move`, { method: "POST", token, body: { direction } });
}

/** `POST /admin/products/{id}/photos/{photoId}/remove`. */
export function removeAdminProductPhoto(token: string, productId: string, photoId: string): Promise<PhotosAnswer> {
  return backendJson<PhotosAnswer>(`${photoPath(productId, photoId)}/remove`, { method: "POST", token });
}
