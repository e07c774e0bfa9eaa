import { describe, expect, it } from "vitest";
import { applyOrderQuery, defaultOrderQuery, hasActiveFilters, matchesSearch, parseOrderQuery, type OrderQuery } from "./order-filters";
import type { Order } from "./orders";

function order(overrides: Partial<Order> & { _id: string }): Order {
  return {
    orderId: null,
    trackingId: null,
    createdAt: "2025-01-01T00:00:00Z",
    items: [],
    totalAmount: 0,
    orderStatus: "Processing",
    paymentStatus: "Pending",
    paymentMethod: "cod",
    ...overrides,
  };
}

const orders: Order[] = [
  order({
    _id: "aaaaaaaaaaaa000000000001",
    orderId: "CW-100001",
    trackingId: "TRKABCDEF1234",
    createdAt: "2025-01-10T00:00:00Z",
    totalAmount: 12500,
    items: [{ product: { name: "Classic Handi" }, name: "Classic Handi", quantity: 1 }],
    orderStatus: "Delivered",
    paymentStatus: "Paid",
  }),
  order({
    _id: "bbbbbbbbbbbb000000000002",
    orderId: "CW-100002",
    trackingId: "TRKZZZZ99999",
    createdAt: "2025-03-02T00:00:00Z",
    totalAmount: 4200,
    items: [{ product: { name: "Karahi Deluxe" }, name: "Karahi Deluxe", quantity: 2, size: "28cm" }],
    orderStatus: "Shipped",
    paymentStatus: "Pending",
    paymentMethod: "JazzCash",
  }),
  order({
    _id: "cccccccccccc000000000003",
    createdAt: "2024-11-20T00:00:00Z",
    totalAmount: 30000,
    items: [{ product: null, name: "Gift Set 18-Piece", quantity: 1 }],
    orderStatus: "Cancelled",
    paymentStatus: "Failed",
    paymentMethod: "CreditCard",
  }),
];

const ids = (list: Order[]) => list.map((item) => item._id.slice(-1));
const query = (overrides: Partial<OrderQuery>): OrderQuery => ({ ...defaultOrderQuery, ...overrides });

describe("parseOrderQuery", () => {
  it("defaults to no filters, newest first", () => {
    expect(parseOrderQuery(new URLSearchParams())).toEqual(defaultOrderQuery);
  });
  it("reads repeated and comma-separated values, keeps only known ones in a fixed order", () => {
    const params = new URLSearchParams(
      "q=%20handi%20&status=Shipped&status=Processing,Bogus&payment=Paid&method=cod&method=EasyPaisa&sort=highest",
    );
    expect(parseOrderQuery(params)).toEqual({
      search: "handi",
      orderStatus: ["Processing", "Shipped"],
      paymentStatus: ["Paid"],
      paymentMethod: ["EasyPaisa", "cod"],
      sort: "highest",
    });
  });
  it("ignores an unknown sort", () => {
    expect(parseOrderQuery(new URLSearchParams("sort=cheapest")).sort).toBe("newest");
  });
});

describe("hasActiveFilters", () => {
  it("is false for the sort alone and true for any search or filter", () => {
    expect(hasActiveFilters(query({ sort: "oldest" }))).toBe(false);
    expect(hasActiveFilters(query({ search: "x" }))).toBe(true);
    expect(hasActiveFilters(query({ paymentMethod: ["cod"] }))).toBe(true);
  });
});

describe("matchesSearch", () => {
  it("matches _id, orderId, trackingId and item names, case-insensitively", () => {
    expect(matchesSearch(orders[0], "cw-100001")).toBe(true);
    expect(matchesSearch(orders[0], "trkabc")).toBe(true);
    expect(matchesSearch(orders[0], "AAAAAAAAAAAA0000")).toBe(true);
    expect(matchesSearch(orders[0], "classic")).toBe(true);
    expect(matchesSearch(orders[2], "gift set")).toBe(true);
    expect(matchesSearch(orders[0], "karahi")).toBe(false);
  });
});

describe("applyOrderQuery", () => {
  it("sorts newest first by default", () => {
    expect(ids(applyOrderQuery(orders, defaultOrderQuery))).toEqual(["2", "1", "3"]);
  });
  it("sorts by date and by amount", () => {
    expect(ids(applyOrderQuery(orders, query({ sort: "oldest" })))).toEqual(["3", "1", "2"]);
    expect(ids(applyOrderQuery(orders, query({ sort: "highest" })))).toEqual(["3", "1", "2"]);
    expect(ids(applyOrderQuery(orders, query({ sort: "lowest" })))).toEqual(["2", "1", "3"]);
  });
  it("ORs values within a group", () => {
    expect(ids(applyOrderQuery(orders, query({ orderStatus: ["Delivered", "Cancelled"] })))).toEqual(["1", "3"]);
    expect(ids(applyOrderQuery(orders, query({ paymentMethod: ["cod", "JazzCash"] })))).toEqual(["2", "1"]);
  });
  it("ANDs the groups and the search", () => {
    expect(ids(applyOrderQuery(orders, query({ orderStatus: ["Delivered", "Shipped"], paymentStatus: ["Pending"] })))).toEqual(["2"]);
    expect(ids(applyOrderQuery(orders, query({ search: "karahi", paymentStatus: ["Paid"] })))).toEqual([]);
  });
  it("leaves the given list untouched", () => {
    const copy = [...orders];
    applyOrderQuery(orders, query({ sort: "lowest" }));
    expect(orders).toEqual(copy);
  });
});
