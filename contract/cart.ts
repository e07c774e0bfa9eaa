import { z } from "zod";
import { MAX_CART_LINES, MAX_ID_LENGTH, MAX_LINE_QUANTITY, MAX_SIZE_LENGTH } from "./limits";
import type { Language } from "./languages";
import type { CartDeliveryJson } from "./delivery-fee";
import type { CartLineVariantJson } from "./variants";

const productIdSchema = z
  .string({ required_error: "Choose a product", invalid_type_error: "Choose a product" })
  .trim()
  .min(1, "Choose a product")
  .max(MAX_ID_LENGTH);
const sizeSchema = z.string().trim().max(MAX_SIZE_LENGTH).nullish();
/** A variant's stable slug ("no-5"); a body may name the size's label instead. */
const variantSchema = z.string().trim().max(MAX_ID_LENGTH).nullish();
const quantity = (min: number) =>
  z
    .number({ required_error: "Enter a quantity", invalid_type_error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(min, `Quantity must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

/** `POST /cart/items`: add units of one product (and size) to the cart. */
export const addCartItemBody = z.object({ productId: productIdSchema, quantity: quantity(1), size: sizeSchema, variant: variantSchema });
export type AddCartItemBody = z.input<typeof addCartItemBody>;

/** `PUT /cart/items`: the whole cart; a quantity of 0 drops the line. */
export const replaceCartBody = z.object({
  reqCart: z.object(
    {
      items: z
        .array(
          z.object({
            product: z.union([productIdSchema, z.object({ _id: productIdSchema }).transform((product) => product._id)]),
            quantity: quantity(0),
            size: sizeSchema,
            variant: variantSchema,
          }),
        )
        .max(MAX_CART_LINES, `A cart holds at most ${MAX_CART_LINES} lines`),
      // The client's total is ignored: totals always come from the database.
      totalPrice: z.unknown().optional(),
    },
    { required_error: "reqCart is required", invalid_type_error: "reqCart must be an object" },
  ),
});
export type ReplaceCartBody = z.input<typeof replaceCartBody>;

/** A cart line as the backend answers it: prices in rupees, from the database. */
export type CartLineJson = {
  _id: string;
  product: { _id: string; name: string; description: string; images: string[]; price: number; stock: number };
  quantity: number;
  size: string | null;
  /** What the line buys; `price` is this variant's. */
  variant: CartLineVariantJson;
  price: number;
  /** The price the shopper last saw for this line, when the size's price has changed since (else null). */
  previousPrice: number | null;
  /** False once the product is archived or the size removed: the line stays, marked, and checkout refuses it. */
  available: boolean;
};

/** `GET /cart`, and the answer of every cart change: `delivery` is the fee to the default address under the rule in force. */
export type CartJson = { items: CartLineJson[]; totalPrice: number; delivery: CartDeliveryJson };

/**
 * `GET /cart/count`, the header's read on every signed-in page: the cart's item count and the
 * shopper's saved language (null until they choose one), read with the session in one query, and
 * whether the backend takes the token for an operator's (the header then links to the back office).
 */
export type CartCountJson = { count: number; language: Language | null; operator: boolean };
