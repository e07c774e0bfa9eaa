/**
 * The courier booking file: the "to ship" orders as a courier portal's bulk-booking sheet, XLSX
 * (opened in Excel: phones and references are text cells, so "03215550101" keeps its 0) or CSV
 * (uploaded to the portal as it is: UTF-8 with a byte order mark, formulas neutralised; Excel reads
 * a bare 03215550101 in a CSV as a number, so the XLSX is the file to open and edit in Excel).
 * One preset per courier: which columns, in which order, under which headers, and the weight's unit.
 * The presets below are the defaults; the operator's own, saved at /admin/settings, replace them
 * courier by courier (./booking-presets.ts).
 */
import { z } from "zod";
import { courierSchema } from "./bodies";
import type { Courier } from "./couriers";

/** What a booking file can say about an order; each preset picks and orders its columns from these. */
export const bookingFields = [
  "reference",
  "consignee",
  "phone",
  "address",
  "city",
  "codAmount",
  "pieces",
  "weight",
  "contents",
  "instructions",
] as const;
export type BookingField = (typeof bookingFields)[number];

/** The fields written as numbers; every other cell is text (an XLSX text cell, format "@"). */
export const bookingNumberFields: readonly BookingField[] = ["codAmount", "pieces", "weight"];

/** Grams to the file's unit: kilograms to the gram (1.25), or whole grams (1250). */
export const weightUnits = ["kg", "g"] as const;
export type WeightUnit = (typeof weightUnits)[number];
export const weightIn = (grams: number, unit: WeightUnit): number => (unit === "g" ? grams : Math.round(grams) / 1000);

export type BookingColumn = { field: BookingField; header: string };
export type BookingPreset = { weightUnit: WeightUnit; columns: readonly BookingColumn[] };

const column = (field: BookingField, header: string): BookingColumn => ({ field, header });

/**
 * Each courier's bulk-booking sheet as its portal names the columns: the default preset, in force
 * until the operator saves their own for that courier. PostEx's sheet has no weight
 * (it prices by its own scan); Leopards weighs in grams; the others in kilograms. "Other" has every field.
 */
export const bookingPresets: Record<Courier, BookingPreset> = {
  TCS: {
    weightUnit: "kg",
    columns: [
      column("reference", "Customer Reference No"),
      column("consignee", "Consignee Name"),
      column("phone", "Consignee Mobile No"),
      column("address", "Consignee Address"),
      column("city", "Destination City"),
      column("pieces", "Pieces"),
      column("weight", "Weight (kg)"),
      column("codAmount", "COD Amount"),
      column("contents", "Product Details"),
      column("instructions", "Remarks"),
    ],
  },
  Leopards: {
    weightUnit: "g",
    columns: [
      column("reference", "Order ID"),
      column("consignee", "Consignee Name"),
      column("phone", "Consignee Phone"),
      column("address", "Consignee Address"),
      column("city", "Destination City"),
      column("weight", "Weight (grams)"),
      column("pieces", "No. of Pieces"),
      column("codAmount", "Collect Amount"),
      column("contents", "Product Description"),
      column("instructions", "Special Instructions"),
    ],
  },
  "M&P": {
    weightUnit: "kg",
    columns: [
      column("consignee", "Consignee Name"),
      column("address", "Consignee Address"),
      column("phone", "Consignee Contact"),
      column("city", "Destination"),
      column("codAmount", "COD Amount"),
      column("pieces", "Pieces"),
      column("weight", "Weight (kg)"),
      column("contents", "Product Detail"),
      column("reference", "Reference No"),
      column("instructions", "Remarks"),
    ],
  },
  PostEx: {
    weightUnit: "kg",
    columns: [
      column("reference", "Order Reference Number"),
      column("consignee", "Customer Name"),
      column("phone", "Customer Phone"),
      column("address", "Delivery Address"),
      column("city", "City Name"),
      column("codAmount", "Invoice Payment"),
      column("pieces", "Items"),
      column("contents", "Order Detail"),
      column("instructions", "Transaction Notes"),
    ],
  },
  Other: {
    weightUnit: "kg",
    columns: [
      column("reference", "Order ID"),
      column("consignee", "Consignee name"),
      column("phone", "Phone"),
      column("address", "Address"),
      column("city", "City"),
      column("codAmount", "COD amount"),
      column("pieces", "Pieces"),
      column("weight", "Weight (kg)"),
      column("contents", "Contents"),
      column("instructions", "Special instructions"),
    ],
  },
};

export const bookingFileFormats = ["xlsx", "csv"] as const;
export type BookingFileFormat = (typeof bookingFileFormats)[number];
export const bookingFileFormatLabels: Record<BookingFileFormat, string> = {
  xlsx: "XLSX (to open in Excel)",
  csv: "CSV (to upload to the portal)",
};
export const bookingFileContentTypes: Record<BookingFileFormat, string> = {
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
};

/** At most this many orders picked by their boxes (a queue page holds 20); "all" streams every order to ship. */
export const MAX_BOOKING_SELECTED_ORDERS = 100;
export const CHOOSE_BOOKING_FORMAT = "Please choose XLSX or CSV";
export const TICK_BOOKING_ORDERS = "Tick the orders to put in the booking file, or download all of them.";
export const BOOKING_ORDERS_FORMAT = "Pick orders by their order IDs (CW-100001)";

/** The order IDs picked, comma-separated ("CW-100001,CW-100002"); absent for every order to ship. */
const pickedOrders = z
  .string()
  .trim()
  .transform((text) => text.split(",").map((id) => id.trim().toUpperCase()))
  .pipe(
    z
      .array(z.string().regex(/^CW-\d{1,15}$/, BOOKING_ORDERS_FORMAT))
      .min(1, TICK_BOOKING_ORDERS)
      .max(MAX_BOOKING_SELECTED_ORDERS),
  )
  .optional();

/** `GET /admin/orders/booking-file?courier=&format=&orders=`: the "to ship" orders (all, or those picked). */
export const bookingFileQuery = z.object({
  courier: courierSchema,
  format: z.enum(bookingFileFormats, { errorMap: () => ({ message: CHOOSE_BOOKING_FORMAT }) }),
  orders: pickedOrders,
});
export type BookingFileQuery = z.output<typeof bookingFileQuery>;

/** "booking-TCS-2025-03-01.xlsx": the courier's name without what a file name should not hold ("M&P" → "MP"). */
export const bookingFileName = (courier: Courier, format: BookingFileFormat, day: string) =>
  `booking-${courier.replace(/[^A-Za-z0-9]/g, "")}-${day}.${format}`;
