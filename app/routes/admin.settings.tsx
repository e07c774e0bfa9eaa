import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData, useNavigation, useRouteError } from "@remix-run/react";
import { BookingPresetsSection } from "~/components/admin/booking-presets-section";
import { RefusalBanner } from "~/components/admin/refusal-banner";
import { REVIEW_MODERATION_INTENT, ReviewModerationSection } from "~/components/admin/review-moderation-section";
import { GeneralErrorBoundary } from "~/components/error-boundary";
import { bookingPresetAction, isBookingPresetPost } from "~/lib/admin/booking-preset-actions.server";
import { adminMeta } from "~/lib/admin/meta";
import { ADMIN_HEADERS, requireOperator } from "~/lib/admin/operator.server";
import { saveModerationFromForm } from "~/lib/admin/review-actions.server";
import { settingsFormValues, settingsFromForm, type SettingsFormValues } from "~/lib/admin/settings-form";
import { BackendError } from "~/lib/backend/client.server";
import { fetchReviewSettings } from "~/lib/backend/admin-reviews.server";
import { fetchBookingPresets } from "~/lib/backend/booking-presets.server";
import { fetchStoreSettings, saveStoreSettings } from "~/lib/backend/settings.server";
import { redirectWithFlash } from "~/lib/forms/action-answers.server";
import { signedInPost } from "~/lib/forms/signed-in-post.server";
import { formatRupees } from "../../contract/money";
import { PAKISTANI_CITIES } from "../../contract/delivery-fee";
import { ADMIN_SETTINGS_PATH, settingsMessages, type StoreSettingsJson } from "../../contract/store-settings";

export { cacheControlHeaders as headers } from "~/lib/site/cache-headers";
export { revalidateOnConflict as shouldRevalidate } from "~/lib/forms/revalidate-on-conflict";

export const meta: MetaFunction = ({ error }) => adminMeta("Settings", error);

export async function loader(args: LoaderFunctionArgs) {
  const operator = await requireOperator(args);
  const [settings, bookingPresets, reviewSettings] = await Promise.all([
    fetchStoreSettings(operator.token),
    fetchBookingPresets(operator.token),
    fetchReviewSettings(operator.token),
  ]);
  return data({ settings, bookingPresets, reviewSettings }, { headers: ADMIN_HEADERS });
}

type Refusal = { values: SettingsFormValues; errors: Partial<SettingsFormValues>; banner?: string; settings?: StoreSettingsJson };

export async function action(args: ActionFunctionArgs) {
  const { formData } = await signedInPost(args);
  const operator = await requireOperator(args);
  // The courier booking files' forms (their own intent; components/admin/booking-presets-section.tsx).
  if (isBookingPresetPost(formData)) return bookingPresetAction(args.request, operator.token, formData);
  if (formData.get("intent") === REVIEW_MODERATION_INTENT) return saveModerationFromForm(args.request, operator.token, formData);
  const form = settingsFromForm(formData);
  if (!form.body) return data<Refusal>({ values: form.values, errors: form.errors }, { status: 400 });
  try {
    await saveStoreSettings(operator.token, form.body);
  } catch (error) {
    if (!(error instanceof BackendError) || error.status >= 500) throw error;
    // A stale version: the settings as they are now, beside what the operator typed (kept).
    if (error.status === 409) return data<Refusal>({ values: form.values, errors: {}, banner: settingsMessages.stale }, { status: 409 });
    return data<Refusal>({ values: form.values, errors: {}, banner: error.message }, { status: error.status });
  }
  return redirectWithFlash(args.request, ADMIN_SETTINGS_PATH, { kind: "success", text: settingsMessages.saved });
}

function Field({
  name,
  label,
  hint,
  values,
  errors,
  inputMode = "numeric",
}: {
  name: keyof SettingsFormValues;
  label: string;
  hint?: string;
  values: SettingsFormValues;
  errors: Partial<SettingsFormValues>;
  inputMode?: "numeric";
}) {
  const error = errors[name];
  const described = [hint ? `${name}-hint` : null, error ? `${name}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div>
      <label htmlFor={name} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={`${name}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      <input
        id={name}
        name={name}
        inputMode={inputMode}
        defaultValue={values[name]}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="field-input max-w-xs"
      />
      {error ? (
        <p id={`${name}-error`} className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function SettingsPage() {
  const { settings, bookingPresets, reviewSettings } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const answer = actionData && ("bookingPreset" in actionData || "reviewModeration" in actionData) ? undefined : actionData;
  const navigation = useNavigation();
  const values = answer?.values ?? settingsFormValues(settings);
  const errors = answer?.errors ?? {};
  const defaults = settings.defaults;
  const overridesError = errors.cityOverrides;
  return (
    <div className="page max-w-3xl">
      <h1 className="page-title">Settings</h1>
      <p className="mt-2 text-muted">
        The store&apos;s settings. Checkout charges by the delivery rule saved here, and the shipping page, the terms, the FAQ and the home
        page quote it.
      </p>
      <RefusalBanner message={answer?.banner} />
      {/* Saved settings move the version on: a reload after a stale refusal shows them as they are now. */}
      <Form method="post" className="mt-6 space-y-8" key={`${settings.version}`}>
        <input type="hidden" name="version" value={settings.version} />
        <fieldset className="card space-y-4">
          <legend className="text-lg font-semibold">Delivery charges</legend>
          <Field
            name="flatFeeRupees"
            label="Delivery fee (Rs)"
            hint={`Charged below the free-delivery amount. Default ${formatRupees(defaults.deliveryRule.flatFeeRupees)}.`}
            values={values}
            errors={errors}
          />
          <Field
            name="freeFromRupees"
            label="Free delivery from (Rs)"
            hint={`Orders whose items come to this much or more are delivered free; leave empty for never. Default ${formatRupees(defaults.deliveryRule.freeFromRupees ?? 0)}.`}
            values={values}
            errors={errors}
          />
          <div>
            <label htmlFor="cityOverrides" className="field-label">
              Cities with their own fee
            </label>
            <p id="cityOverrides-hint" className="text-sm text-muted">
              One city a line, &quot;Gilgit: 600&quot; (that fee on every order to it) or &quot;Gwadar: not delivered&quot;. Cities from
              checkout&apos;s list: {PAKISTANI_CITIES.join(", ")}. Other towns take the delivery fee.
            </p>
            <textarea
              id="cityOverrides"
              name="cityOverrides"
              rows={4}
              defaultValue={values.cityOverrides}
              aria-invalid={overridesError ? true : undefined}
              aria-describedby={overridesError ? "cityOverrides-hint cityOverrides-error" : "cityOverrides-hint"}
              className="field-input"
            />
            {overridesError ? (
              <p id="cityOverrides-error" className="field-error">
                {overridesError}
              </p>
            ) : null}
          </div>
          <Field
            name="weightOverKg"
            label="Heavy orders: over (kg)"
            hint="With a charge per kg below: each kilogram, or part of one, over this weight adds it. Leave both empty for none."
            values={values}
            errors={errors}
          />
          <Field name="weightPerKgRupees" label="Charge per extra kg (Rs)" values={values} errors={errors} />
        </fieldset>
        <fieldset className="card space-y-4">
          <legend className="text-lg font-semibold">Catalogue</legend>
          <Field
            name="lowStockThreshold"
            label="Low stock at (units)"
            hint={`Products with this many units or fewer are marked low on the products list. Default ${defaults.lowStockThreshold} (LOW_STOCK_THRESHOLD).`}
            values={values}
            errors={errors}
          />
          <Field
            name="newArrivalDays"
            label="New Arrivals: added in the last (days)"
            hint={`New Arrivals (/collections/new) shows the products added in this many days, and those marked new on their page. Default ${defaults.newArrivalDays}.`}
            values={values}
            errors={errors}
          />
        </fieldset>
        <fieldset className="card space-y-4">
          <legend className="text-lg font-semibold">Risky orders</legend>
          <Field
            name="firstOrderLimitRupees"
            label="Flag a first order over (Rs)"
            hint={`An order over this total, from a phone with no delivered order yet, gets the "Large first order" badge in the queue. 0: never. Default ${formatRupees(defaults.firstOrderLimitRupees)}.`}
            values={values}
            errors={errors}
          />
        </fieldset>
        <button type="submit" className="btn-primary" disabled={navigation.state === "submitting"}>
          Save settings
        </button>
      </Form>
      <BookingPresetsSection
        presets={bookingPresets}
        refusal={actionData && "bookingPreset" in actionData ? actionData.bookingPreset : undefined}
      />
      <ReviewModerationSection
        settings={reviewSettings}
        refusal={actionData && "reviewModeration" in actionData ? actionData.reviewModeration : undefined}
      />
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary error={useRouteError()} />;
}
