/**
 * Product photos: what an operator may upload, the widths and formats the store makes of each
 * photo, the shape a photo has in every answer, the addresses its files are served at, and the
 * bodies and messages of /admin/products/{id}/photos.
 */
import { MAX_PHOTO_BYTES } from "./photo-upload-rules";

// What any photo upload may be (the catalogue's and a return's), in a module of its own: the pages that
// upload check it in the browser without taking the catalogue's photo helpers into their scripts.
export {
  type AcceptedPhotoType,
  acceptedPhotoTypes,
  CHOOSE_PHOTO,
  isAcceptedPhotoType,
  MAX_PHOTO_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_TYPE_RULE,
} from "./photo-upload-rules";

/** Photos one product may have. */
export const MAX_PHOTOS_PER_PRODUCT = 8;
/** A decoded photo may hold at most this many pixels: a small file can unpack into gigabytes. */
export const MAX_PHOTO_PIXELS = 50_000_000;
/**
 * A photo's long side may be at most this many times its short side: the tallest file made of it
 * (1280 px wide) then stays within AVIF's and WebP's 16,383-pixel sides.
 */
export const MAX_PHOTO_ASPECT_RATIO = 10;
export const MAX_ALT_TEXT_LENGTH = 200;

/** The widths each photo is served at (never wider than the photo itself), and the formats. */
export const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
export const photoFormats = ["avif", "webp"] as const;
export type PhotoFormat = (typeof photoFormats)[number];
export const photoContentTypes: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp" };

/**
 * A served file's name: the first 128 bits of its bytes' SHA-256 in base64url, and its format.
 * The name is the content, so an address never changes its bytes and may be cached for ever.
 */
export const MEDIA_FILE_PATTERN = /^([A-Za-z0-9_-]{22})\.(avif|webp)$/;
export const mediaPath = (file: string) => `/media/${file}`;
/** Photo files are immutable (content-addressed): a year, and never revalidated. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** One file of a photo: its format, its width and height in pixels, and its name under /media. */
export type PhotoFileJson = { format: PhotoFormat; width: number; height: number; file: string };

/** A product photo as every answer carries it; `placeholder` is a tiny blurred WebP as a data URL. */
export type ProductPhotoJson = {
  id: string;
  alt: string;
  width: number;
  height: number;
  placeholder: string;
  files: PhotoFileJson[];
};

/** A photo's files of one format, narrowest first. */
export const filesOf = (photo: ProductPhotoJson, format: PhotoFormat) =>
  photo.files.filter((file) => file.format === format).sort((a, b) => a.width - b.width);

/**
 * The one address a photo has where a list of sizes cannot be given (an <img>'s src for browsers
 * without srcset, a cart line, a share card): its widest WebP up to `maxWidth`, else its narrowest.
 */
export function photoAddress(photo: ProductPhotoJson, maxWidth = 640): string {
  const webp = filesOf(photo, "webp");
  const fitting = webp.filter((file) => file.width <= maxWidth);
  return mediaPath((fitting.at(-1) ?? webp[0] ?? photo.files[0]).file);
}

// Messages
export const PHOTO_NOT_AN_IMAGE = "This file is not the image it claims to be: please choose a JPEG, PNG or WebP photo";
export const PHOTO_TOO_MANY_PIXELS = `A photo can be at most ${MAX_PHOTO_PIXELS / 1_000_000} megapixels`;
export const PHOTO_TOO_ELONGATED = `A photo's long side can be at most ${MAX_PHOTO_ASPECT_RATIO} times its short side: please crop it`;
export const PHOTO_NOT_PROCESSED = "This photo could not be made into the shop's sizes: please save it again as a JPEG and upload that";
export const TOO_MANY_PHOTOS = `A product has at most ${MAX_PHOTOS_PER_PRODUCT} photos: remove one first`;
export const ENTER_ALT_TEXT = "Please describe the photo for shoppers who cannot see it";
export const ALT_TEXT_TOO_LONG = `A description can be at most ${MAX_ALT_TEXT_LENGTH} characters`;
export const PHOTO_NOT_FOUND = "This photo is no longer there";

/** Where a photo may move: one place earlier or later. */
export const photoMoves = ["earlier", "later"] as const;
export type PhotoMove = (typeof photoMoves)[number];

export const photoDone = {
  uploaded: "Photo added.",
  described: "Description saved.",
  moved: "Photo moved.",
  removed: "Photo removed.",
} as const;

/** The path of a product's photos under /admin (the upload's path, which alone takes large bodies). */
export const adminPhotosPath = (productId: string) => `/admin/products/${encodeURIComponent(productId)}/photos`;
/** Does this path upload a photo (the page's, the same with Remix's `.data` suffix, the backend's)? Both servers raise their body limit for it alone. */
export const PHOTO_UPLOAD_PATH_PATTERN = /^\/admin\/products\/[^/]+\/photos(\.data)?\/?$/;
/** What an upload's body may weigh: the photo and the form's few fields around it. */
export const MAX_PHOTO_UPLOAD_BODY_BYTES = MAX_PHOTO_BYTES + 64 * 1024;
