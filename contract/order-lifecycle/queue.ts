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
 * Tab counts and a list's total stop counting here: with a million orders, counting every delivered one on
 * each page load would cost more than the page. A count at the limit means at least that many ("10,000+").
 */
export const QUEUE_COUNT_LIMIT = 10_000;

/** A count as the back office shows it: "1,234", or "10,000+" when it stopped counting there. */
export const countLabel = (count: number, atLeast: boolean) => `${count.toLocaleString("en-US")}${atLeast ? "+" : ""}`;

/** A tab's count: "42", or "10,000+" at QUEUE_COUNT_LIMIT. */
export const tabCountLabel = (count: number) => countLabel(count, count >= QUEUE_COUNT_LIMIT);

/** How many pages a list has (one, even empty); past the count's limit, at least that many. */
export const pageCount = (list: { total: number; pageSize: number }) => Math.max(1, Math.ceil(list.total / list.pageSize));

/** Under a back-office list: "Page 2 of 3 · 42 orders", or where counting stopped "Page 1 of 500+ · 10,000+ orders". */
export const listPageLabel = (list: { page: number; pageSize: number; total: number; totalIsAtLeast: boolean }, things: string) =>
  `Page ${list.page} of ${countLabel(pageCount(list), list.totalIsAtLeast)} · ${countLabel(list.total, list.totalIsAtLeast)} ${things}`;

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
