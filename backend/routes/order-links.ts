import { Hono } from "hono";
import { formatOrderNumber } from "../lib/ids";
import type { AppEnv } from "../http/context";
import { parseJsonBody } from "../http/validation";
import { readOrderLinkToken } from "../messages/order-link-token";
import { StoreError } from "../store/errors";
import { stageOf, takeOrderStep } from "../store/order-lifecycle";
import { type Order, withDetails } from "../store/orders";
import { orders } from "../db/schema";
import { eq } from "drizzle-orm";
import {
  ORDER_LINK_CLOSED,
  ORDER_LINK_INVALID,
  orderLinkDecisionBody,
  type OrderLinkJson,
} from "../../contract/order-lifecycle/order-link";
import type { RouteDeps } from "./shared";

/** What the link's page shows: the order without its address or phone, and whether its buttons are offered. */
function orderLinkJson(order: Order, expired: boolean): OrderLinkJson {
  const stage = stageOf(order);
  return {
    orderNumber: formatOrderNumber(order.orderNumber),
    stage,
    items: order.items.map((item) => ({ name: item.name, size: item.size, quantity: item.quantity })),
    totalPaisa: order.totalPaisa,
    city: order.shippingAddress.city,
    open: stage === "awaiting-confirmation" && !expired,
    expired,
  };
}

/**
 * The page behind the link in a cash-on-delivery order's message: no sign-in, the signed token is the
 * key (contract/order-lifecycle/order-link.ts). GET shows the order; POST confirms or cancels it, as
 * its shopper, while it awaits confirmation and the link is fresh.
 */
export function orderLinkRoutes({ db, emailDelivery, catalogueCache, orderLinks }: RouteDeps) {
  async function orderOf(token: string) {
    const claims = readOrderLinkToken(token, orderLinks.secret());
    const [row] = claims ? await db.select().from(orders).where(eq(orders.id, claims.orderId)) : [];
    if (!claims || !row) throw new StoreError("not-found", ORDER_LINK_INVALID);
    const [order] = await withDetails(db, [row]);
    return { order, expired: claims.expiresAt.getTime() <= Date.now() };
  }

  return new Hono<AppEnv>()
    .get("/:token", async (c) => {
      const { order, expired } = await orderOf(c.req.param("token"));
      c.header("Cache-Control", "private, no-store");
      return c.json(orderLinkJson(order, expired));
    })
    .post("/:token", async (c) => {
      const { decision } = await parseJsonBody(c, orderLinkDecisionBody);
      const { order, expired } = await orderOf(c.req.param("token"));
      if (expired || (decision === "cancel" && stageOf(order) !== "awaiting-confirmation"))
        throw new StoreError("conflict", ORDER_LINK_CLOSED);
      const updated = await takeOrderStep(db, {
        reference: order.id,
        actor: { userId: order.userId, role: "shopper" },
        change:
          decision === "confirm"
            ? { step: "shopper-confirm", via: orderLinks.channel }
            : { step: "shopper-cancel", via: orderLinks.channel },
      });
      emailDelivery.schedule();
      if (decision === "cancel") catalogueCache.clear(); // stock returned
      return c.json(orderLinkJson(updated, false));
    });
}
