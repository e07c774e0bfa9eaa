import { eq, or, sql } from "drizzle-orm";
import { type Database, queryRows } from "../db/client";
import { orderRemittances, orders } from "../db/schema";
import { formatOrderNumber, parseOrderNumber } from "../lib/ids";
import { MAX_ID_LENGTH } from "../../contract/limits";
import { MAX_CSV_IMPORT_ROWS } from "../../contract/order-lifecycle/limits";
import { CSV_TOO_LARGE } from "../../contract/order-lifecycle/messages";
import type { Courier } from "../../contract/order-lifecycle/couriers";
import {
  type CashAgeBucket,
  cashAgeBuckets,
  REMITTANCE_ALREADY,
  REMITTANCE_BAD_AMOUNT,
  REMITTANCE_BAD_CHARGES,
  REMITTANCE_BAD_DATE,
  REMITTANCE_DUPLICATE,
  REMITTANCE_EMPTY,
  REMITTANCE_NEEDS_COLUMNS,
  REMITTANCE_NOT_COD,
  REMITTANCE_NOT_DELIVERED,
  REMITTANCE_UNKNOWN_ORDER,
  remittanceAmountDiffers,
  remittanceHeaders,
  type RemittanceRowJson,
} from "../../contract/order-lifecycle/remittances";
import { StoreError } from "./errors";

const normalHeader = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, "");

/** Which column holds what: from the header row, or (no header) reference, amount, charges, date in that order. */
function columnsOf(firstRow: string[]) {
  const find = (names: readonly string[]) => firstRow.findIndex((cell) => names.includes(normalHeader(cell)));
  const columns = {
    reference: find(remittanceHeaders.reference),
    amount: find(remittanceHeaders.amount),
    charges: find(remittanceHeaders.charges),
    date: find(remittanceHeaders.date),
  };
  if (Object.values(columns).every((index) => index < 0)) return { hasHeader: false, reference: 0, amount: 1, charges: 2, date: 3 };
  if (columns.reference < 0 || columns.amount < 0 || columns.date < 0) throw new StoreError("invalid", REMITTANCE_NEEDS_COLUMNS);
  return { hasHeader: true, ...columns };
}

/** "Rs 6,000", "6000.50", "PKR 6000" → paisa; null for anything else. */
export function paisaOf(cell: string): number | null {
  const text = cell.replace(/rs\.?|pkr|,|\s/gi, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}

const isoDate = (year: number, month: number, day: number) => {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
    ? date.toISOString().slice(0, 10)
    : null;
};

/** 2026-11-27 (or an ISO time), 27/11/2026, 27-11-2026 or 27.11.2026 (day first, as in Pakistan); a spreadsheet's own date text. */
export function dateOf(cell: string): string | null {
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ].*)?$/.exec(cell);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(cell);
  if (dayFirst) return isoDate(Number(dayFirst[3]), Number(dayFirst[2]), Number(dayFirst[1]));
  const parsed = cell.length <= 80 && /[a-z]/i.test(cell) ? new Date(cell) : null;
  return parsed && !Number.isNaN(parsed.getTime()) ? isoDate(parsed.getFullYear(), parsed.getMonth() + 1, parsed.getDate()) : null;
}

/** The order a report's row names: by its courier tracking ID, the store's own reference or its order number. */
async function orderNamed(db: Database, reference: string) {
  const orderNumber = parseOrderNumber(reference);
  const [order] = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      orderStatus: orders.orderStatus,
      paymentMethod: orders.paymentMethod,
      totalPaisa: orders.totalPaisa,
      remitted: sql<boolean>`exists (select 1 from ${orderRemittances} where ${orderRemittances.orderId} = ${orders.id})`,
    })
    .from(orders)
    .where(
      orderNumber !== null
        ? eq(orders.orderNumber, orderNumber)
        : or(sql`upper(${orders.courierTrackingId}) = upper(${reference})`, eq(orders.trackingId, reference.toUpperCase())),
    )
    .limit(1);
  return order;
}

export type RemittanceImportInput = { rows: { line: number; cells: string[] }[]; recordedBy: string };

/**
 * Gives each delivered cash-on-delivery order the report pays for in full its remittance, and lists every other row with
 * why (unknown, not delivered, amount ≠ total, already remitted): nothing is applied that the operator has not seen.
 * One remittance an order (its primary key), so the same report imported twice records nothing twice.
 */
export async function importRemittances(db: Database, input: RemittanceImportInput): Promise<RemittanceRowJson[]> {
  const { rows } = input;
  if (rows.length === 0) throw new StoreError("invalid", REMITTANCE_EMPTY);
  const columns = columnsOf(rows[0].cells);
  const paymentRows = columns.hasHeader ? rows.slice(1) : rows;
  if (paymentRows.length === 0) throw new StoreError("invalid", REMITTANCE_EMPTY);
  if (paymentRows.length > MAX_CSV_IMPORT_ROWS) throw new StoreError("invalid", CSV_TOO_LARGE);

  const report: RemittanceRowJson[] = [];
  const seen = new Set<string>();
  for (const { line, cells } of paymentRows) {
    const cell = (index: number) => (index >= 0 ? (cells[index] ?? "").trim() : "");
    const reference = cell(columns.reference);
    const order = reference && reference.length <= MAX_ID_LENGTH ? await orderNamed(db, reference) : undefined;
    const orderId = order ? formatOrderNumber(order.orderNumber) : null;
    const list = (problem: string) => report.push({ line, reference, orderId, recorded: false, problem });
    const earlierLine = order !== undefined && seen.has(order.id);
    if (order) seen.add(order.id);
    const amountPaisa = paisaOf(cell(columns.amount));
    const chargesPaisa = cell(columns.charges) === "" ? 0 : paisaOf(cell(columns.charges));
    const paidOn = dateOf(cell(columns.date));
    if (!order) list(REMITTANCE_UNKNOWN_ORDER);
    else if (earlierLine) list(REMITTANCE_DUPLICATE);
    else if (order.paymentMethod !== "cod") list(REMITTANCE_NOT_COD);
    else if (order.orderStatus !== "Delivered") list(REMITTANCE_NOT_DELIVERED);
    else if (order.remitted) list(REMITTANCE_ALREADY);
    else if (amountPaisa === null || amountPaisa === 0) list(REMITTANCE_BAD_AMOUNT);
    else if (chargesPaisa === null) list(REMITTANCE_BAD_CHARGES);
    else if (paidOn === null) list(REMITTANCE_BAD_DATE);
    else if (amountPaisa !== order.totalPaisa) list(remittanceAmountDiffers(amountPaisa, order.totalPaisa));
    else {
      // Two imports at once: the primary key lets one of them record it, the other finds it already remitted.
      const written = await db
        .insert(orderRemittances)
        .values({ orderId: order.id, amountPaisa, chargesPaisa, paidOn, recordedBy: input.recordedBy })
        .onConflictDoNothing()
        .returning({ orderId: orderRemittances.orderId });
      if (written.length === 0) list(REMITTANCE_ALREADY);
      else report.push({ line, reference, orderId, recorded: true, problem: null });
    }
  }
  return report;
}

/** An order's remittance, for the operator's order page (null until the courier's report pays for it). */
export async function remittanceOf(db: Database, orderId: string) {
  const [row] = await db.select().from(orderRemittances).where(eq(orderRemittances.orderId, orderId));
  return row ?? null;
}

export type CashWithCouriers = {
  byCourier: { courier: Courier | "Unknown"; count: number; amountPaisa: number }[];
  byAge: { bucket: CashAgeBucket; count: number; amountPaisa: number }[];
};

/** Delivered cash-on-delivery orders no courier report has paid for yet: by courier, and by days since delivery. */
export async function cashWithCouriers(db: Database): Promise<CashWithCouriers> {
  const bucket = sql.join(
    [
      sql`case`,
      ...cashAgeBuckets
        .filter((age) => age.maxDays !== null)
        .map((age) => sql`when ${orders.deliveredAt} >= now() - make_interval(days => ${age.maxDays}) then ${age.key}`),
      sql`else 'older' end`,
    ],
    sql` `,
  );
  const rows = await queryRows<{ courier: string | null; bucket: CashAgeBucket; count: string | number; amount: string | number }>(
    db,
    sql`select ${orders.courier} as courier, ${bucket} as bucket, count(*) as count, sum(${orders.totalPaisa}) as amount
      from ${orders}
      where ${orders.orderStatus} = 'Delivered' and ${orders.paymentMethod} = 'cod'
        and not exists (select 1 from ${orderRemittances} where ${orderRemittances.orderId} = ${orders.id})
      group by 1, 2`,
  );
  const byCourier = new Map<Courier | "Unknown", { count: number; amountPaisa: number }>();
  const byAge = new Map<CashAgeBucket, { count: number; amountPaisa: number }>(
    cashAgeBuckets.map((age) => [age.key, { count: 0, amountPaisa: 0 }]),
  );
  for (const row of rows) {
    const courier = (row.courier ?? "Unknown") as Courier | "Unknown";
    const sum = byCourier.get(courier) ?? { count: 0, amountPaisa: 0 };
    byCourier.set(courier, { count: sum.count + Number(row.count), amountPaisa: sum.amountPaisa + Number(row.amount) });
    const age = byAge.get(row.bucket)!;
    byAge.set(row.bucket, { count: age.count + Number(row.count), amountPaisa: age.amountPaisa + Number(row.amount) });
  }
  return {
    byCourier: [...byCourier]
      .map(([courier, sum]) => ({ courier, ...sum }))
      .sort((a, b) => b.amountPaisa - a.amountPaisa || a.courier.localeCompare(b.courier)),
    byAge: [...byAge].map(([bucket, sum]) => ({ bucket, ...sum })),
  };
}
