import type { ReturnStatus } from "../../../contract/order-lifecycle/stages";
/**
 * The words of the order components both the shopper's and the operator's order pages use. The
 * operator's pages stay English and use these; the shopper's pages pass their own language's
 * (the orders catalogue takes the English ones from here).
 */
export const orderItemsLabels = {
  items: "Items",
  noItems: "No items",
  size: "Size: {{size}}",
  subtotal: "Subtotal",
  shipping: "Shipping",
  tax: "Tax",
  total: "Total",
};
export type OrderItemsLabels = typeof orderItemsLabels;

export const timelineLabels = { timeline: "Timeline" };
export const notRecordedLabel = "Not recorded";

/** How the shopper's return stands, as their order page says it. */
export const returnStatusLabels = {
  requested: "Requested: we will be in touch",
  approved: "Approved: send it back to us",
  refused: "Refused",
  received: "Received back: your refund follows",
  refunded: "Refunded",
} as const satisfies Record<ReturnStatus, string>;
