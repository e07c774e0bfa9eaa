import { data } from "@remix-run/node";
import { uploadReturnPhoto, removeReturnPhoto } from "../backend/return-photos.server";
import { backendFailure, redirectWithFlash } from "../forms/action-answers.server";
import { parseForm } from "../forms/form-data.server";
import { PHOTO_UPLOAD_UNREADABLE } from "../forms/photo-upload";
import { readPhotoUpload } from "../forms/photo-upload.server";
import { ReturnPhotoUploadSchema } from "../schemas/photo-file";
import { ADD_RETURN_PHOTO, REMOVE_RETURN_PHOTO } from "./return-photo-intents";
import type { ShopperStepAnswer } from "./shopper-steps.server";
import { shopperStepMessages as messages } from "./shopper-step-messages";

const refused = (answer: ShopperStepAnswer, status: number) => data<ShopperStepAnswer>(answer, { status });
const photosOf = (orderId: string) => `/orders/${encodeURIComponent(orderId)}#return-photos`;

/** The order page's upload (multipart): one photo added to the shopper's return, its refusal next to the field. */
export async function addReturnPhotoFromForm(request: Request, token: string, orderId: string) {
  const formData = await readPhotoUpload(request);
  if (!formData) return refused({ intent: ADD_RETURN_PHOTO, result: null, banner: PHOTO_UPLOAD_UNREADABLE }, 400);
  const submission = parseForm(formData, ReturnPhotoUploadSchema);
  if (submission.status !== "success") return refused({ intent: ADD_RETURN_PHOTO, result: submission.reply(), banner: null }, 400);
  try {
    await uploadReturnPhoto(token, orderId, submission.value.photo);
  } catch (error) {
    const failure = backendFailure(error, messages.photoAddFailed);
    const besideField = Object.keys(failure.fieldErrors).length > 0;
    return refused(
      {
        intent: ADD_RETURN_PHOTO,
        result: besideField ? submission.reply({ fieldErrors: failure.fieldErrors }) : null,
        banner: besideField ? null : failure.message,
      },
      failure.status,
    );
  }
  return redirectWithFlash(request, photosOf(orderId), { kind: "success", text: messages.photoAdded });
}

/** The order page's "Remove photo N". */
export async function removeReturnPhotoFromForm(request: Request, token: string, orderId: string, formData: FormData) {
  try {
    await removeReturnPhoto(token, orderId, String(formData.get("photoId") ?? ""));
  } catch (error) {
    const failure = backendFailure(error, messages.photoRemoveFailed);
    return refused({ intent: REMOVE_RETURN_PHOTO, result: null, banner: failure.message }, failure.status);
  }
  return redirectWithFlash(request, photosOf(orderId), { kind: "success", text: messages.photoRemoved });
}
