/** What any photo upload may be, the catalogue's and a return's: its size, its declared types, the messages. */

/** The largest photo file that may be uploaded. */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;
/** What an upload may be, by its declared type; its bytes must then be that image. */
export const acceptedPhotoTypes = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" } as const;
export type AcceptedPhotoType = keyof typeof acceptedPhotoTypes;
export const isAcceptedPhotoType = (type: string): type is AcceptedPhotoType => Object.hasOwn(acceptedPhotoTypes, type);

export const CHOOSE_PHOTO = "Please choose a photo to upload";
export const PHOTO_TYPE_RULE = "A photo must be a JPEG, PNG or WebP image";
export const PHOTO_TOO_LARGE = `A photo can be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`;
