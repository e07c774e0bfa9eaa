import type { Database } from "../db/client";
import type { CourierTrackingUrls } from "../env";
import { bookingPresets } from "../../contract/order-lifecycle/booking-files";
import type { CsvImportRowJson } from "../../contract/order-lifecycle/answers";
import { courierSchema, courierTrackingIdSchema } from "../../contract/order-lifecycle/bodies";
import { type Courier, courierTrackingUrl, csvImportColumns } from "../../contract/order-lifecycle/couriers";
import { MAX_CSV_IMPORT_ROWS } from "../../contract/order-lifecycle/limits";
import {
  CHOOSE_COURIER,
  CSV_DUPLICATE_ORDER,
  CSV_EMPTY,
  CSV_NEEDS_COLUMNS,
  CSV_TOO_LARGE,
  CSV_UNKNOWN_ORDER,
} from "../../contract/order-lifecycle/messages";
import { MAX_ID_LENGTH } from "../../contract/limits";
import { savedHeadersOf } from "./booking-presets";
import { StoreError } from "./errors";
import { type Actor, takeOrderStep } from "./order-lifecycle";

const normalHeader = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, "");
/** A booking file sent back with the courier's numbers added: its reference column names the order. */
const bookingReferenceHeaders = Object.values(bookingPresets).flatMap((preset) =>
  preset.columns.filter((column) => column.field === "reference").map((column) => normalHeader(column.header)),
);
const headerNames = {
  orderId: ["orderid", "order", "ordernumber", "reference", ...bookingReferenceHeaders],
  trackingId: ["trackingid", "tracking", "trackingnumber", "cn", "consignmentnumber", "consignment"],
  courier: ["courier"],
} satisfies Record<keyof typeof csvImportColumns, string[]>;

/**
 * Which column holds what: from a header row when there is one, otherwise order ID, tracking ID, courier.
 * `savedReferenceHeaders`: the operator's own headers for the reference (their booking-file presets).
 */
function columnsOf(firstRow: string[], savedReferenceHeaders: readonly string[]) {
  const find = (names: string[]) => firstRow.findIndex((cell) => names.includes(normalHeader(cell)));
  // One the tracking ID's or courier's names take (an operator's "CN") stays theirs.
  const saved = savedReferenceHeaders
    .map(normalHeader)
    .filter((name) => name !== "" && !headerNames.trackingId.includes(name) && !headerNames.courier.includes(name));
  const orderId = find([...headerNames.orderId, ...saved]);
  const trackingId = find(headerNames.trackingId);
  if (orderId >= 0 || trackingId >= 0) {
    if (orderId < 0 || trackingId < 0) throw new StoreError("invalid", CSV_NEEDS_COLUMNS);
    return { hasHeader: true, orderId, trackingId, courier: find(headerNames.courier) };
  }
  return { hasHeader: false, orderId: 0, trackingId: 1, courier: firstRow.length > 2 ? 2 : -1 };
}

/** The file's rows (`parseCsv`, or `readXlsxRows` for an XLSX), each with its line number. */
export type CsvImportInput = {
  rows: { line: number; cells: string[] }[];
  actor: Actor;
  defaultCourier?: Courier;
  trackingUrls: CourierTrackingUrls;
};

/**
 * Marks each row's order (of a CSV or an XLSX) as shipped, each in its own transaction like a single step, and reports
 * every row: accepted, or why not (unknown order, not confirmed yet, a bad tracking ID or courier).
 */
export async function importCourierCsv(db: Database, input: CsvImportInput): Promise<CsvImportRowJson[]> {
  const { rows } = input;
  if (rows.length === 0) throw new StoreError("invalid", CSV_EMPTY);
  const columns = columnsOf(rows[0].cells, await savedHeadersOf(db, "reference"));
  const orderRows = columns.hasHeader ? rows.slice(1) : rows;
  if (orderRows.length === 0) throw new StoreError("invalid", CSV_EMPTY);
  if (orderRows.length > MAX_CSV_IMPORT_ROWS) throw new StoreError("invalid", CSV_TOO_LARGE);

  const report: CsvImportRowJson[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of orderRows) {
    const orderId = cells[columns.orderId] ?? "";
    const refuse = (error: string) => report.push({ line, orderId, accepted: false, error });
    const trackingId = courierTrackingIdSchema.safeParse(cells[columns.trackingId] ?? "");
    const courierCell = columns.courier >= 0 ? cells[columns.courier] : "";
    const courier = courierCell ? courierSchema.safeParse(courierCell).data : input.defaultCourier;
    if (!orderId) refuse("Please enter the order ID");
    else if (orderId.length > MAX_ID_LENGTH || !/^[\w-]+$/.test(orderId)) refuse(CSV_UNKNOWN_ORDER);
    else if (seen.has(orderId.toUpperCase())) refuse(CSV_DUPLICATE_ORDER);
    else if (!trackingId.success) refuse(trackingId.error.issues[0].message);
    else if (!courier) refuse(CHOOSE_COURIER);
    else {
      seen.add(orderId.toUpperCase());
      try {
        await takeOrderStep(db, {
          reference: orderId,
          actor: input.actor,
          change: {
            step: "ship",
            courier,
            courierTrackingId: trackingId.data,
            courierTrackingUrl: courierTrackingUrl(input.trackingUrls[courier], trackingId.data),
            note: "Imported from the courier CSV",
          },
        });
        report.push({ line, orderId, accepted: true });
      } catch (error) {
        if (!(error instanceof StoreError)) throw error;
        refuse(error.message);
      }
    }
  }
  return report;
}
