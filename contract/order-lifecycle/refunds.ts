/**
 * Refunds with amounts: each one the operator records (how much, how, their reference), several partial
 * refunds up to what was paid, and the payment status they leave the order in.
 */
import type { PaymentStatus } from "../orders";

export const refundMethods = ["cash", "bank-transfer", "jazzcash", "easypaisa"] as const;
export type RefundMethod = (typeof refundMethods)[number];

export const refundMethodLabels: Record<RefundMethod, string> = {
  cash: "Cash",
  "bank-transfer": "Bank transfer",
  jazzcash: "JazzCash",
  easypaisa: "EasyPaisa",
};

/** One recorded refund as the order's answers carry it; money in rupees. */
export type RefundJson = { amount: number; method: RefundMethod; reference: string | null; at: string };

/** The payment statuses under which money was taken and may be given back. */
const paidStatuses: readonly PaymentStatus[] = ["Paid", "Partially refunded"];

/**
 * What may still be refunded, in paisa: what was paid for the returned lines (`returnedPaisa`, ./returns.ts),
 * with the delivery fee when the operator gives that back too, never more than the order's total, less the
 * refunds recorded; nothing before the order was paid.
 */
export function refundablePaisa(
  order: { paymentStatus: PaymentStatus; totalPaisa: number; shippingPaisa: number },
  refundedPaisa: number,
  returned: { paisa: number; withDelivery: boolean },
): number {
  if (!paidStatuses.includes(order.paymentStatus)) return 0;
  const cap = Math.min(order.totalPaisa, returned.paisa + (returned.withDelivery ? order.shippingPaisa : 0));
  return Math.max(0, cap - refundedPaisa);
}

/** The payment status once `refundedPaisa` of a paid order's `totalPaisa` has been given back. */
export function paymentStatusAfterRefunds(totalPaisa: number, refundedPaisa: number): PaymentStatus {
  return refundedPaisa >= totalPaisa ? "Refunded" : "Partially refunded";
}
