import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { signedInUser } from "../http/identity";
import { parseJsonBody } from "../http/validation";
import { addToCart, clearCart, MAX_LINE_QUANTITY, readCart, replaceCart } from "../store/cart";
import type { RouteDeps } from "./shared";

const productIdSchema = z
  .string({ required_error: "Choose a product", invalid_type_error: "Choose a product" })
  .trim()
  .min(1, "Choose a product")
  .max(100);
const sizeSchema = z.string().trim().max(50).nullish();
const quantity = (min: number) =>
  z
    .number({ required_error: "Enter a quantity", invalid_type_error: "Quantity must be a number" })
    .int("Quantity must be a whole number")
    .min(min, `Quantity must be at least ${min}`)
    .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

const addItemSchema = z.object({ productId: productIdSchema, quantity: quantity(1), size: sizeSchema });

const replaceCartSchema = z.object({
  reqCart: z.object(
    {
      items: z
        .array(
          z.object({
            product: z.union([productIdSchema, z.object({ _id: productIdSchema }).transform((product) => product._id)]),
            quantity: quantity(0),
            size: sizeSchema,
          }),
        )
        .max(100, "A cart holds at most 100 lines"),
      // The client's total is ignored: totals always come from the database.
      totalPrice: z.unknown().optional(),
    },
    { required_error: "reqCart is required", invalid_type_error: "reqCart must be an object" },
  ),
});

export function cartRoutes({ db, identify }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: true }));

  routes.get("/", async (c) => c.json(await readCart(db, signedInUser(c).userId)));

  routes.post("/items", async (c) => {
    const input = await parseJsonBody(c, addItemSchema);
    return c.json(await addToCart(db, signedInUser(c).userId, input));
  });

  routes.put("/items", async (c) => {
    const { reqCart } = await parseJsonBody(c, replaceCartSchema);
    const lines = reqCart.items.map((item) => ({ productId: item.product, quantity: item.quantity, size: item.size }));
    return c.json(await replaceCart(db, signedInUser(c).userId, lines));
  });

  routes.delete("/", async (c) => c.json(await clearCart(db, signedInUser(c).userId)));

  return routes;
}
