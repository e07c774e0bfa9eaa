import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form } from "@remix-run/react";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { useLocalMessage } from "~/lib/i18n/use-local-message";
import { fill, useStrings } from "~/lib/i18n/use-strings";
import { ADD_RETURN_PHOTO, REMOVE_RETURN_PHOTO } from "~/lib/orders/return-photo-intents";
import { ReturnPhotoUploadSchema } from "~/lib/schemas/photo-file";
import { MAX_RETURN_PHOTOS } from "../../../contract/order-lifecycle/return-photos";
import { acceptedPhotoTypes } from "../../../contract/photo-upload-rules";

/** A return photo as the order page shows it: its thumbnail, the larger one it links to, its size. */
export type ReturnPhotoView = { id: string; small: string; large: string; width: number; height: number };

const ACCEPT = Object.keys(acceptedPhotoTypes).join(",");
const thumbnailSize = (photo: ReturnPhotoView) => ({ width: 160, height: Math.max(1, Math.round((photo.height * 160) / photo.width)) });

/**
 * The shopper's photos of what they return: each opens larger and can be removed, and while there is
 * room and the parcel is not yet back, one more can be added (multipart: works without JavaScript).
 */
export function ReturnPhotos({
  photos,
  open,
  lastResult,
  busy,
}: {
  photos: ReturnPhotoView[];
  open: boolean;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: "add" | "remove" | null;
}) {
  const t = useStrings("orders");
  if (photos.length === 0 && !open) return null;
  return (
    <div id="return-photos" className="mt-4">
      <h3 className="font-semibold">{t.returnPhotos}</h3>
      {open ? <p className="mt-1 text-sm text-muted">{t.returnPhotosHint}</p> : null}
      {photos.length > 0 ? (
        <ul role="list" className="mt-3 flex flex-wrap gap-3">
          {photos.map((photo, index) => {
            const number = { n: String(index + 1) };
            return (
              <li key={photo.id} className="w-40">
                <a href={photo.large} className="block rounded-md focus-visible:outline focus-visible:outline-2">
                  <img
                    src={photo.small}
                    alt={fill(t.returnPhotoAlt, number)}
                    {...thumbnailSize(photo)}
                    className="h-auto w-40 rounded-md border"
                  />
                </a>
                {open ? (
                  <Form method="post" className="mt-1">
                    <input type="hidden" name="intent" value={REMOVE_RETURN_PHOTO} />
                    <input type="hidden" name="photoId" value={photo.id} />
                    <button type="submit" className="text-sm font-medium text-brand-700 underline" disabled={busy === "remove"}>
                      {fill(t.removeReturnPhoto, number)}
                    </button>
                  </Form>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
      {open && photos.length >= MAX_RETURN_PHOTOS ? <p className="mt-2 text-sm">{t.returnPhotosFull}</p> : null}
      {open && photos.length < MAX_RETURN_PHOTOS ? <AddReturnPhotoForm lastResult={lastResult} busy={busy === "add"} /> : null}
    </div>
  );
}

function AddReturnPhotoForm({ lastResult, busy }: { lastResult: SubmissionResult<string[]> | undefined; busy: boolean }) {
  const t = useStrings("orders");
  const local = useLocalMessage();
  // With JavaScript, a file that would be refused (too large, not a photo) is told before its bytes are sent.
  const [form, fields] = useForm({
    id: ADD_RETURN_PHOTO,
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReturnPhotoUploadSchema }),
  });
  return (
    <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3" {...getFormProps(form)}>
      <FormErrorSummary form={form} fields={[fields.photo]} />
      <input type="hidden" name="intent" value={ADD_RETURN_PHOTO} />
      <Field
        label={t.returnPhotoField}
        hint={fields.photo.errors ? t.chooseFileAgain : undefined}
        errors={fields.photo.errors?.map(local)}
        errorId={fields.photo.errorId}
        inputProps={{ id: fields.photo.id, name: fields.photo.name, type: "file", accept: ACCEPT, required: true }}
      />
      <button type="submit" disabled={busy} className="btn-secondary">
        {busy ? t.uploadingPhoto : t.addReturnPhoto}
      </button>
    </Form>
  );
}
