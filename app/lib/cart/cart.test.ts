import { describe, expect, it } from "vitest";
import { cartLineKey, cartTotals, lineTotal } from "./cart";
import { defaultDeliveryRule } from "../../../contract/delivery-fee";
import { formatCharge, formatRupees } from "../../../contract/money";

describe("cartTotals", () => {
  const delivery = { rule: defaultDeliveryRule, city: "Lahore" };

  it("sums price times quantity, free delivery from Rs 5,000, no tax", () => {
    const totals = cartTotals(
      [
        { price: 8500, quantity: 2 },
        { price: 1600, quantity: 1 },
      ],
      delivery,
    );
    expect(totals).toEqual({ itemCount: 3, subtotal: 18600, shipping: 0, tax: 0, total: 18600, remainingForFree: 0 });
    expect(formatRupees(totals.total)).toBe("Rs 18,600");
    expect(formatCharge(totals.shipping!)).toBe("RS0.00");
    expect(formatCharge(totals.tax)).toBe("RS0.00");
  });

  it("adds the delivery fee below the threshold, and says how much more makes it free", () => {
    const totals = cartTotals([{ price: 2200, quantity: 1 }], delivery);
    expect(totals).toEqual({ itemCount: 1, subtotal: 2200, shipping: 200, tax: 0, total: 2400, remainingForFree: 2800 });
  });

  it("leaves the fee out where the rule does not deliver", () => {
    const rule = { ...defaultDeliveryRule, cityOverrides: [{ city: "Gwadar", feeRupees: null }] };
    expect(cartTotals([{ price: 2200, quantity: 1 }], { rule, city: "Gwadar" })).toMatchObject({ shipping: null, total: 2200 });
  });

  it("adds paisa exactly", () => {
    expect(
      cartTotals([
        { price: 0.1, quantity: 3 },
        { price: 0.2, quantity: 1 },
      ]).total,
    ).toBe(0.5);
    expect(lineTotal({ price: 19.99, quantity: 3 })).toBe(59.97);
  });

  it("is zero for an empty cart", () => {
    expect(cartTotals([])).toEqual({ itemCount: 0, subtotal: 0, shipping: 0, tax: 0, total: 0, remainingForFree: null });
  });
});

describe("cartLineKey", () => {
  it("tells lines of one product apart by size", () => {
    expect(cartLineKey("handi", "No. 2")).not.toBe(cartLineKey("handi", "No. 3"));
    expect(cartLineKey("handi", null)).toBe(cartLineKey("handi", ""));
  });
});
