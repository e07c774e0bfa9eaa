import { z } from "zod";
import { CHOOSE_PHOTO, isAcceptedPhotoType, MAX_PHOTO_BYTES, PHOTO_TOO_LARGE, PHOTO_TYPE_RULE } from "../../../contract/photo-upload-rules";

/** What the upload reader puts in place of a photo over the size limit: the form keeps the rest. */
export const PHOTO_OVER_LIMIT = "photo-over-limit";

/** An upload's `photo`: one JPEG, PNG or WebP file within the limit (its bytes are checked by the backend). */
export const photoFileSchema = z.any().transform((value, context): File => {
  const message =
    value === PHOTO_OVER_LIMIT || (value instanceof Blob && value.size > MAX_PHOTO_BYTES)
      ? PHOTO_TOO_LARGE
      : !(value instanceof Blob) || value.size === 0
        ? CHOOSE_PHOTO
        : !isAcceptedPhotoType(value.type)
          ? PHOTO_TYPE_RULE
          : null;
  if (message) {
    context.addIssue({ code: z.ZodIssueCode.custom, message });
    return z.NEVER;
  }
  return value as File;
});

/** A return's photo: the photo alone. */
export const ReturnPhotoUploadSchema = z.object({ photo: photoFileSchema });
