import { orderQueueQuery } from "../../../contract/order-lifecycle/bodies";
import type { OrderQueueTab } from "../../../contract/order-lifecycle/queue";

/** `risky`: only orders with a risk signal (the "Risky" filter, kept by the tab and page links). */
export type QueueQuery = { tab: OrderQueueTab; q?: string; page?: number; risky?: boolean };

/** The queue's URL parameters, read the way the backend reads them (bad values fall back). */
export function parseQueueQuery(params: URLSearchParams): { tab: OrderQueueTab; q: string; page: number; risky: boolean } {
  const query = orderQueueQuery.parse(Object.fromEntries(params));
  return { tab: query.tab, q: query.q ?? "", page: query.page, risky: query.risky };
}

/** `/admin/orders?tab=…&q=…&page=…&risky=1`, leaving out what is the default. */
export function queuePath({ tab, q, page, risky }: QueueQuery): string {
  const params = new URLSearchParams({ tab });
  if (q) params.set("q", q);
  if (risky) params.set("risky", "1");
  if (page && page > 1) params.set("page", String(page));
  return `/admin/orders?${params}`;
}

/** One order's page in the back office, by the id the operator knows it by ("CW-100001"). */
export const adminOrderPath = (orderId: string) => `/admin/orders/${encodeURIComponent(orderId)}`;
