/**
 * The shopper's change of their own order, within the window and before the operator confirms it
 * (`orderChangeClosedReason` in ./stages.ts):
 *   POST /orders/:orderId/change/preview  `orderChangeBody` → `OrderJson`, the order as the change would leave it (nothing saved)
 *   POST /orders/:orderId/change          `orderChangeBody` → `OrderJson`, changed: new totals, stock back for what was removed
 * A new delivery address is one of the shopper's saved addresses; quantities only go down (0 removes the line).
 * Refusals: 409 `{ error }` with `ORDER_CHANGE_CLOSED[reason]`; 400/422 with `fields` keyed as the body
 * (`addressId`, `phone`, `lines.0.quantity`).
 */
import { z } from "zod";
import { MAX_PHONE_INPUT_LENGTH } from "../limits";
import { normalizePakistaniMobile, PHONE_MESSAGE } from "../phone";
import { versionField } from "../version-field";
import { optionalParam } from "../fields";
import { ITEM_NOT_IN_ORDER, ONLY_LOWER_QUANTITY, VERSION_MISSING } from "./messages";

/** A quantity cannot be raised, so no line is ever larger than this (the cart's own cap is lower). */
const MAX_LINE_QUANTITY = 10_000;
const MAX_LINES = 200;

export const orderChangeBody = z.object({
  // Required: the shopper confirms the totals of the version they reviewed.
  version: versionField(VERSION_MISSING),
  addressId: optionalParam(z.string().trim().max(100)),
  phone: optionalParam(
    z
      .string({ invalid_type_error: PHONE_MESSAGE })
      .max(MAX_PHONE_INPUT_LENGTH, PHONE_MESSAGE)
      .transform((phone, ctx) => {
        const normalized = normalizePakistaniMobile(phone);
        if (normalized) return normalized;
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: PHONE_MESSAGE });
        return z.NEVER;
      }),
  ),
  lines: z
    .array(
      z.object({
        itemId: z.string({ required_error: ITEM_NOT_IN_ORDER }).min(1, ITEM_NOT_IN_ORDER).max(100),
        quantity: z.coerce
          .number({ invalid_type_error: ONLY_LOWER_QUANTITY })
          .int(ONLY_LOWER_QUANTITY)
          .min(0, ONLY_LOWER_QUANTITY)
          .max(MAX_LINE_QUANTITY, ONLY_LOWER_QUANTITY),
      }),
    )
    .max(MAX_LINES)
    .default([]),
});
export type OrderChangeBody = z.input<typeof orderChangeBody>;
/** The change itself, without the version it was reviewed at. */
export type OrderChange = Omit<z.output<typeof orderChangeBody>, "version">;
