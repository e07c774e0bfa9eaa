import { type BookingField, bookingFields, type BookingPreset } from "../../../contract/order-lifecycle/booking-files";
import {
  bookingFieldLabels,
  bookingPresetBody,
  type BookingPresetBody,
  type BookingPresetJson,
  bookingPresetResetBody,
  type BookingPresetResetBody,
  suggestedHeader,
} from "../../../contract/order-lifecycle/booking-presets";
import { type Courier, couriers } from "../../../contract/order-lifecycle/couriers";

/**
 * The "Courier booking files" section of /admin/settings: one plain form per courier (it works without
 * JavaScript), each field a row of an "include" box, a position and a header, and the weight's unit.
 */
export const BOOKING_PRESET_INTENTS = { save: "booking-preset", reset: "booking-preset-reset" } as const;
export const BOOKING_PRESETS_SECTION_ID = "courier-booking-files";

export const presetInputNames = {
  include: (field: BookingField) => `include-${field}`,
  position: (field: BookingField) => `position-${field}`,
  was: (field: BookingField) => `was-${field}`,
  header: (field: BookingField) => `header-${field}`,
};

export const presetFormMessages = {
  position: `Enter a position from 1 to ${bookingFields.length}, or leave it empty`,
  positionTaken: (other: BookingField) => `${bookingFieldLabels[other]} moves to this position too: give each column its own`,
  courier: "This courier's columns could not be read. Please reload the page and try again.",
  check: "Please check the columns marked below.",
} as const;

/** `was`: the position the page showed (a hidden input), so a moved column can be told from those it passes. */
export type PresetFormRow = { include: boolean; position: string; was: string; header: string };
/** One courier's form as typed (kept after a refusal). */
export type PresetFormValues = { version: string; weightUnit: string; rows: Record<BookingField, PresetFormRow> };
/** Messages by input name (`position-city`, `header-city`, `weightUnit`); `columns` and `form` for the form as a whole. */
export type PresetFormErrors = Record<string, string>;

/**
 * A refused courier form: what was typed (absent on a stale version: the page then shows the preset as
 * it is now), the message beside each input, and one about the whole form.
 */
export type BookingPresetRefusal = { courier: Courier | null; values?: PresetFormValues; errors: PresetFormErrors; banner?: string };

/** The rows in the file's order: the preset's columns first, then the fields it leaves out. */
export function presetRowOrder(preset: Pick<BookingPreset, "columns">): BookingField[] {
  const included = preset.columns.map((column) => column.field);
  return [...included, ...bookingFields.filter((field) => !included.includes(field))];
}

/** The preset as its form shows it: a field left out keeps an empty position and the header it would have. */
export function presetFormValues(preset: BookingPresetJson): PresetFormValues {
  const rows = Object.fromEntries(
    bookingFields.map((field) => {
      const index = preset.columns.findIndex((column) => column.field === field);
      const row: PresetFormRow =
        index >= 0
          ? { include: true, position: String(index + 1), was: String(index + 1), header: preset.columns[index].header }
          : { include: false, position: "", was: "", header: suggestedHeader(preset.courier, field) };
      return [field, row];
    }),
  ) as Record<BookingField, PresetFormRow>;
  return { version: String(preset.version), weightUnit: preset.weightUnit, rows };
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** The courier a form names, or null when it names none of them. */
export function presetCourierOf(formData: FormData): Courier | null {
  const courier = text(formData.get("courier"));
  return (couriers as readonly string[]).includes(courier) ? (courier as Courier) : null;
}

function presetValuesOf(formData: FormData): PresetFormValues {
  const rows = Object.fromEntries(
    bookingFields.map((field) => [
      field,
      {
        include: formData.get(presetInputNames.include(field)) !== null,
        position: text(formData.get(presetInputNames.position(field))),
        was: text(formData.get(presetInputNames.was(field))),
        header: text(formData.get(presetInputNames.header(field))),
      },
    ]),
  ) as Record<BookingField, PresetFormRow>;
  return { version: text(formData.get("version")), weightUnit: text(formData.get("weightUnit")), rows };
}

/**
 * Where a numbered row goes among rows with the same number: one moved up (or newly numbered) before
 * the row that kept it, one moved down after it, so moving one column is typing its new number alone.
 */
function tieRank(row: PresetFormRow, position: number): number {
  const was = /^\d{1,3}$/.test(row.was.trim()) ? Number(row.was.trim()) : null;
  if (was === null || position < was) return 0;
  return position === was ? 1 : 2;
}

/**
 * The included fields in the file's order: numbered ones by their number (a moved one taking its new
 * place), then those left without one (in the fields' order); a position that is no number from 1 to 10,
 * or one that another moved column names too, is refused.
 */
function orderedFields(rows: Record<BookingField, PresetFormRow>, errors: PresetFormErrors): BookingField[] {
  const numbered: { field: BookingField; key: number }[] = [];
  const unnumbered: BookingField[] = [];
  const taken = new Map<number, BookingField>();
  for (const field of bookingFields) {
    const row = rows[field];
    if (!row.include) continue;
    const typed = row.position.trim();
    if (typed === "") {
      unnumbered.push(field);
      continue;
    }
    const position = /^\d{1,3}$/.test(typed) ? Number(typed) : Number.NaN;
    const key = position * 3 + tieRank(row, position);
    if (!(position >= 1 && position <= bookingFields.length)) errors[presetInputNames.position(field)] = presetFormMessages.position;
    else if (taken.has(key)) errors[presetInputNames.position(field)] = presetFormMessages.positionTaken(taken.get(key)!);
    else taken.set(key, field);
    numbered.push({ field, key });
  }
  return [...numbered.sort((a, b) => a.key - b.key).map((item) => item.field), ...unnumbered];
}

/** A courier's form → the body of `PUT /admin/settings/booking-presets`, or the message for each input it cannot be made from. */
export function presetFromForm(
  formData: FormData,
  courier: Courier,
): { values: PresetFormValues } & ({ body: BookingPresetBody; errors: null } | { body: null; errors: PresetFormErrors }) {
  const values = presetValuesOf(formData);
  const errors: PresetFormErrors = {};
  const fields = orderedFields(values.rows, errors);
  const parsed = bookingPresetBody.safeParse({
    courier,
    version: values.version,
    weightUnit: values.weightUnit,
    columns: fields.map((field) => ({ field, header: values.rows[field].header })),
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, index] = issue.path;
      const name =
        first === "columns" && typeof index === "number" && issue.path[2] === "header"
          ? presetInputNames.header(fields[index])
          : first === "weightUnit" || first === "columns"
            ? first
            : "form";
      errors[name] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { values, body: null, errors };
  return { values, body: parsed.data, errors: null };
}

/** A courier's reset: the version its form was rendered with. */
export function presetResetFromForm(formData: FormData, courier: Courier): BookingPresetResetBody | null {
  const parsed = bookingPresetResetBody.safeParse({ courier, version: text(formData.get("version")) });
  return parsed.success ? parsed.data : null;
}
