/**
 * Returns by line: the shopper names the lines and how many of each, the operator records the parcel as
 * received back with each line's condition, and refunds are capped by what was paid for those lines.
 */
import { z } from "zod";
import { APPROVE_ONE_LINE, CHOOSE_RETURN_CONDITION, CHOOSE_RETURN_LINES, ITEM_NOT_IN_ORDER, RETURN_QUANTITY } from "./messages";

export const returnConditions = ["resellable", "damaged"] as const;
export type ReturnCondition = (typeof returnConditions)[number];
export const returnConditionLabels: Record<ReturnCondition, string> = {
  resellable: "Resellable: back in stock",
  damaged: "Damaged: written off",
};

/** A returned line as the return request keeps it; `refused` when the operator did not accept it, `condition` once received back. */
export type ReturnLine = { itemId: string; quantity: number; refused?: true; condition?: ReturnCondition };

const itemId = z.string({ required_error: ITEM_NOT_IN_ORDER }).min(1, ITEM_NOT_IN_ORDER).max(100);

/** The lines a shopper returns: how many of each (0 leaves a line out); at least one unit. Absent: the whole order. */
export const returnLinesField = z
  .array(
    z.object({
      itemId,
      quantity: z.coerce
        .number({ invalid_type_error: RETURN_QUANTITY })
        .int(RETURN_QUANTITY)
        .min(0, RETURN_QUANTITY)
        .max(10_000, RETURN_QUANTITY),
    }),
  )
  .max(200)
  .optional()
  .refine((lines) => lines === undefined || lines.some((line) => line.quantity > 0), CHOOSE_RETURN_LINES);

/** The operator's answer for each requested line: a ticked box accepts it (absent: every line accepted). */
export const approvedLinesField = z
  .array(
    z.object({
      itemId,
      approved: z.preprocess((value) => value === true || value === "on" || value === "true", z.boolean()).default(false),
    }),
  )
  .max(200)
  .optional()
  .refine((lines) => lines === undefined || lines.some((line) => line.approved), APPROVE_ONE_LINE);

/** The condition of each returned line, once the parcel is back. */
export const receivedLinesField = z
  .array(
    z.object({
      itemId,
      condition: z.enum(returnConditions, { errorMap: () => ({ message: CHOOSE_RETURN_CONDITION }) }),
    }),
  )
  .max(200)
  .default([]);

type PricedItem = { id: string; quantity: number; unitPricePaisa: number };

/** The requested lines, refused ones included: those the request names, or (a request from before lines were kept) every line whole. */
export function requestedLines(items: readonly PricedItem[], lines: readonly ReturnLine[] | null | undefined): ReturnLine[] {
  return lines ? [...lines] : items.map((item) => ({ itemId: item.id, quantity: item.quantity }));
}

/** The lines coming back: the requested ones the operator accepted. */
export function returnedLines(items: readonly PricedItem[], lines: readonly ReturnLine[] | null | undefined): ReturnLine[] {
  return requestedLines(items, lines).filter((line) => !line.refused);
}

/** What the shopper paid for the returned lines, in paisa. */
export function returnedPaisa(items: readonly PricedItem[], lines: readonly ReturnLine[]): number {
  return lines.reduce((sum, line) => sum + (items.find((item) => item.id === line.itemId)?.unitPricePaisa ?? 0) * line.quantity, 0);
}
