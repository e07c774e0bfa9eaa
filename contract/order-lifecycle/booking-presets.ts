/**
 * The operator's own booking-file presets (issue 38), edited in the "Courier booking files" section
 * of /admin/settings: per courier, which fields are columns, in which order, under which headers, and
 * the weight's unit. A courier without one (never saved, or reset) uses its default, `bookingPresets`.
 */
import { z } from "zod";
import { settingsMessages } from "../store-settings";
import { versionField } from "../version-field";
import { courierSchema } from "./bodies";
import {
  type BookingColumn,
  type BookingField,
  bookingFields,
  type BookingPreset,
  bookingPresets,
  type WeightUnit,
  weightUnits,
} from "./booking-files";
import type { Courier } from "./couriers";

/** `GET` every courier's preset, `PUT` one (`bookingPresetBody`); `POST …/reset` puts one back to its default. */
export const ADMIN_BOOKING_PRESETS_PATH = "/admin/settings/booking-presets";
export const ADMIN_BOOKING_PRESETS_RESET_PATH = `${ADMIN_BOOKING_PRESETS_PATH}/reset`;

/** Longer than any portal's header ("Consignee Address Line 1 (House / Street)"), short enough for one cell. */
export const MAX_BOOKING_HEADER_LENGTH = 60;

/** Each field as the settings page names it. */
export const bookingFieldLabels: Record<BookingField, string> = {
  reference: "Order reference",
  consignee: "Consignee name",
  phone: "Phone",
  address: "Full address",
  city: "City",
  codAmount: "COD amount",
  pieces: "Pieces",
  weight: "Weight",
  contents: "Contents",
  instructions: "Special instructions",
};

export const weightUnitLabels: Record<WeightUnit, string> = { kg: "Kilograms (2.9)", g: "Grams (2900)" };

export const bookingPresetMessages = {
  header: "Enter the column's header",
  headerLength: `A header can be at most ${MAX_BOOKING_HEADER_LENGTH} characters`,
  // A spreadsheet reads a cell starting with one of these as a formula: no portal's header does.
  headerFormula: "A header cannot start with =, +, - or @",
  headerOneLine: "A header is one line of text, without tabs",
  headerTaken: "Another column has this header: give each column its own",
  field: "Choose one of the booking file's fields",
  fieldTwice: "This field is already a column: each field can be a column once",
  noColumns: "Include at least one column",
  weightUnit: "Choose kilograms or grams",
  version: settingsMessages.version,
  stale: settingsMessages.stale,
  saved: (courier: Courier) => `${courier} booking file columns saved`,
  reset: (courier: Courier) => `${courier} booking file back to its default columns`,
} as const;

/** A spreadsheet's formula starts; the CSV writer prefixes such cells anyway (backend/lib/csv.ts). */
const FORMULA_START = /^[=+\-@]/;
const CONTROL_CHARACTER = /\p{Cc}/u;

const header = z
  .string({ required_error: bookingPresetMessages.header, invalid_type_error: bookingPresetMessages.header })
  .trim()
  .min(1, bookingPresetMessages.header)
  .max(MAX_BOOKING_HEADER_LENGTH, bookingPresetMessages.headerLength)
  .refine((text) => !CONTROL_CHARACTER.test(text), bookingPresetMessages.headerOneLine)
  .refine((text) => !FORMULA_START.test(text), bookingPresetMessages.headerFormula);

const column = z.object({
  field: z.enum(bookingFields, { errorMap: () => ({ message: bookingPresetMessages.field }) }),
  header,
});

/** The columns in the file's order: at least one, each field at most once, each header its own (any case). */
const columns = z
  .array(column, { required_error: bookingPresetMessages.noColumns, invalid_type_error: bookingPresetMessages.noColumns })
  .min(1, bookingPresetMessages.noColumns)
  .max(bookingFields.length, bookingPresetMessages.fieldTwice)
  .superRefine((list, context) => {
    const fields = new Set<string>();
    const headers = new Set<string>();
    list.forEach((item, index) => {
      if (fields.has(item.field)) context.addIssue({ code: "custom", path: [index, "field"], message: bookingPresetMessages.fieldTwice });
      const key = item.header.toLocaleLowerCase("en");
      if (headers.has(key)) context.addIssue({ code: "custom", path: [index, "header"], message: bookingPresetMessages.headerTaken });
      fields.add(item.field);
      headers.add(key);
    });
  });

const weightUnit = z.enum(weightUnits, { errorMap: () => ({ message: bookingPresetMessages.weightUnit }) });

/** A preset as it is kept (and checked again when read back: one a later version no longer accepts is not used). */
export const bookingPresetSchema = z.object({ weightUnit, columns });

/** `PUT /admin/settings/booking-presets`: one courier's columns and unit, and the version the operator saw (0: never saved). */
export const bookingPresetBody = bookingPresetSchema.extend({
  courier: courierSchema,
  version: versionField(bookingPresetMessages.version, 0),
});
export type BookingPresetBody = z.input<typeof bookingPresetBody>;

/** `POST /admin/settings/booking-presets/reset`: the courier back to its default preset. */
export const bookingPresetResetBody = z.object({
  courier: courierSchema,
  version: versionField(bookingPresetMessages.version, 0),
});
export type BookingPresetResetBody = z.input<typeof bookingPresetResetBody>;

/** One courier's preset in force (`GET`, and the answer of a save or reset; 409 `{ error, preset }` on a stale version). */
export type BookingPresetJson = {
  courier: Courier;
  /** 0 until first saved; a reset moves it on as a save does. */
  version: number;
  weightUnit: WeightUnit;
  columns: BookingColumn[];
  /** Whether this is the courier's default (never saved, or reset). */
  isDefault: boolean;
  defaults: BookingPreset;
  updatedAt: string | null;
};
export type BookingPresetsJson = { presets: BookingPresetJson[] };

/**
 * The header a field gets when the operator adds it as a column: the courier's own name for it, or
 * the generic preset's ("Other" has every field).
 */
export const suggestedHeader = (courier: Courier, field: BookingField): string =>
  (
    bookingPresets[courier].columns.find((item) => item.field === field) ??
    bookingPresets.Other.columns.find((item) => item.field === field)
  )?.header ?? bookingFieldLabels[field];
