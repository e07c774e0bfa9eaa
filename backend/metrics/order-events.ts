import { Counter } from "prom-client";
import { metricsRegistry } from "../../contract/server/metrics";
import type { OrderStep } from "../../contract/order-lifecycle/stages";

/** What the order counter counts: an order placed, and the lifecycle's steps the business watches. */
export const orderEvents = ["placed", "confirmed", "shipped", "delivered", "cancelled", "refused"] as const;
export type OrderEvent = (typeof orderEvents)[number];

/**
 * The steps counted, and as what: a cancel by the operator or by the shopper is a cancellation; a parcel
 * returned to sender was refused at the door. The shopper's own confirmation from the link precedes the
 * operator's, which is the one counted, so an order is confirmed once.
 */
const eventOfStep: Partial<Record<OrderStep, OrderEvent>> = {
  confirm: "confirmed",
  ship: "shipped",
  deliver: "delivered",
  cancel: "cancelled",
  "shopper-cancel": "cancelled",
  "return-to-sender": "refused",
};

const orders = new Counter({
  name: "cookware_orders_total",
  help: "Orders placed, and lifecycle steps committed (confirmed, shipped, delivered, cancelled, refused at the door)",
  labelNames: ["event"],
  registers: [metricsRegistry()],
});
// Every event is reported from the start, at 0, so a rate over a quiet hour is 0 rather than absent.
const byEvent = Object.fromEntries(orderEvents.map((event) => [event, orders.labels(event)])) as Record<
  OrderEvent,
  ReturnType<typeof orders.labels>
>;
for (const event of orderEvents) byEvent[event].inc(0);

/** Counts an order placed; call once its transaction committed. */
export const countOrderPlaced = (): void => byEvent.placed.inc();

/** Counts a lifecycle step the counter watches; call once its transaction committed. */
export function countOrderStep(step: OrderStep): void {
  const event = eventOfStep[step];
  if (event) byEvent[event].inc();
}
