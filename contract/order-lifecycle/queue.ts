/** The operator's order queue: its tabs and the store's clock for the dashboard. */
export const orderQueueTabs = ["to-confirm", "to-ship", "shipped", "delivered", "cancelled", "returns"] as const;
export type OrderQueueTab = (typeof orderQueueTabs)[number];
export const orderQueueTabLabels: Record<OrderQueueTab, string> = {
  "to-confirm": "To confirm",
  "to-ship": "To ship",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returns: "Returns",
};

/** The store's clock for "today" and "this week" on the dashboard (Monday to Sunday). */
export const STORE_TIME_ZONE = "Asia/Karachi";
