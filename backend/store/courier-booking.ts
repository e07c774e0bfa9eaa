/** The courier booking file's rows: the "to ship" orders, all or those picked, read a batch at a time. */
import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { orderItems, orders, productVariants } from "../db/schema";
import { csvStream } from "../lib/csv";
import { formatOrderNumber, parseOrderNumber } from "../lib/ids";
import { type SheetCell, xlsxStream } from "../lib/xlsx";
import { paisaToRupees } from "../../contract/money";
import {
  type BookingField,
  bookingFileContentTypes,
  bookingFileName,
  type BookingFileQuery,
  bookingNumberFields,
  type WeightUnit,
  weightIn,
} from "../../contract/order-lifecycle/booking-files";
import { readBookingPreset } from "./booking-presets";
import { tabCondition } from "./order-queue";

export type BookingRow = Record<BookingField, string | number>;

/** Orders per read: a file of thousands is read, written and passed on in steps this size. */
export const BOOKING_BATCH_SIZE = 200;

/** The number a Pakistani courier dials: +923215550101 → 03215550101 (and no leading "+" for a spreadsheet to read as a formula). */
export const courierPhone = (phone: string | null) => (phone?.startsWith("+92") ? `0${phone.slice(3)}` : (phone ?? ""));

type BookingLine = { orderId: string; name: string; size: string | null; quantity: number; weightGrams: number | null };

/** "2 × Sultan Handi (No. 5); 1 × Tawa": what the parcel holds, for the courier's label. */
export const contentsOf = (lines: readonly BookingLine[]) =>
  lines.map((line) => `${line.quantity} × ${line.name}${line.size ? ` (${line.size})` : ""}`).join("; ");

/** The sizes' weights times their quantities; a line from before variants, or a size left at 0 g, weighs nothing. */
export const gramsOf = (lines: readonly BookingLine[]) => lines.reduce((sum, line) => sum + (line.weightGrams ?? 0) * line.quantity, 0);

/**
 * The rows, oldest order first, one batch at a time: `orderIds` ("CW-100001") picks orders (those no
 * longer waiting to ship are left out); without it every order to ship.
 */
export async function* bookingRows(
  db: Database,
  options: { orderIds?: readonly string[]; weightUnit: WeightUnit },
): AsyncGenerator<BookingRow[]> {
  const picked = options.orderIds?.map(parseOrderNumber).filter((number): number is number => number !== null);
  if (picked && picked.length === 0) return;
  let after = 0;
  for (;;) {
    const batch = await db
      .select()
      .from(orders)
      .where(and(tabCondition["to-ship"], gt(orders.orderNumber, after), picked ? inArray(orders.orderNumber, picked) : undefined))
      .orderBy(asc(orders.orderNumber))
      .limit(BOOKING_BATCH_SIZE);
    if (batch.length === 0) return;
    const lines = await db
      .select({
        orderId: orderItems.orderId,
        name: orderItems.name,
        size: orderItems.size,
        quantity: orderItems.quantity,
        // The weight the order was placed with; a line written without one reads its size's weight now.
        weightGrams: sql<number | null>`coalesce(${orderItems.weightGrams}, ${productVariants.weightGrams})`,
      })
      .from(orderItems)
      .leftJoin(productVariants, eq(productVariants.id, orderItems.variantId))
      .where(
        inArray(
          orderItems.orderId,
          batch.map((order) => order.id),
        ),
      )
      .orderBy(asc(orderItems.orderId), asc(orderItems.position));
    const linesOf = new Map<string, BookingLine[]>(batch.map((order) => [order.id, []]));
    for (const line of lines) linesOf.get(line.orderId)!.push(line);
    yield batch.map((order) => {
      const orderLines = linesOf.get(order.id) ?? [];
      const address = order.shippingAddress;
      return {
        reference: formatOrderNumber(order.orderNumber),
        consignee: order.customerName ?? "",
        phone: courierPhone(order.customerPhone),
        address: [address.street, address.city, address.state, address.postalCode, address.country].filter(Boolean).join(", "),
        city: address.city,
        codAmount: order.paymentMethod === "cod" ? paisaToRupees(order.totalPaisa) : 0,
        pieces: orderLines.reduce((sum, line) => sum + line.quantity, 0),
        weight: weightIn(gramsOf(orderLines), options.weightUnit),
        contents: contentsOf(orderLines),
        // A saved address has no landmark or delivery notes yet: nothing to pass on.
        instructions: "",
      };
    });
    if (batch.length < BOOKING_BATCH_SIZE) return;
    after = batch[batch.length - 1].orderNumber;
  }
}

/** Each column's width in the sheet, in characters. */
const columnWidths: Record<BookingField, number> = {
  reference: 14,
  consignee: 24,
  phone: 15,
  address: 48,
  city: 14,
  codAmount: 12,
  pieces: 8,
  weight: 14,
  contents: 48,
  instructions: 30,
};

/** A number as a CSV writes it: rupees to the paisa ("5001.00"), weights and counts as they are. */
const csvValue = (field: BookingField, value: string | number) => (field === "codAmount" ? Number(value).toFixed(2) : value);

async function* cellsOf(rows: AsyncIterable<BookingRow[]>, fields: readonly BookingField[], format: BookingFileQuery["format"]) {
  for await (const batch of rows)
    yield batch.map((row) => fields.map((field): SheetCell => (format === "csv" ? csvValue(field, row[field]) : row[field])));
}

/**
 * The courier's booking file (the preset in force: the operator's, else the default; its columns, in
 * order, under its headers), streamed as it is written.
 */
export async function bookingFile(db: Database, query: BookingFileQuery, day: string) {
  const { preset } = await readBookingPreset(db, query.courier);
  const fields = preset.columns.map((column) => column.field);
  const cells = cellsOf(bookingRows(db, { orderIds: query.orders, weightUnit: preset.weightUnit }), fields, query.format);
  const body =
    query.format === "csv"
      ? csvStream(
          preset.columns.map((column) => column.header),
          cells,
        )
      : xlsxStream(
          `${query.courier} booking`,
          preset.columns.map(({ field, header }) => ({
            header,
            width: columnWidths[field],
            text: !bookingNumberFields.includes(field),
            numFmt: field === "codAmount" ? "0.00" : undefined,
          })),
          cells,
        );
  return { body, contentType: bookingFileContentTypes[query.format], fileName: bookingFileName(query.courier, query.format, day) };
}
