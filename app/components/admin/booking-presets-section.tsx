import { Form, useNavigation } from "@remix-run/react";
import { RefusalBanner } from "~/components/admin/refusal-banner";
import { ErrorSummary, type SummaryError } from "~/components/ui/error-summary";
import {
  BOOKING_PRESET_INTENTS,
  type BookingPresetRefusal,
  BOOKING_PRESETS_SECTION_ID,
  type PresetFormErrors,
  type PresetFormValues,
  presetFormValues,
  presetInputNames,
  presetRowOrder,
} from "~/lib/admin/booking-preset-form";
import { type BookingField, weightUnits } from "../../../contract/order-lifecycle/booking-files";
import {
  bookingFieldLabels,
  type BookingPresetJson,
  MAX_BOOKING_HEADER_LENGTH,
  weightUnitLabels,
} from "../../../contract/order-lifecycle/booking-presets";
import type { Courier } from "../../../contract/order-lifecycle/couriers";

/** "M&P" → "MP": a courier's part of the inputs' ids. */
const slugOf = (courier: Courier) => courier.replace(/[^A-Za-z0-9]/g, "");

/**
 * The "Courier booking files" section of /admin/settings: per courier, a disclosure holding a plain
 * form (its own intent, apart from the settings form) whose every field is a row of an "include"
 * box, a position and a header; the weight's unit; save, or reset to the default. Rows stack, so
 * nothing is wider than a phone. `refusal`: the courier form the last post was refused for.
 */
export function BookingPresetsSection({ presets, refusal }: { presets: BookingPresetJson[]; refusal: BookingPresetRefusal | undefined }) {
  const navigation = useNavigation();
  const busyCourier = navigation.state === "submitting" ? navigation.formData?.get("courier") : null;
  return (
    <section id={BOOKING_PRESETS_SECTION_ID} aria-labelledby="booking-presets-heading" className="card mt-8 space-y-4">
      <h2 id="booking-presets-heading" className="text-lg font-semibold">
        Courier booking files
      </h2>
      <p className="text-sm text-muted">
        The columns of each courier&apos;s booking file (downloaded from the &quot;To ship&quot; tab): tick the fields it holds, number them
        in the order the courier&apos;s sheet wants (typing a column&apos;s new number moves it there; a ticked field without a number goes
        last) and write each header as the portal names it. Keep the order reference: a booking file sent back with tracking IDs is matched
        by it.
      </p>
      {refusal && refusal.courier === null ? <RefusalBanner message={refusal.banner} /> : null}
      {presets.map((preset) => (
        <CourierPreset
          key={preset.courier}
          preset={preset}
          refusal={refusal?.courier === preset.courier ? refusal : undefined}
          busy={busyCourier === preset.courier}
        />
      ))}
    </section>
  );
}

function CourierPreset({ preset, refusal, busy }: { preset: BookingPresetJson; refusal: BookingPresetRefusal | undefined; busy: boolean }) {
  const slug = slugOf(preset.courier);
  const values = refusal?.values ?? presetFormValues(preset);
  const errors = refusal?.errors ?? {};
  const idOf = (name: string) => `preset-${slug}-${name}`;
  const summary: SummaryError[] = Object.entries(errors).map(([name, message]) => ({
    message: name.includes("-") ? `${bookingFieldLabels[name.slice(name.indexOf("-") + 1) as BookingField]}: ${message}` : message,
    fieldId: name === "columns" || name === "form" ? undefined : idOf(name),
  }));
  return (
    <details open={refusal !== undefined} className="rounded-md border border-line">
      <summary className="flex flex-wrap items-baseline gap-x-2 px-4 py-3">
        <span className="font-semibold">{preset.courier}</span>
        <span className="text-sm text-muted">{preset.isDefault ? "the default columns" : "your columns"}</span>
        <span className="ms-auto text-sm font-medium text-brand-700 underline">Change</span>
      </summary>
      {/* A saved preset moves the version on: the form starts again from what is now in force. */}
      <Form method="post" key={preset.version} aria-label={`${preset.courier} booking file columns`} className="space-y-4 px-4 pb-4">
        <input type="hidden" name="courier" value={preset.courier} />
        <input type="hidden" name="version" value={preset.version} />
        <p className="break-words text-sm">
          <span className="font-medium">Header row now:</span> {preset.columns.map((column) => column.header).join(" · ")}
        </p>
        {summary.length > 0 ? (
          <ErrorSummary id={idOf("errors")} listId={idOf("error-list")} heading={refusal?.banner ?? ""} errors={summary} />
        ) : (
          <RefusalBanner message={refusal?.banner} />
        )}
        <ol className="space-y-3">
          {presetRowOrder(preset).map((field) => (
            <FieldRow key={field} field={field} idOf={idOf} values={values} errors={errors} />
          ))}
        </ol>
        <div className="max-w-xs">
          <label htmlFor={idOf("weightUnit")} className="field-label">
            Weight unit<span className="sr-only"> for {preset.courier}</span>
          </label>
          <select
            id={idOf("weightUnit")}
            name="weightUnit"
            defaultValue={values.weightUnit}
            aria-invalid={errors.weightUnit ? true : undefined}
            aria-describedby={errors.weightUnit ? idOf("weightUnit-error") : undefined}
            className="field-input"
          >
            {weightUnits.map((unit) => (
              <option key={unit} value={unit}>
                {weightUnitLabels[unit]}
              </option>
            ))}
          </select>
          <FieldError id={idOf("weightUnit-error")} message={errors.weightUnit} />
        </div>
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value={BOOKING_PRESET_INTENTS.save} className="btn-primary" disabled={busy}>
            Save {preset.courier} columns
          </button>
          <button
            type="submit"
            name="intent"
            value={BOOKING_PRESET_INTENTS.reset}
            className="btn-secondary"
            disabled={busy || (preset.isDefault && preset.version === 0)}
          >
            Reset {preset.courier} to the default
          </button>
        </div>
      </Form>
    </details>
  );
}

/** One field: its "include" box, its position and its header, each labelled with the field's name. */
function FieldRow({
  field,
  idOf,
  values,
  errors,
}: {
  field: BookingField;
  idOf: (name: string) => string;
  values: PresetFormValues;
  errors: PresetFormErrors;
}) {
  const row = values.rows[field];
  const label = bookingFieldLabels[field];
  const names = {
    include: presetInputNames.include(field),
    position: presetInputNames.position(field),
    header: presetInputNames.header(field),
  };
  const positionError = errors[names.position];
  const headerError = errors[names.header];
  return (
    <li className="rounded-md border border-stone-200 p-3">
      <div className="flex items-center gap-2">
        <input id={idOf(names.include)} type="checkbox" name={names.include} defaultChecked={row.include} className="size-5" />
        <input type="hidden" name={presetInputNames.was(field)} value={row.was} />
        <label htmlFor={idOf(names.include)} className="font-medium">
          <span className="sr-only">Include </span>
          {label}
        </label>
      </div>
      <div className="mt-2 grid grid-cols-[4.5rem_minmax(0,1fr)] gap-3">
        <div>
          <label htmlFor={idOf(names.position)} className="field-label">
            Position<span className="sr-only"> of {label}</span>
          </label>
          <input
            id={idOf(names.position)}
            name={names.position}
            inputMode="numeric"
            autoComplete="off"
            maxLength={3}
            defaultValue={row.position}
            aria-invalid={positionError ? true : undefined}
            aria-describedby={positionError ? idOf(`${names.position}-error`) : undefined}
            className="field-input"
          />
        </div>
        <div>
          <label htmlFor={idOf(names.header)} className="field-label">
            Header<span className="sr-only"> for {label}</span>
          </label>
          <input
            id={idOf(names.header)}
            name={names.header}
            autoComplete="off"
            maxLength={MAX_BOOKING_HEADER_LENGTH}
            defaultValue={row.header}
            aria-invalid={headerError ? true : undefined}
            aria-describedby={headerError ? idOf(`${names.header}-error`) : undefined}
            className="field-input"
          />
        </div>
      </div>
      <FieldError id={idOf(`${names.position}-error`)} message={positionError} />
      <FieldError id={idOf(`${names.header}-error`)} message={headerError} />
    </li>
  );
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field-error">
      {message}
    </p>
  );
}
