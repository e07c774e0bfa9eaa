/**
 * Cash reconciliation: a courier's payment report imported by the operator, each delivered order it pays for given a
 * remittance (operator-only: the shopper keeps seeing "Paid" from delivery), and every difference listed, never applied.
 * The report's columns, the page's words, its messages and the answers' types, one owner.
 */
import { formatPaisaExactly, rupeesToPaisa } from "../money";
import type { Courier } from "./couriers";

export const REMITTANCES_PATH = "/admin/remittances";

/** The payment report's columns, as the page names them; the headers the import reads for each. */
export const remittanceColumns = {
  reference: "Tracking ID or order reference",
  amount: "Amount collected",
  charges: "Courier charges",
  date: "Date",
} as const;
export const remittanceHeaders = {
  reference: [
    "trackingid",
    "tracking",
    "trackingnumber",
    "cn",
    "consignmentnumber",
    "consignment",
    "orderid",
    "order",
    "orderreference",
    "reference",
  ],
  amount: ["amountcollected", "amount", "codamount", "collected", "cod", "collectedamount"],
  charges: ["couriercharges", "charges", "deliverycharges", "charge", "fee", "fees", "shippingcharges"],
  date: ["date", "paymentdate", "paidon", "remittancedate", "deliverydate"],
} as const satisfies Record<keyof typeof remittanceColumns, readonly string[]>;

export const REMITTANCE_PAGE_TITLE = "Courier payments";
export const REMITTANCE_NAV_LABEL = "Courier payments";
export const REMITTANCE_NEEDS_COLUMNS = `The report needs the columns “${remittanceColumns.reference}”, “${remittanceColumns.amount}”, “${remittanceColumns.charges}” and “${remittanceColumns.date}”`;
export const REMITTANCE_EMPTY = "The report holds no payments";
export const REMITTANCE_UNKNOWN_ORDER = "No order has this tracking ID or reference";
export const REMITTANCE_NOT_DELIVERED = "This order was never marked delivered";
export const REMITTANCE_NOT_COD = "This order was not paid cash on delivery";
export const REMITTANCE_ALREADY = "Already remitted: nothing recorded again";
export const REMITTANCE_DUPLICATE = "This order is already on an earlier line";
export const REMITTANCE_BAD_AMOUNT = "The amount collected is not a number of rupees";
export const REMITTANCE_BAD_CHARGES = "The courier charges are not a number of rupees";
export const REMITTANCE_BAD_DATE = "The date is not a date (such as 2026-11-27 or 27/11/2026)";
export function remittanceAmountDiffers(collectedPaisa: number, totalPaisa: number): string {
  return `Amount collected ${formatPaisaExactly(collectedPaisa)} differs from the order total ${formatPaisaExactly(totalPaisa)}: not recorded`;
}
export const remittanceReportHeading = (recorded: number, listed: number) => `${recorded} remitted, ${listed} listed for you to check`;

/** "Cash with couriers": delivered cash-on-delivery orders whose payment the courier has not yet remitted. */
export const CASH_WITH_COURIERS = "Cash with couriers";
export const cashAgeBuckets = [
  { key: "week", label: "Up to 7 days", maxDays: 7 },
  { key: "fortnight", label: "8 to 14 days", maxDays: 14 },
  { key: "month", label: "15 to 30 days", maxDays: 30 },
  { key: "older", label: "Over 30 days", maxDays: null },
] as const;
export type CashAgeBucket = (typeof cashAgeBuckets)[number]["key"];

/** A row of the report: the order it named (when found) and whether a remittance was recorded, or why not. */
export type RemittanceRowJson = {
  line: number;
  reference: string;
  orderId: string | null;
  recorded: boolean;
  /** Why the row was listed instead of recorded (null when recorded). */
  problem: string | null;
};
export type RemittanceReportJson = { rows: RemittanceRowJson[]; recorded: number; listed: number };

/** An order's remittance, on the operator's order page: rupees, the report's date (YYYY-MM-DD). */
export type RemittanceJson = { amount: number; charges: number; paidOn: string; recordedAt: string };

export type CashWithCourierJson = { courier: Courier | "Unknown"; count: number; amount: number };
export type CashByAgeJson = { bucket: CashAgeBucket; count: number; amount: number };
export type CashWithCouriersJson = { byCourier: CashWithCourierJson[]; byAge: CashByAgeJson[]; count: number; amount: number };

/** The operator's order page: the remittance beside the payment. */
export const REMITTANCE_LABEL = "Courier remittance";
export function remittanceSummary(remittance: RemittanceJson): string {
  const rupees = (amount: number) => formatPaisaExactly(rupeesToPaisa(amount));
  return `Remitted ${rupees(remittance.amount)} (courier charges ${rupees(remittance.charges)}), paid on ${remittance.paidOn}`;
}
