import { describe, expect, it } from "vitest";
import { orderItemLine, orderLineKey, orderNumberLabel, orderPath, orderRowKey } from "./orders";

describe("orderNumberLabel", () => {
  it("shows the orderId, or # and the last 8 characters of _id", () => {
    expect(orderNumberLabel({ _id: "65a1b2c3d4e5f60718293a4b", orderId: "CW-100001" })).toBe("CW-100001");
    expect(orderNumberLabel({ _id: "65a1b2c3d4e5f60718293a4b", orderId: null })).toBe("#18293a4b");
  });
});

describe("orderItemLine", () => {
  it("shows quantity × name, with the size as recorded", () => {
    expect(orderItemLine({ product: { name: "Classic Handi" }, quantity: 2 })).toBe("2 × Classic Handi");
    expect(orderItemLine({ product: { name: "Karahi" }, quantity: 1, size: "28cm" })).toBe("1 × Karahi (28cm)");
    expect(orderItemLine({ product: null, name: "Gift Set", quantity: 3, size: "" })).toBe("3 × Gift Set");
  });
});

describe("orderPath", () => {
  it("links by order number, or by _id when there is none", () => {
    expect(orderPath({ _id: "abc", orderId: "CW-100001" })).toBe("/orders/CW-100001");
    expect(orderPath({ _id: "abc", orderId: null })).toBe("/orders/abc");
  });
});

describe("row and line keys", () => {
  it("key a history row by the order's id", () => {
    expect(orderRowKey({ _id: "65a1b2c3d4e5f60718293a4b" })).toBe("65a1b2c3d4e5f60718293a4b");
  });
  it("key an order's line by its id, or by its place when it has none", () => {
    expect(orderLineKey({ _id: "line-1" }, 0)).toBe("line-1");
    expect(orderLineKey({}, 2)).toBe("2");
  });
});
