import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { ORDER_NOT_FOUND } from "../../contract/messages";
import {
  MAX_RETURN_PHOTOS,
  RETURN_PHOTO_WIDTHS,
  RETURN_PHOTOS_CLOSED,
  type ReturnPhotoSize,
  returnPhotosOpen,
  TOO_MANY_RETURN_PHOTOS,
} from "../../contract/order-lifecycle/return-photos";
import { PHOTO_NOT_FOUND } from "../../contract/product-photos";
import type { Database } from "../db/client";
import { orders, returnPhotos, returnRequests } from "../db/schema";
import { newId } from "../lib/ids";
import type { PhotoPlan, ProcessedPhoto } from "../media/process-photo";
import { StoreError } from "./errors";
import { orderReference } from "./order-reference";

/** What is kept of a return photo: a WebP for the order pages and one to look closely at. */
export const returnPhotoPlan: PhotoPlan = { widths: [RETURN_PHOTO_WIDTHS.small, RETURN_PHOTO_WIDTHS.large], formats: ["webp"] };

/** A shopper's photo of what they return, without its bytes. */
export type ReturnPhoto = Pick<typeof returnPhotos.$inferSelect, "id" | "orderId" | "width" | "height" | "addedAt">;

/** The orders' return photos, oldest first, without their bytes. */
export function returnPhotosOf(db: Database, orderIds: string[]): Promise<ReturnPhoto[]> {
  const { id, orderId, width, height, addedAt } = returnPhotos;
  return db
    .select({ id, orderId, width, height, addedAt })
    .from(returnPhotos)
    .where(inArray(returnPhotos.orderId, orderIds))
    .orderBy(asc(returnPhotos.addedAt), asc(returnPhotos.id));
}

/** Who is asking: the shopper who owns the order, or an operator (any order). */
export type PhotoViewer = { ownerId: string } | { operator: true };

/** The order's id, if the viewer may see it (the owner, or any order for an operator); otherwise "not found". */
export async function orderIdOf(db: Database, viewer: PhotoViewer, reference: string): Promise<string> {
  const owned = "ownerId" in viewer ? eq(orders.userId, viewer.ownerId) : undefined;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(owned, orderReference(reference)));
  if (!row) throw new StoreError("not-found", ORDER_NOT_FOUND);
  return row.id;
}

/** Refuses before a photo is processed: a return past its photos, or full, is a conflict. */
export async function assertRoomForReturnPhoto(db: Database, orderId: string): Promise<void> {
  await roomFor(db, orderId, false);
}

/** The order has a return awaiting its parcel; locked, two changes to its photos wait for one another. */
async function assertPhotosOpen(db: Database, orderId: string, lock: boolean): Promise<void> {
  const query = db.select({ status: returnRequests.status }).from(returnRequests).where(eq(returnRequests.orderId, orderId));
  const [request] = lock ? await query.for("update") : await query;
  if (!request || !returnPhotosOpen(request.status))
    throw new StoreError("conflict", RETURN_PHOTOS_CLOSED, { photo: RETURN_PHOTOS_CLOSED });
}

// Locked on the return request: two uploads at once cannot both take the last place.
async function roomFor(db: Database, orderId: string, lock: boolean): Promise<void> {
  await assertPhotosOpen(db, orderId, lock);
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(returnPhotos)
    .where(eq(returnPhotos.orderId, orderId));
  if (count >= MAX_RETURN_PHOTOS) throw new StoreError("conflict", TOO_MANY_RETURN_PHOTOS, { photo: TOO_MANY_RETURN_PHOTOS });
}

/** Adds a processed photo to the shopper's return (its smallest and widest WebP). */
export async function addReturnPhoto(db: Database, orderId: string, processed: ProcessedPhoto): Promise<void> {
  const webp = processed.files.filter((file) => file.format === "webp").sort((a, b) => a.width - b.width);
  await db.transaction(async (tx) => {
    await roomFor(tx, orderId, true);
    await tx.insert(returnPhotos).values({
      id: newId(),
      orderId,
      width: processed.width,
      height: processed.height,
      small: webp[0].bytes,
      large: webp[webp.length - 1].bytes,
    });
  });
}

/** Takes a photo off the shopper's return while photos may still change. */
export async function removeReturnPhoto(db: Database, ownerId: string, reference: string, photoId: string): Promise<void> {
  const orderId = await orderIdOf(db, { ownerId }, reference);
  await db.transaction(async (tx) => {
    await assertPhotosOpen(tx, orderId, true);
    const removed = await tx
      .delete(returnPhotos)
      .where(and(eq(returnPhotos.orderId, orderId), eq(returnPhotos.id, photoId)))
      .returning({ id: returnPhotos.id });
    if (removed.length === 0) throw new StoreError("not-found", PHOTO_NOT_FOUND);
  });
}

/** One size of a return photo's bytes, for its owner or an operator; anyone else's is "not found". */
export async function readReturnPhoto(db: Database, viewer: PhotoViewer, reference: string, photoId: string, size: ReturnPhotoSize) {
  const orderId = await orderIdOf(db, viewer, reference);
  const [row] = await db
    .select({ bytes: size === "small" ? returnPhotos.small : returnPhotos.large })
    .from(returnPhotos)
    .where(and(eq(returnPhotos.orderId, orderId), eq(returnPhotos.id, photoId)));
  if (!row) throw new StoreError("not-found", PHOTO_NOT_FOUND);
  return row.bytes;
}
