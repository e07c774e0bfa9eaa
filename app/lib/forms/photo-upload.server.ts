import {
  type UploadHandler,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from "@remix-run/node";
import { MAX_PHOTO_BYTES } from "../../../contract/product-photos";
import { PHOTO_OVER_LIMIT } from "../schemas/photo-file";

/**
 * The photo itself, read whole up to the limit; past it the rest is read and dropped and the form
 * gets PHOTO_OVER_LIMIT in its place, so the message sits next to the field and whatever else was
 * typed is kept. The storefront server has already bounded the whole body.
 */
const readPhoto: UploadHandler = async ({ name, filename, contentType, data: stream }) => {
  if (name !== "photo") return undefined;
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.byteLength;
    if (size <= MAX_PHOTO_BYTES) chunks.push(chunk as Uint8Array<ArrayBuffer>);
  }
  return size > MAX_PHOTO_BYTES ? PHOTO_OVER_LIMIT : new File(chunks, filename ?? "", { type: contentType });
};
const readOtherFields = createMemoryUploadHandler({ maxPartSize: 16 * 1024 });

export const isMultipart = (request: Request) => (request.headers.get("Content-Type") ?? "").startsWith("multipart/form-data");

/** A photo upload's form (its `photo` and a few short fields), or null when the body cannot be read. */
export async function readPhotoUpload(request: Request): Promise<FormData | null> {
  try {
    return await parseMultipartFormData(request, composeUploadHandlers(readPhoto, readOtherFields));
  } catch {
    return null;
  }
}
