import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useRouteError, type ClientActionFunctionArgs } from "@remix-run/react";
import { RefusalBanner } from "~/components/admin/refusal-banner";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { ProductPicture } from "~/components/product-picture";
import { Field } from "~/components/ui/field";
import { FormErrorSummary } from "~/components/ui/form-error-summary";
import { adminProductPath } from "~/lib/admin/catalogue";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { operatorProduct } from "~/lib/admin/operator-product.server";
import { changePhotosFromForm, readPhotoForm, type PhotoAnswer } from "~/lib/admin/photo-actions.server";
import { photoRefusedByProxy, unlessProxyRefusedUpload } from "~/lib/forms/proxy-refused-upload";
import { PhotoUploadSchema } from "~/lib/schemas/product-photos";
import { assertSameOrigin } from "~/lib/security/same-origin.server";
import {
  acceptedPhotoTypes,
  MAX_ALT_TEXT_LENGTH,
  MAX_PHOTO_BYTES,
  MAX_PHOTOS_PER_PRODUCT,
  type ProductPhotoJson,
} from "../../contract/product-photos";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";

export const meta: MetaFunction<typeof loader> = ({ data, error }) => adminMeta(data ? `Photos of ${data.name}` : "Photos", error);

export async function loader(args: LoaderFunctionArgs) {
  const product = await operatorProduct(args);
  return data({ id: product._id, name: product.name, photos: product.photos }, { headers: ADMIN_HEADERS });
}

export async function action(args: ActionFunctionArgs) {
  assertSameOrigin(args.request);
  // The operator is known before an upload's bytes are read.
  const operator = await requireOperator(args);
  const formData = await readPhotoForm(args.request);
  return changePhotosFromForm(args.request, operator.token, args.params.productId ?? "", formData);
}

/** With JavaScript, a photo the proxy in front of the store refused as too large is told beside its field. */
export const clientAction = (args: ClientActionFunctionArgs) =>
  unlessProxyRefusedUpload(args, (): PhotoAnswer => ({ intent: "upload", photoId: null, result: photoRefusedByProxy, banner: null }));

const ACCEPT = Object.keys(acceptedPhotoTypes).join(",");

export default function AdminProductPhotosPage() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<PhotoAnswer>();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const resultFor = (intent: string, photoId: string | null) =>
    answer?.intent === intent && answer.result && (photoId === null || answer.photoId === photoId)
      ? (answer.result as SubmissionResult<string[]>)
      : undefined;
  const full = page.photos.length >= MAX_PHOTOS_PER_PRODUCT;

  return (
    <div className="page">
      <Link to={adminProductPath(page.id)} className="text-sm font-medium text-brand-700 underline">
        ← {page.name}
      </Link>
      <h1 className="page-title mt-3">Photos of {page.name}</h1>
      <p className="mt-2 max-w-prose text-muted">
        Up to {MAX_PHOTOS_PER_PRODUCT} photos, JPEG, PNG or WebP, at most {MAX_PHOTO_BYTES / 1024 / 1024} MB each. The first is the one on
        the product&apos;s card. Each is turned upright, cleared of camera data and made in the sizes phones need; the file you upload is
        not kept.
      </p>
      <RefusalBanner message={answer?.banner} />

      <div className="mt-8 grid gap-8 lg:grid-cols-[2fr_3fr] lg:items-start">
        {full ? (
          <section aria-labelledby="upload-heading" className="card">
            <h2 id="upload-heading" className="text-lg font-semibold">
              Add a photo
            </h2>
            <p className="mt-2 text-sm text-muted">
              This product has {MAX_PHOTOS_PER_PRODUCT} photos, the most it may have: remove one to add another.
            </p>
          </section>
        ) : (
          <UploadForm lastResult={resultFor("upload", null)} busy={busy === "upload"} />
        )}

        <section aria-labelledby="photos-heading" className="min-w-0">
          <h2 id="photos-heading" className="text-lg font-semibold">
            {page.photos.length === 0 ? "No photos yet" : `${page.photos.length} of ${MAX_PHOTOS_PER_PRODUCT} photos`}
          </h2>
          {page.photos.length === 0 ? (
            <p className="mt-2 text-sm text-muted">Until the first is uploaded, the shop shows the product&apos;s drawing.</p>
          ) : (
            <ol className="mt-4 space-y-4">
              {page.photos.map((photo, index) => (
                <PhotoCard
                  key={`${photo.id}-${photo.alt}`}
                  photo={photo}
                  number={index + 1}
                  count={page.photos.length}
                  lastResult={resultFor("describe", photo.id)}
                  busy={busy !== null && navigation.formData?.get("photoId") === photo.id}
                />
              ))}
            </ol>
          )}
        </section>
      </div>
    </div>
  );
}

function UploadForm({ lastResult, busy }: { lastResult: SubmissionResult<string[]> | undefined; busy: boolean }) {
  // With JavaScript, a file that would be refused (too large, not a photo) is told before its bytes are sent.
  const [form, fields] = useForm({
    id: "upload-photo",
    lastResult,
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: PhotoUploadSchema }),
  });
  return (
    <section aria-labelledby="upload-heading" className="card">
      <h2 id="upload-heading" className="text-lg font-semibold">
        Add a photo
      </h2>
      <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="upload" />
        <FormErrorSummary form={form} fields={[fields.alt, fields.photo]} />
        <Field
          label="Description for shoppers who cannot see it"
          hint="Such as: Copper handi with its lid off, seen from above."
          errors={fields.alt.errors}
          errorId={fields.alt.errorId}
          inputProps={{ ...getInputProps(fields.alt, { type: "text" }), maxLength: MAX_ALT_TEXT_LENGTH, required: true }}
        />
        <Field
          label="Photo"
          hint={fields.photo.errors ? "Choose the file again." : undefined}
          errors={fields.photo.errors}
          errorId={fields.photo.errorId}
          inputProps={{
            id: fields.photo.id,
            name: fields.photo.name,
            type: "file",
            accept: ACCEPT,
            required: true,
          }}
        />
        <button type="submit" disabled={busy} className="btn-primary">
          {busy ? "Uploading…" : "Upload photo"}
        </button>
      </Form>
    </section>
  );
}

function PhotoCard({
  photo,
  number,
  count,
  lastResult,
  busy,
}: {
  photo: ProductPhotoJson;
  number: number;
  count: number;
  lastResult: SubmissionResult<string[]> | undefined;
  busy: boolean;
}) {
  const [form, fields] = useForm({ id: `photo-${photo.id}`, lastResult, defaultValue: { alt: photo.alt }, shouldValidate: "onSubmit" });
  const headingId = `photo-${photo.id}-heading`;
  return (
    <li aria-labelledby={headingId} className="card grid gap-4 sm:grid-cols-[10rem_1fr]">
      <ProductPicture
        photo={photo}
        sizes="160px"
        alt={photo.alt}
        width={160}
        height={160}
        className="h-40 w-40 rounded-md object-contain"
      />
      <Form method="post" className="min-w-0 space-y-3" {...getFormProps(form)}>
        <h3 id={headingId} className="font-semibold">
          Photo {number} of {count}
        </h3>
        <input type="hidden" name="photoId" value={photo.id} />
        <FormErrorSummary form={form} fields={[fields.alt]} />
        <Field
          label="Description"
          errors={fields.alt.errors}
          errorId={fields.alt.errorId}
          inputProps={{ ...getInputProps(fields.alt, { type: "text" }), maxLength: MAX_ALT_TEXT_LENGTH }}
        />
        <div className="flex flex-wrap gap-2">
          <button type="submit" name="intent" value="describe" disabled={busy} className="btn-primary">
            Save description
          </button>
          <button type="submit" name="intent" value="move-earlier" disabled={busy || number === 1} className="btn-secondary">
            Move earlier
          </button>
          <button type="submit" name="intent" value="move-later" disabled={busy || number === count} className="btn-secondary">
            Move later
          </button>
          <button type="submit" name="intent" value="remove" formNoValidate disabled={busy} className="btn-secondary">
            Remove
          </button>
        </div>
      </Form>
    </li>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
