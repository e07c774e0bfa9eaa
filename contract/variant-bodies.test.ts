import { describe, expect, it } from "vitest";
import { PRICE_RULE } from "./catalogue-admin";
import { variantInput } from "./variant-bodies";

const priceOf = (price: unknown, compareAtPrice?: unknown) => variantInput.safeParse({ label: "No. 5", price, compareAtPrice });

describe("a size's price", () => {
  it("reads what the product's price reads: grouped digits, Rs, PKR, /- and Urdu digits", () => {
    for (const [typed, rupees] of [
      ["7,500", 7500],
      ["Rs 7,500", 7500],
      ["Rs. 7,500/-", 7500],
      ["PKR 1,00,000", 100000],
      ["۷۵۰۰", 7500],
      [12900, 12900],
    ] as const) {
      expect(priceOf(typed).data?.price, String(typed)).toBe(rupees);
    }
  });

  it("refuses what is not a price of at least one rupee with the product's rule, the compare-at price too", () => {
    for (const typed of ["", "0", "1e4", "7,,500", "Rs lots", -5, 0, 10_000_001]) {
      const result = priceOf(typed);
      expect(result.success, String(typed)).toBe(false);
      expect(result.error?.flatten().fieldErrors.price, String(typed)).toEqual([PRICE_RULE]);
    }
    expect(priceOf("7,500", "1e4").error?.flatten().fieldErrors.compareAtPrice).toEqual([PRICE_RULE]);
    expect(priceOf("7,500", "Rs 9,000").data?.compareAtPrice).toBe(9000);
  });
});
