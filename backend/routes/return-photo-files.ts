import type { Context } from "hono";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import { isReturnPhotoSize, RETURN_PHOTO_CACHE_CONTROL, RETURN_PHOTO_CONTENT_TYPE } from "../../contract/order-lifecycle/return-photos";
import { PHOTO_NOT_FOUND } from "../../contract/product-photos";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/context";
import { StoreError } from "../store/errors";
import { type PhotoViewer, readReturnPhoto } from "../store/return-photos";
import { pathId } from "./shared";

/** GET …/return/photos/{photoId}/{small|large}: the photo's WebP, for the order's owner or an operator. */
export async function returnPhotoAnswer(c: Context<AppEnv>, db: Database, viewer: PhotoViewer) {
  const reference = pathId(c.req.param("orderId") ?? "", ORDER_NOT_FOUND);
  const photoId = pathId(c.req.param("photoId") ?? "", PHOTO_NOT_FOUND);
  const size = c.req.param("size") ?? "";
  if (!isReturnPhotoSize(size)) throw new StoreError("not-found", PHOTO_NOT_FOUND);
  const bytes = await readReturnPhoto(db, viewer, reference, photoId, size);
  return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    "Content-Type": RETURN_PHOTO_CONTENT_TYPE,
    "Content-Length": String(bytes.byteLength),
    "Cache-Control": RETURN_PHOTO_CACHE_CONTROL,
    "X-Content-Type-Options": "nosniff",
  });
}
