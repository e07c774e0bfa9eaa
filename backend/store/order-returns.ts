import { lineName } from "../../contract/line-name";
import { eq, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { returnRequests } from "../db/schema";
import { formatPaisaExactly } from "../../contract/money";
import {
  CHOOSE_RETURN_CONDITION,
  ITEM_NOT_IN_ORDER,
  NOTHING_RETURNABLE,
  NOTHING_TO_REFUND,
  refundTooLarge,
  RETURN_MORE_THAN_ORDERED,
} from "../../contract/order-lifecycle/messages";
import { paymentStatusAfterRefunds, refundablePaisa, refundMethodLabels, type RefundMethod } from "../../contract/order-lifecycle/refunds";
import {
  returnConditionLabels,
  type ReturnCondition,
  requestedLines,
  returnedLines,
  returnedPaisa,
  type ReturnLine,
} from "../../contract/order-lifecycle/returns";
import { returnExclusionLabels, type ReturnReason } from "../../contract/order-lifecycle/return-policy";
import type { PaymentStatus } from "../../contract/orders";
import { StoreError } from "./errors";
import type { ReturnedUnits } from "./order-stock";
import { type Order, refundedPaisaOf } from "./orders";

function refuse(field: string, message: string): never {
  throw new StoreError("unprocessable", message, { [field]: message });
}

/** The lines a return request names, checked against the order: known lines, at most what was ordered. Absent: every line whole. */
export function requestedReturnLines(order: Order, lines: { itemId: string; quantity: number }[] | undefined): ReturnLine[] {
  if (!lines) {
    // The whole order: every line that can be returned (a final sale or a sale item stays with the shopper).
    const returnable = order.items.filter((item) => item.returnExclusion === null);
    if (returnable.length === 0) throw new StoreError("conflict", NOTHING_RETURNABLE);
    return returnedLines(returnable, null);
  }
  lines.forEach((line, index) => {
    const item = order.items.find((candidate) => candidate.id === line.itemId);
    if (!item) refuse(`lines.${index}.quantity`, ITEM_NOT_IN_ORDER);
    if (line.quantity > item.quantity) refuse(`lines.${index}.quantity`, RETURN_MORE_THAN_ORDERED);
    if (line.quantity > 0 && item.returnExclusion) refuse(`lines.${index}.quantity`, returnExclusionLabels[item.returnExclusion]);
  });
  return lines.filter((line) => line.quantity > 0).map(({ itemId, quantity }) => ({ itemId, quantity }));
}

/**
 * The operator's answer per requested line: the ticked ones come back, the rest are refused (absent:
 * every line accepted). Answers the request's lines with the refused ones marked, and the audit's words.
 */
export function approvedReturnLines(order: Order, answers: { itemId: string; approved: boolean }[] | undefined) {
  const requested = requestedLines(order.items, order.returnRequest?.lines);
  if (!answers) return { lines: requested, note: null };
  answers.forEach((answer, index) => {
    if (!requested.some((line) => line.itemId === answer.itemId)) refuse(`lines.${index}.approved`, ITEM_NOT_IN_ORDER);
  });
  const lines = requested.map((line): ReturnLine => {
    const approved = answers.find((answer) => answer.itemId === line.itemId)?.approved === true;
    return approved ? { itemId: line.itemId, quantity: line.quantity } : { itemId: line.itemId, quantity: line.quantity, refused: true };
  });
  const refused = lines.filter((line) => line.refused);
  const note = refused.length
    ? `Not accepted: ${refused.map((line) => `${lineName(order.items.find((item) => item.id === line.itemId)!)} × ${line.quantity}`).join("; ")}`
    : null;
  return { lines, note };
}

/** The parcel back: each returned line with its condition (every one needs one), the units that go back on the shelf and the audit's words. */
export function receivedReturnLines(order: Order, conditions: { itemId: string; condition: ReturnCondition }[]) {
  const returned = returnedLines(order.items, order.returnRequest?.lines);
  const lines: ReturnLine[] = [];
  const restock: ReturnedUnits[] = [];
  const notes: string[] = [];
  for (const line of returned) {
    const condition = conditions.find((candidate) => candidate.itemId === line.itemId)?.condition;
    if (!condition) refuse("lines", CHOOSE_RETURN_CONDITION);
    const item = order.items.find((candidate) => candidate.id === line.itemId)!;
    lines.push({ ...line, condition });
    if (condition === "resellable" && item.variantId)
      restock.push({ productId: item.productId, variantId: item.variantId, quantity: line.quantity });
    notes.push(`${lineName(item)} × ${line.quantity}: ${returnConditionLabels[condition]}`);
  }
  return { lines, restock, note: notes.join("; ") };
}

/** What the shopper paid for the lines they return, in paisa. */
export function returnedPaisaOf(order: Order): number {
  return returnedPaisa(order.items, returnedLines(order.items, order.returnRequest?.lines));
}

/** What is left to refund: the returned lines' price (with the delivery fee when it goes back too) less the refunds so far. */
export function refundableOf(order: Order, withDelivery: boolean): number {
  return refundablePaisa(order, refundedPaisaOf(order), { paisa: returnedPaisaOf(order), withDelivery });
}

/**
 * The payment status a refund leaves: refused when nothing paid is left to give back, or when the amount
 * is more than what is left (the row lock makes the sum of parallel refunds safe).
 */
export function paymentAfterRefund(order: Order, amountPaisa: number, withDelivery: boolean): PaymentStatus {
  const refundable = refundableOf(order, withDelivery);
  if (refundable === 0) throw new StoreError("conflict", NOTHING_TO_REFUND);
  if (amountPaisa > refundable) {
    const message = refundTooLarge(refundable);
    throw new StoreError("conflict", message, { amount: message });
  }
  return paymentStatusAfterRefunds(order.totalPaisa, refundedPaisaOf(order) + amountPaisa);
}

/** The audit log's words for a refund: the amount, how and the reference, then the operator's note. */
export function refundNote(change: { amountPaisa: number; method: RefundMethod; reference: string | null; note?: string }): string {
  const how = `${formatPaisaExactly(change.amountPaisa)} by ${refundMethodLabels[change.method]}${change.reference ? ` (reference ${change.reference})` : ""}`;
  return change.note ? `${how}. ${change.note}` : how;
}

type ReturnStep =
  | { step: "return-request"; reason: ReturnReason; note?: string; lines: ReturnLine[] }
  | { step: "return-approve"; lines: ReturnLine[] }
  | { step: "return-refuse" }
  | { step: "return-receive"; lines: ReturnLine[] }
  | { step: "refund" };

/** The return request's row as each return step leaves it. */
export async function recordReturn(tx: Database, orderId: string, change: ReturnStep, now: Date) {
  const request = eq(returnRequests.orderId, orderId);
  switch (change.step) {
    case "return-request":
      await tx
        .insert(returnRequests)
        .values({ orderId, reasonCode: change.reason, reason: change.note ?? null, lines: change.lines, requestedAt: now });
      return;
    case "return-approve":
      await tx.update(returnRequests).set({ status: "approved", lines: change.lines, decidedAt: now }).where(request);
      return;
    case "return-refuse":
      await tx.update(returnRequests).set({ status: "refused", decidedAt: now }).where(request);
      return;
    case "return-receive":
      await tx.update(returnRequests).set({ status: "received", lines: change.lines, receivedAt: now }).where(request);
      return;
    case "refund":
      // The first refund closes the return; later ones (up to what was paid) keep its date.
      await tx
        .update(returnRequests)
        .set({ status: "refunded", refundedAt: sql`coalesce(${returnRequests.refundedAt}, ${now.toISOString()}::timestamptz)` })
        .where(request);
      return;
  }
}
