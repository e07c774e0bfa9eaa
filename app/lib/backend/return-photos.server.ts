import type { OrderJson } from "../../../contract/orders";
import {
  operatorReturnPhotoApiPath,
  type ReturnPhotoSize,
  returnPhotosApiPath,
  shopperReturnPhotoApiPath,
} from "../../../contract/order-lifecycle/return-photos";
import { backendFetch, backendJson, PHOTO_PROCESSING_TIMEOUT_MS } from "./client.server";

/** `POST /orders/{id}/return/photos` (multipart): one photo of what is returned; a refusal is BackendError with `fields.photo`. */
export function uploadReturnPhoto(token: string, orderId: string, photo: File): Promise<OrderJson> {
  const form = new FormData();
  form.set("photo", photo);
  return backendJson<OrderJson>(returnPhotosApiPath(orderId), { method: "POST", token, form, timeoutMs: PHOTO_PROCESSING_TIMEOUT_MS });
}

/** `POST /orders/{id}/return/photos/{photoId}/remove`. */
export function removeReturnPhoto(token: string, orderId: string, photoId: string): Promise<OrderJson> {
  return backendJson<OrderJson>(`${returnPhotosApiPath(orderId)}/${encodeURIComponent(photoId)}/remove`, { method: "POST", token });
}

/** One size of a return photo's file as the backend answers it, for its owner (`shopper`) or an operator. */
export function fetchReturnPhoto(token: string, who: "shopper" | "operator", orderId: string, photoId: string, size: ReturnPhotoSize) {
  const path = who === "shopper" ? shopperReturnPhotoApiPath : operatorReturnPhotoApiPath;
  return backendFetch(path(orderId, photoId, size), { token });
}
