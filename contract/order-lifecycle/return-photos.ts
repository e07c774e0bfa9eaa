/**
 * Photos a shopper adds to their return request (a dent, the wrong lid): how many, until when, the
 * sizes kept of each, where they are served and the messages. They go through the catalogue's photo
 * pipeline under the same upload rules (contract/photo-upload-rules.ts) and are private: only the
 * shopper who owns the order and the store's operators may see them.
 */
import type { ReturnStatus } from "./stages";

export const MAX_RETURN_PHOTOS = 3;

/** A thumbnail for the order pages and a larger one to look closely at; WebP only (every browser we serve reads it). */
export const returnPhotoSizes = ["small", "large"] as const;
export type ReturnPhotoSize = (typeof returnPhotoSizes)[number];
export const isReturnPhotoSize = (size: string): size is ReturnPhotoSize => (returnPhotoSizes as readonly string[]).includes(size);
export const RETURN_PHOTO_WIDTHS: Record<ReturnPhotoSize, number> = { small: 320, large: 1280 };
export const RETURN_PHOTO_CONTENT_TYPE = "image/webp";
/** Private to the shopper and the operators: a browser may keep it, a shared cache never. */
export const RETURN_PHOTO_CACHE_CONTROL = "private, max-age=86400";

/** A return photo as the order's answers carry it (its bytes are fetched by its id and size). */
export type ReturnPhotoJson = { id: string; width: number; height: number; addedAt: string };

/** Photos may be added and removed until the parcel is back: they help the operator decide and check it. */
export const returnPhotosOpen = (status: ReturnStatus) => status === "requested" || status === "approved";

const photoPart = (orderId: string, photoId: string, size: ReturnPhotoSize) =>
  `${encodeURIComponent(orderId)}/return/photos/${encodeURIComponent(photoId)}/${size}`;
/** The backend's: the shopper's (owner only) and the operator's. */
export const returnPhotosApiPath = (orderId: string) => `/orders/${encodeURIComponent(orderId)}/return/photos`;
export const shopperReturnPhotoApiPath = (orderId: string, photoId: string, size: ReturnPhotoSize) =>
  `/orders/${photoPart(orderId, photoId, size)}`;
export const operatorReturnPhotoApiPath = (orderId: string, photoId: string, size: ReturnPhotoSize) =>
  `/admin/orders/${photoPart(orderId, photoId, size)}`;
/** The storefront's addresses of a photo's file, on the shopper's order page and in the back office. */
export const shopperReturnPhotoPath = (orderId: string, photoId: string, size: ReturnPhotoSize) =>
  `/orders/${encodeURIComponent(orderId)}/return-photos/${encodeURIComponent(photoId)}/${size}`;
export const operatorReturnPhotoPath = (orderId: string, photoId: string, size: ReturnPhotoSize) =>
  `/admin/orders/${encodeURIComponent(orderId)}/return-photos/${encodeURIComponent(photoId)}/${size}`;

/**
 * The paths a return photo is uploaded to, which alone (with the catalogue's) take a photo-sized body:
 * the shopper's order page (its form is the upload's) and the backend's upload path.
 */
export const RETURN_PHOTO_PAGE_PATTERN = /^\/orders\/[^/]+(\.data)?\/?$/;
export const RETURN_PHOTO_UPLOAD_PATTERN = /^\/orders\/[^/]+\/return\/photos\/?$/;

// Messages
export const TOO_MANY_RETURN_PHOTOS = `A return can have at most ${MAX_RETURN_PHOTOS} photos: remove one first`;
export const RETURN_PHOTOS_CLOSED = "Photos can be added to a return only until we have the items back";
