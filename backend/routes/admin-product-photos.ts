import { Hono, type Context } from "hono";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import { photoAltBody, photoMoveBody } from "../../contract/product-photo-bodies";
import { PHOTO_NOT_FOUND, type ProductPhotoJson } from "../../contract/product-photos";
import type { AppEnv } from "../http/context";
import { photoUploadForm, uploadedPhoto } from "../http/photo-upload";
import { parseInput, parseJsonBody } from "../http/validation";
import { inPhotoTurn } from "../media/photo-turns";
import { processPhoto } from "../media/process-photo";
import { addProductPhoto, assertRoomForPhoto, describeProductPhoto, moveProductPhoto, removeProductPhoto } from "../store/product-photos";
import { pathId, type RouteDeps } from "./shared";

/**
 * /admin/products/{id}/photos (behind the operator guard): upload one photo with its description
 * (multipart: `photo`, `alt`), describe, move and remove one. Each answers the product's photos
 * as they now are, and clears the listing cache so the shop shows them at once.
 */
export function adminProductPhotoRoutes({ db, catalogueCache }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  const ids = (c: Context<AppEnv>) => ({
    productId: pathId(c.req.param("productId") ?? "", PRODUCT_NOT_FOUND),
    photoId: pathId(c.req.param("photoId") ?? "", PHOTO_NOT_FOUND),
  });
  const answer = (c: Context<AppEnv>, photos: ProductPhotoJson[], status: 200 | 201 = 200) => {
    catalogueCache.clear();
    return c.json({ photos }, status);
  };

  routes.post("/:productId/photos", async (c) => {
    const productId = pathId(c.req.param("productId"), PRODUCT_NOT_FOUND);
    const form = await photoUploadForm(c);
    const { alt } = parseInput(photoAltBody, { alt: form.alt }, "Please check the photo");
    const { photo, type } = uploadedPhoto(form.photo);
    // Checked before its turn and again as it comes: a product with no room never has a photo processed.
    await assertRoomForPhoto(db, productId);
    const processed = await inPhotoTurn(async () => {
      await assertRoomForPhoto(db, productId);
      return processPhoto(new Uint8Array(await photo.arrayBuffer()), type);
    });
    return answer(c, await addProductPhoto(db, productId, processed, alt), 201);
  });

  routes.post("/:productId/photos/:photoId", async (c) => {
    const { productId, photoId } = ids(c);
    const { alt } = await parseJsonBody(c, photoAltBody, "Please check the description");
    return answer(c, await describeProductPhoto(db, productId, photoId, alt));
  });

  routes.post("/:productId/photos/:photoId/move", async (c) => {
    const { productId, photoId } = ids(c);
    const { direction } = await parseJsonBody(c, photoMoveBody);
    return answer(c, await moveProductPhoto(db, productId, photoId, direction));
  });

  routes.post("/:productId/photos/:photoId/remove", async (c) => {
    const { productId, photoId } = ids(c);
    return answer(c, await removeProductPhoto(db, productId, photoId));
  });

  return routes;
}
