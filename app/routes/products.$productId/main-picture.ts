import { preloadPhoto } from "~/components/product-picture";
import type { ProductPhotoJson } from "../../../contract/product-photos";

/** The width the gallery's main picture is drawn at: its column up to 560 px. */
export const GALLERY_SIZES = "(min-width: 640px) 560px, 100vw";

/** The picture (counting from 1) that `?image=` opens the gallery on: the one asked for when it exists, else the first. */
export function mainPictureNumber(requested: string | null, count: number): number {
  const number = Number.parseInt(requested ?? "1", 10);
  return Number.isInteger(number) && number >= 1 && number <= count ? number : 1;
}

/** A preload of that picture (an uploaded photo, else a drawing): the page's largest element, so it need not wait for the stylesheet. */
export function preloadMainPicture(
  { images, photos }: { images: readonly string[]; photos: readonly ProductPhotoJson[] },
  requested: string | null,
) {
  if (photos.length > 0) return [preloadPhoto(photos[mainPictureNumber(requested, photos.length) - 1], GALLERY_SIZES)];
  const href = images[mainPictureNumber(requested, images.length) - 1];
  return href ? [{ tagName: "link" as const, rel: "preload", as: "image", href }] : [];
}
