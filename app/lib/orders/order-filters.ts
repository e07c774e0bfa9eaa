import type { Order } from "./orders";
import { orderItemName } from "./orders";
import { paymentMethodLabel } from "./payment-method";
import { orderStatuses, paymentStatuses } from "../../../contract/orders";

/** Order history's filters, all of them in the URL of one GET form (names of its fields). */
export const orderQueryParams = {
  search: "q",
  orderStatus: "status",
  paymentStatus: "payment",
  paymentMethod: "method",
  sort: "sort",
} as const;

export const paymentMethodOptions = ["JazzCash", "EasyPaisa", "CreditCard", "cod"] as const;

export const sortOptions = [
  { value: "newest", label: "Newest First" },
  { value: "oldest", label: "Oldest First" },
  { value: "highest", label: "Highest Amount" },
  { value: "lowest", label: "Lowest Amount" },
] as const;

export type OrderSort = (typeof sortOptions)[number]["value"];

export type OrderQuery = {
  search: string;
  orderStatus: string[];
  paymentStatus: string[];
  paymentMethod: string[];
  sort: OrderSort;
};

export const defaultOrderQuery: OrderQuery = { search: "", orderStatus: [], paymentStatus: [], paymentMethod: [], sort: "newest" };

/** The filter groups with the labels the panel shows. */
export const filterGroups = [
  {
    key: "orderStatus",
    param: orderQueryParams.orderStatus,
    legend: "Order Status",
    options: orderStatuses.map((value) => ({ value, label: value })),
  },
  {
    key: "paymentStatus",
    param: orderQueryParams.paymentStatus,
    legend: "Payment Status",
    options: paymentStatuses.map((value) => ({ value, label: value })),
  },
  {
    key: "paymentMethod",
    param: orderQueryParams.paymentMethod,
    legend: "Payment Method",
    options: paymentMethodOptions.map((value) => ({ value, label: paymentMethodLabel(value) })),
  },
] as const;

function knownValues(values: string[], allowed: readonly string[]): string[] {
  const chosen = new Set(values.flatMap((value) => value.split(",")).map((value) => value.trim()));
  // Kept in the panel's order, so the same choice always makes the same URL.
  return allowed.filter((value) => chosen.has(value));
}

/** Reads the filters from a URL's search params; unknown values are ignored, a missing sort is newest first. */
export function parseOrderQuery(params: URLSearchParams): OrderQuery {
  const sort = params.get(orderQueryParams.sort);
  return {
    search: (params.get(orderQueryParams.search) ?? "").trim().slice(0, 200),
    orderStatus: knownValues(params.getAll(orderQueryParams.orderStatus), orderStatuses),
    paymentStatus: knownValues(params.getAll(orderQueryParams.paymentStatus), paymentStatuses),
    paymentMethod: knownValues(params.getAll(orderQueryParams.paymentMethod), paymentMethodOptions),
    sort: sortOptions.some((option) => option.value === sort) ? (sort as OrderSort) : "newest",
  };
}

/** Whether anything narrows the list (the sort alone does not). */
export function hasActiveFilters(query: OrderQuery): boolean {
  return query.search !== "" || query.orderStatus.length > 0 || query.paymentStatus.length > 0 || query.paymentMethod.length > 0;
}

/** Search matches `_id`, `orderId`, `trackingId` or any item name, case-insensitively. */
export function matchesSearch(order: Order, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const haystack = [
    order._id,
    order.orderId,
    order.trackingId,
    ...order.items.flatMap((item) => [item.name, item.product?.name, orderItemName(item)]),
  ];
  return haystack.some((value) => typeof value === "string" && value.toLowerCase().includes(needle));
}

/** Within a group any chosen value matches; an empty group matches everything. */
function inGroup(value: string, chosen: string[]): boolean {
  if (chosen.length === 0) return true;
  const lower = value.toLowerCase();
  return chosen.some((option) => option.toLowerCase() === lower);
}

function time(order: Order): number {
  const value = Date.parse(order.createdAt);
  return Number.isNaN(value) ? 0 : value;
}

const comparators: Record<OrderSort, (a: Order, b: Order) => number> = {
  newest: (a, b) => time(b) - time(a),
  oldest: (a, b) => time(a) - time(b),
  highest: (a, b) => b.totalAmount - a.totalAmount || time(b) - time(a),
  lowest: (a, b) => a.totalAmount - b.totalAmount || time(b) - time(a),
};

/** The orders the table shows: searched, filtered (OR within a group, AND across groups) and sorted. */
export function applyOrderQuery<T extends Order>(orders: T[], query: OrderQuery): T[] {
  return orders
    .filter(
      (order) =>
        matchesSearch(order, query.search) &&
        inGroup(order.orderStatus, query.orderStatus) &&
        inGroup(order.paymentStatus, query.paymentStatus) &&
        inGroup(order.paymentMethod, query.paymentMethod),
    )
    .sort(comparators[query.sort]);
}
