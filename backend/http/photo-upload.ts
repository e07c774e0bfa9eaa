import type { Context } from "hono";
import {
  type AcceptedPhotoType,
  CHOOSE_PHOTO,
  isAcceptedPhotoType,
  MAX_PHOTO_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_TYPE_RULE,
} from "../../contract/product-photos";
import type { AppEnv } from "./context";
import { ApiError } from "./errors";

const refusePhoto = (message: string) => new ApiError(400, message, { photo: message });

/** A photo upload's multipart form (the catalogue's and a return's); one that cannot be read has no photo. */
export function photoUploadForm(c: Context<AppEnv>) {
  return c.req.parseBody().catch(() => {
    throw refusePhoto(CHOOSE_PHOTO);
  });
}

/** The form's `photo`: a file, within the size limit, of a type the store takes (its bytes are checked as it is processed). */
export function uploadedPhoto(value: unknown): { photo: File; type: AcceptedPhotoType } {
  if (!(value instanceof File) || value.size === 0) throw refusePhoto(CHOOSE_PHOTO);
  if (value.size > MAX_PHOTO_BYTES) throw refusePhoto(PHOTO_TOO_LARGE);
  if (!isAcceptedPhotoType(value.type)) throw refusePhoto(PHOTO_TYPE_RULE);
  return { photo: value, type: value.type };
}
