import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/node";
import { photoDone, photoMoves, type PhotoMove } from "../../../contract/product-photos";
import {
  describeAdminProductPhoto,
  moveAdminProductPhoto,
  removeAdminProductPhoto,
  uploadAdminProductPhoto,
} from "../backend/admin-products.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { parseForm, readForm } from "../forms/form-data.server";
import { PhotoAltSchema, PhotoUploadSchema } from "../schemas/product-photos";
import { PHOTO_UPLOAD_UNREADABLE } from "../forms/photo-upload";
import { isMultipart, readPhotoUpload } from "../forms/photo-upload.server";
import { adminProductPhotosPath } from "./catalogue";
import { asShopperNotFound } from "./operator.server";

export type PhotoIntent = "upload" | "describe" | "remove" | `move-${PhotoMove}`;
export type PhotoAnswer = {
  intent: PhotoIntent | null;
  photoId: string | null;
  result: SubmissionResult<string[]> | null;
  banner: string | null;
};

/** The photos page's post: the upload form is multipart, the others are ordinary forms. */
export async function readPhotoForm(request: Request): Promise<FormData> {
  if (!isMultipart(request)) return readForm(request);
  const formData = await readPhotoUpload(request);
  if (formData) return formData;
  throw data<PhotoAnswer>({ intent: "upload", photoId: null, result: null, banner: PHOTO_UPLOAD_UNREADABLE }, { status: 400 });
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
