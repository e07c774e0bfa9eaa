import { createHash } from "node:crypto";
import sharp from "sharp";
import {
  type AcceptedPhotoType,
  acceptedPhotoTypes,
  MAX_PHOTO_ASPECT_RATIO,
  MAX_PHOTO_PIXELS,
  PHOTO_NOT_AN_IMAGE,
  PHOTO_NOT_PROCESSED,
  PHOTO_TOO_ELONGATED,
  PHOTO_TOO_MANY_PIXELS,
  PHOTO_WIDTHS,
  type PhotoFileJson,
  type PhotoFormat,
  photoContentTypes,
} from "../../contract/product-photos";
import { StoreError } from "../store/errors";

/** A photo the store refuses: 400, with the message next to the form's photo field. */
export const photoRefused = (message: string) => new StoreError("invalid", message, { photo: message });

export type ProcessedFile = PhotoFileJson & { contentType: string; bytes: Buffer };
export type ProcessedPhoto = { width: number; height: number; placeholder: string; files: ProcessedFile[] };

// Chosen by eye on cookware photographs: no visible banding on polished copper or enamel, and a
// 640-px card photo well under the phone's budget. AVIF's effort 2 takes a quarter of the default's time.
const encoders: Record<PhotoFormat, (image: sharp.Sharp) => sharp.Sharp> = {
  avif: (image) => image.avif({ quality: 50, effort: 2 }),
  webp: (image) => image.webp({ quality: 74, effort: 4 }),
};
const PLACEHOLDER_WIDTH = 16;
// libvips keeps recent operations' images for reuse (up to 50 MB): no upload is processed twice.
sharp.cache(false);

/** What is made of a photo: the catalogue's every width in AVIF and WebP, unless a smaller plan is given (a return photo's two). */
export type PhotoPlan = { widths: readonly number[]; formats: readonly PhotoFormat[] };
const cataloguePlan: PhotoPlan = { widths: PHOTO_WIDTHS, formats: ["avif", "webp"] };

/** The widths a photo `width` pixels wide is served at: the plan's, never upscaled, at least one. */
export function servedWidths(width: number, planned: readonly number[] = PHOTO_WIDTHS): number[] {
  const widths = planned.filter((candidate) => candidate <= width);
  return widths.length > 0 ? widths : [width];
}

/** A content-addressed name: 128 bits of SHA-256 are plenty for one shop's photos, and keep URLs short. */
export function mediaFileName(bytes: Uint8Array, format: PhotoFormat): string {
  return `${createHash("sha256").update(bytes).digest("base64url").slice(0, 22)}.${format}`;
}

/**
 * An uploaded photo, checked to be the image its declared type says, turned the right way up (EXIF
 * orientation), stripped of its metadata (sharp writes none unless asked: no camera, no GPS), and
 * written as AVIF and WebP at each served width, with a tiny blurred placeholder. The original is
 * never kept.
 */
export async function processPhoto(input: Uint8Array, declaredType: AcceptedPhotoType, plan = cataloguePlan): Promise<ProcessedPhoto> {
  // The header alone (no pixel limit: nothing is decoded yet), to tell a refused size from a broken file.
  let metadata: sharp.Metadata;
  try {
    metadata = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw photoRefused(PHOTO_NOT_AN_IMAGE);
  }
  if (metadata.format !== acceptedPhotoTypes[declaredType] || !metadata.width || !metadata.height) {
    throw photoRefused(PHOTO_NOT_AN_IMAGE);
  }
  if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) throw photoRefused(PHOTO_TOO_MANY_PIXELS);
  const [shortSide, longSide] = [metadata.width, metadata.height].sort((a, b) => a - b);
  if (longSide > shortSide * MAX_PHOTO_ASPECT_RATIO) throw photoRefused(PHOTO_TOO_ELONGATED);
  try {
    return await madeIntoFiles(input, plan);
  } catch (error) {
    if (error instanceof StoreError) throw error;
    // libvips' own words ("VipsJpeg: Premature end of input file") mean nothing to an operator.
    throw photoRefused(PHOTO_NOT_PROCESSED);
  }
}

async function madeIntoFiles(input: Uint8Array, plan: PhotoPlan): Promise<ProcessedPhoto> {
  const source = sharp(input, { failOn: "error", limitInputPixels: MAX_PHOTO_PIXELS, sequentialRead: true });

  // Decoded once, the right way up and no wider than the widest served size, into the raw pixels
  // every size is cut from (a few MB, whatever the upload's resolution).
  const widest = Math.max(...plan.widths);
  let upright: { data: Buffer; info: sharp.OutputInfo };
  try {
    upright = await source.rotate().resize({ width: widest, withoutEnlargement: true }).raw().toBuffer({ resolveWithObject: true });
  } catch {
    throw photoRefused(PHOTO_NOT_AN_IMAGE);
  }
  const { width, height, channels } = upright.info;
  const fromPixels = () => sharp(upright.data, { raw: { width, height, channels }, limitInputPixels: MAX_PHOTO_PIXELS });

  const files: ProcessedFile[] = [];
  for (const servedWidth of servedWidths(width, plan.widths)) {
    const servedHeight = Math.max(1, Math.round((height * servedWidth) / width));
    for (const format of plan.formats) {
      const bytes = await encoders[format](fromPixels().resize(servedWidth, servedHeight)).toBuffer();
      files.push({
        format,
        width: servedWidth,
        height: servedHeight,
        file: mediaFileName(bytes, format),
        contentType: photoContentTypes[format],
        bytes,
      });
    }
  }
  const tiny = await fromPixels()
    .resize(PLACEHOLDER_WIDTH, Math.max(1, Math.round((height * PLACEHOLDER_WIDTH) / width)))
    .blur(1)
    .webp({ quality: 40 })
    .toBuffer();
  return { width, height, placeholder: `data:image/webp;base64,${tiny.toString("base64")}`, files };
}
