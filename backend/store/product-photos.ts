import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import { PRODUCT_NOT_FOUND } from "../../contract/messages";
import {
  MAX_PHOTOS_PER_PRODUCT,
  PHOTO_NOT_FOUND,
  type PhotoMove,
  type ProductPhotoJson,
  TOO_MANY_PHOTOS,
} from "../../contract/product-photos";
import type { Database } from "../db/client";
import { mediaFiles, products } from "../db/schema";
import type { ProcessedPhoto } from "../media/process-photo";
import { StoreError } from "./errors";

/**
 * A product's photos live on its row, in order (`products.photos`), so every read of a product
 * carries them with no other query; their files live in `media_files`. Every change locks the row
 * and rewrites the list in one transaction, so two operators' changes never lose one another.
 */
async function changePhotos(
  db: Database,
  productId: string,
  change: (photos: ProductPhotoJson[], tx: Database) => ProductPhotoJson[] | Promise<ProductPhotoJson[]>,
): Promise<ProductPhotoJson[]> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ photos: products.photos }).from(products).where(eq(products.id, productId)).for("update");
    if (!row) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
    const photos = await change(row.photos, tx);
    await tx
      .update(products)
      .set({ photos, updatedAt: sql`now()` })
      .where(eq(products.id, productId));
    const kept = new Set(photos.flatMap((photo) => photo.files.map((file) => file.file)));
    const dropped = row.photos.flatMap((photo) => photo.files.map((file) => file.file)).filter((file) => !kept.has(file));
    if (dropped.length > 0) await deleteUnusedFiles(tx, dropped);
    return photos;
  });
}

/** Files no product's photos name any more (a file may be shared: the same photo uploaded twice). */
async function deleteUnusedFiles(db: Database, files: string[]) {
  await db.delete(mediaFiles).where(
    and(
      inArray(mediaFiles.file, files),
      sql`not exists (select 1 from ${products}, jsonb_array_elements(${products.photos}) p, jsonb_array_elements(p.value->'files') f
                      where f.value->>'file' = ${mediaFiles.file})`,
    ),
  );
}

function photoAt(photos: ProductPhotoJson[], photoId: string): number {
  const index = photos.findIndex((photo) => photo.id === photoId);
  if (index < 0) throw new StoreError("not-found", PHOTO_NOT_FOUND);
  return index;
}

const tooManyPhotos = () => new StoreError("conflict", TOO_MANY_PHOTOS, { photo: TOO_MANY_PHOTOS });

/**
 * Refuses an upload to a product with no room for another photo, or no longer there, before the
 * photo is processed (addProductPhoto checks again, under the row's lock).
 */
export async function assertRoomForPhoto(db: Database, productId: string): Promise<void> {
  const [row] = await db
    .select({ count: sql`jsonb_array_length(${products.photos})`.mapWith(Number) })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) throw new StoreError("not-found", PRODUCT_NOT_FOUND);
  if (row.count >= MAX_PHOTOS_PER_PRODUCT) throw tooManyPhotos();
}

/** A processed photo added last, its files stored first (a file already stored is the same bytes). */
export async function addProductPhoto(db: Database, productId: string, processed: ProcessedPhoto, alt: string) {
  return changePhotos(db, productId, async (photos, tx) => {
    if (photos.length >= MAX_PHOTOS_PER_PRODUCT) throw tooManyPhotos();
    await tx
      .insert(mediaFiles)
      .values(processed.files.map(({ file, contentType, bytes }) => ({ file, contentType, bytes, byteSize: bytes.length })))
      .onConflictDoNothing();
    const photo: ProductPhotoJson = {
      id: randomUUID(),
      alt,
      width: processed.width,
      height: processed.height,
      placeholder: processed.placeholder,
      files: processed.files.map(({ format, width, height, file }) => ({ format, width, height, file })),
    };
    return [...photos, photo];
  });
}

export function describeProductPhoto(db: Database, productId: string, photoId: string, alt: string) {
  return changePhotos(db, productId, (photos) => {
    const index = photoAt(photos, photoId);
    return photos.map((photo, at) => (at === index ? { ...photo, alt } : photo));
  });
}

export function moveProductPhoto(db: Database, productId: string, photoId: string, direction: PhotoMove) {
  return changePhotos(db, productId, (photos) => {
    const from = photoAt(photos, photoId);
    const to = Math.min(photos.length - 1, Math.max(0, from + (direction === "earlier" ? -1 : 1)));
    const reordered = [...photos];
    const [moved] = reordered.splice(from, 1);
    reordered.splice(to, 0, moved);
    return reordered;
  });
}

export function removeProductPhoto(db: Database, productId: string, photoId: string) {
  return changePhotos(db, productId, (photos) => {
    const index = photoAt(photos, photoId);
    return photos.filter((_, at) => at !== index);
  });
}

/** A stored file by its name, or undefined. */
export async function readMediaFile(db: Database, file: string) {
  const [row] = await db
    .select({ contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.file, file));
  return row;
}
