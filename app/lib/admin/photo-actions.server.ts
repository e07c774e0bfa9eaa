import type { SubmissionResult } from "@conform-to/react";
import {
  data,
  type UploadHandler,
  unstable_composeUploadHandlers as composeUploadHandlers,
  unstable_createMemoryUploadHandler as createMemoryUploadHandler,
  unstable_parseMultipartFormData as parseMultipartFormData,
} from "@remix-run/node";
import { MAX_PHOTO_BYTES, photoDone, photoMoves, type PhotoMove } from "../../../contract/product-photos";
import {
  describeAdminProductPhoto,
  moveAdminProductPhoto,
  removeAdminProductPhoto,
  uploadAdminProductPhoto,
} from "../backend/admin-products.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { parseForm, readForm } from "../forms/form-data.server";
import { PHOTO_OVER_LIMIT, PhotoAltSchema, PhotoUploadSchema } from "../schemas/product-photos";
import { adminProductPhotosPath } from "./catalogue";
import { asShopperNotFound } from "./operator.server";

export type PhotoIntent = "upload" | "describe" | "remove" | `move-${PhotoMove}`;
export type PhotoAnswer = {
  intent: PhotoIntent | null;
  photoId: string | null;
  result: SubmissionResult<string[]> | null;
  banner: string | null;
};

/**
 * The photo itself, read whole up to the limit; past it the rest is read and dropped and the form
 * gets PHOTO_OVER_LIMIT in its place, so the message sits next to the field and the description
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

/** The photos page's post: the upload form is multipart, the others are ordinary forms. */
export async function readPhotoForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type") ?? "";
  if (!type.startsWith("multipart/form-data")) return readForm(request);
  try {
    return await parseMultipartFormData(request, composeUploadHandlers(readPhoto, readOtherFields));
  } catch {
    throw data<PhotoAnswer>(
      { intent: "upload", photoId: null, result: null, banner: "This upload could not be read. Please try again." },
      { status: 400 },
    );
  }
}

const answer = (body: PhotoAnswer, status: number) => data<PhotoAnswer>(body, { status });

/** One of the photos page's forms, told apart by `intent`: upload, describe, move earlier or later, remove. */
export async function changePhotosFromForm(request: Request, token: string, productId: string, formData: FormData) {
  const intent = formData.get("intent");
  const photoId = String(formData.get("photoId") ?? "");
  const done = (text: string) => redirectWithFlash(request, adminProductPhotosPath(productId), { kind: "success", text });
  const refused = (
    intent: PhotoIntent,
    error: unknown,
    fallback: string,
    reply?: (fieldErrors: Record<string, string[]>) => SubmissionResult<string[]>,
  ) => {
    const notFound = asShopperNotFound(error);
    if (notFound !== error) throw notFound;
    const failure = backendFailure(error, fallback);
    const besideFields = reply !== undefined && Object.keys(failure.fieldErrors).length > 0;
    return answer(
      { intent, photoId, result: besideFields ? reply(failure.fieldErrors) : null, banner: besideFields ? null : failure.message },
      failure.status,
    );
  };

  if (intent === "upload" || intent === "describe") {
    const submission = parseForm(formData, intent === "upload" ? PhotoUploadSchema : PhotoAltSchema);
    if (submission.status !== "success") return answer({ intent, photoId, result: submission.reply(), banner: null }, 400);
    const reply = (fieldErrors: Record<string, string[]>) => submission.reply({ fieldErrors });
    try {
      if (intent === "upload") {
        const { photo, alt } = submission.value as typeof PhotoUploadSchema._output;
        await uploadAdminProductPhoto(token, productId, photo, alt);
        return done(photoDone.uploaded);
      }
      await describeAdminProductPhoto(token, productId, photoId, submission.value.alt);
      return done(photoDone.described);
    } catch (error) {
      return refused(intent, error, intent === "upload" ? "The photo could not be added" : "The description could not be saved", reply);
    }
  }
  const move = photoMoves.find((direction) => intent === `move-${direction}`);
  try {
    if (move) {
      await moveAdminProductPhoto(token, productId, photoId, move);
      return done(photoDone.moved);
    }
    if (intent === "remove") {
      await removeAdminProductPhoto(token, productId, photoId);
      return done(photoDone.removed);
    }
  } catch (error) {
    return refused(move ? `move-${move}` : "remove", error, move ? "The photo could not be moved" : "The photo could not be removed");
  }
  return answer({ intent: null, photoId, result: null, banner: "Please try that again." }, 400);
}
