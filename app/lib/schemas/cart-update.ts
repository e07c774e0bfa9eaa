import { z } from "zod";
import { MAX_CART_LINES, MAX_ID_LENGTH, MAX_LINE_QUANTITY, MAX_SIZE_LENGTH } from "../../../contract/limits";

/** A quantity the cart refuses, in the shopper's words (`messages` gives each a key). */
export const quantityText = {
  missing: "Please enter a quantity",
  notWhole: "Please enter a whole number",
  negative: "The quantity cannot be negative",
  tooMany: `At most ${MAX_LINE_QUANTITY} of one item`,
} as const;

export const cartLineSchema = z.object({
  product: z.string().trim().min(1).max(MAX_ID_LENGTH),
  size: z.string().trim().max(MAX_SIZE_LENGTH).optional(),
  quantity: z
    .number({ required_error: quantityText.missing, invalid_type_error: quantityText.notWhole })
    .int(quantityText.notWhole)
    .min(0, quantityText.negative)
    .max(MAX_LINE_QUANTITY, quantityText.tooMany),
});

/**
 * The cart page's one form: Save Changes, Checkout (save, then go) and a Remove button per line
 * (`remove:<line index>`) all post every line, so no edit is lost.
 */
export const CartUpdateSchema = z.object({
  intent: z.union([z.enum(["save", "checkout"]), z.string().regex(/^remove:\d{1,4}$/)], {
    errorMap: () => ({ message: "Unknown action" }),
  }),
  items: z.array(cartLineSchema).max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`).default([]),
});

export type CartUpdate = z.infer<typeof CartUpdateSchema>;
