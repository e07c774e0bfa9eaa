import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { signedInUser } from "../http/identity";
import { parseJsonBody } from "../http/validation";
import { enforceRateLimit } from "../rate-limit";
import { listOrders, loadOrder, placeOrder } from "../store/orders";
import { pathId, type RouteDeps } from "./shared";

const SELECT_ADDRESS = "Please select a delivery address";
export const ORDER_LIMIT = { bucket: "order-create", limit: 10, windowMs: 60 * 1000 };
export const ORDERS_LIMITED = "You have placed several orders in the last minute. Please wait a moment and try again.";

const placeOrderSchema = z.object({
  // The selected address: its id, or the address object the page holds.
  shippingAddress: z
    .union([z.string().trim().max(100), z.object({ _id: z.string().trim().max(100) }).transform((address) => address._id)], {
      errorMap: () => ({ message: SELECT_ADDRESS }),
    })
    .optional(),
  paymentMethod: z.string({ invalid_type_error: "Choose a payment method" }).trim().max(50).default("cod"),
  // The page's copy of the user: accepted for compatibility, never trusted.
  userData: z.unknown().optional(),
});

const idempotencyKeySchema = z
  .string()
  .regex(/^[\x21-\x7e]{1,200}$/, "Idempotency-Key must be 1 to 200 visible ASCII characters")
  .optional();

export function orderRoutes({ db, identify, emailDelivery, rateLimiter, catalogueCache }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: true }));

  routes.post("/create", async (c) => {
    const keyResult = idempotencyKeySchema.safeParse(c.req.header("Idempotency-Key"));
    if (!keyResult.success) throw new ApiError(400, keyResult.error.issues[0].message, { "Idempotency-Key": keyResult.error.issues[0].message });
    const body = await parseJsonBody(c, placeOrderSchema);
    if (!body.shippingAddress) throw new ApiError(422, SELECT_ADDRESS, { shippingAddress: SELECT_ADDRESS });
    await enforceRateLimit(rateLimiter, ORDER_LIMIT, signedInUser(c).userId, ORDERS_LIMITED);

    const { order, created } = await placeOrder(db, {
      userId: signedInUser(c).userId,
      addressId: body.shippingAddress,
      paymentMethod: body.paymentMethod,
      idempotencyKey: keyResult.data,
    });
    if (created) {
      emailDelivery.schedule();
      catalogueCache.clear(); // stock changed
    }
    return c.json({ orderId: order.orderId, order }, created ? 201 : 200);
  });

  routes.get("/history", async (c) => c.json(await listOrders(db, signedInUser(c).userId)));

  routes.get("/:orderId", async (c) => {
    const reference = pathId(c.req.param("orderId"), "Order not found");
    return c.json(await loadOrder(db, signedInUser(c).userId, reference));
  });

  return routes;
}
