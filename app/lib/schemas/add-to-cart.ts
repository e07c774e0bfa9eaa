import { z } from "zod";
import { MAX_ID_LENGTH, MAX_LINE_QUANTITY, MAX_SIZE_LENGTH } from "../../../contract/limits";

export const quantitySchema = z
  .number({ required_error: "Please choose a quantity", invalid_type_error: "Please enter a whole number" })
  .int("Please enter a whole number")
  .min(1, "The quantity must be at least 1")
  .max(MAX_LINE_QUANTITY, `You can add at most ${MAX_LINE_QUANTITY} at a time`);

/** A product card's or a product page's add to cart. Stock is checked by the backend. */
export const AddToCartSchema = z.object({
  productId: z.string({ required_error: "Missing product" }).trim().min(1, "Missing product").max(MAX_ID_LENGTH),
  quantity: quantitySchema,
  size: z.string().trim().max(MAX_SIZE_LENGTH).optional(),
  /** The page to come back to without JavaScript. */
  redirectTo: z.string().max(2000).optional(),
});

/** The product page's form: its two buttons are told apart by intent. */
export const ProductOrderSchema = z.object({
  intent: z.enum(["add", "buy"], { errorMap: () => ({ message: "Unknown action" }) }),
  quantity: quantitySchema,
  size: z.string().trim().max(MAX_SIZE_LENGTH).optional(),
  /** The chosen size's slug (contract/variants.ts); the backend checks it names one of the product's. */
  variant: z.string().trim().max(MAX_ID_LENGTH).optional(),
});
