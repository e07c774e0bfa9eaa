import type { ReturnPhotoView } from "~/components/orders/return-photos";
import { shopperReturnPhotoPath, type ReturnPhotoJson } from "../../../contract/order-lifecycle/return-photos";

/** A return's photos as the shopper's order page shows them: each one's thumbnail, larger view and size. */
export const returnPhotoViews = (orderId: string, photos: ReturnPhotoJson[]): ReturnPhotoView[] =>
  photos.map((photo) => ({
    id: photo.id,
    small: shopperReturnPhotoPath(orderId, photo.id, "small"),
    large: shopperReturnPhotoPath(orderId, photo.id, "large"),
    width: photo.width,
    height: photo.height,
  }));
