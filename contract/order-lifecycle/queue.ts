/** The operator's order queue: its tabs, what its search says, and the store's clock for the dashboard. */
export const orderQueueTabs = ["to-confirm", "no-answer", "to-ship", "shipped", "delivered", "cancelled", "returns"] as const;
export type OrderQueueTab = (typeof orderQueueTabs)[number];
/**
 * "No answer": orders to confirm whose message went MESSAGE_NO_ANSWER_HOURS ago (or failed) and the shopper
 * has neither confirmed nor cancelled: the operator calls them, or sends the message once more.
 */
export const orderQueueTabLabels: Record<OrderQueueTab, string> = {
  "to-confirm": "To confirm",
  "no-answer": "No answer",
  "to-ship": "To ship",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returns: "Returns",
};

/**
 * A search looks through every stage's orders, whichever tab it was typed on: an order shipped yesterday is
 * found from "To confirm". The page says so above the results, each row naming its stage.
 */
export const queueSearchHeading = (q: string) => `Search results for “${q}” in all orders`;
export const QUEUE_SEARCH_NOTHING = "No order matches that search in any stage.";
export const QUEUE_TAB_EMPTY = "No orders here.";
export const CLEAR_QUEUE_SEARCH = "Clear search";

/** The store's clock for "today" and "this week" on the dashboard (Monday to Sunday). */
export const STORE_TIME_ZONE = "Asia/Karachi";
