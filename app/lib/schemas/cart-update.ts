import { z } from "zod";
import { MAX_CART_LINES, MAX_ID_LENGTH, MAX_LINE_QUANTITY, MAX_SIZE_LENGTH } from "../../../contract/limits";

export const cartLineSchema = z.object({
  product: z.string().trim().min(1).max(MAX_ID_LENGTH),
  size: z.string().trim().max(MAX_SIZE_LENGTH).optional(),
  quantity: z
    .number({ required_error: "Please enter a quantity", invalid_type_error: "Please enter a whole number" })
    .int("Please enter a whole number")
    .min(0, "The quantity cannot be negative")
    .max(MAX_LINE_QUANTITY, `At most ${MAX_LINE_QUANTITY} of one item`),
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
