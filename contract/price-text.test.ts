import { describe, expect, it } from "vitest";
import { createProductBody, MAX_PRICE_RUPEES, PRICE_RULE } from "./catalogue-admin";

const form = { name: "Sultan Handi", slug: "sultan-handi", description: "Copper.", stock: "4" };
const priceOf = (price: unknown) => {
  const result = createProductBody.safeParse({ ...form, price });
  return result.success ? result.data.price : result.error.issues.find((issue) => issue.path[0] === "price")?.message;
};

describe("a price as an operator types it", () => {
  it("reads plain digits, thousands or lakhs grouped by commas or spaces, and the rupee written before or after", () => {
    for (const typed of [
      "7500",
      "7,500",
      " 7,500 ",
      "7 500",
      "Rs 7,500",
      "Rs. 7,500",
      "rs.7500",
      "RS  7,500",
      "PKR 7,500",
      "₨7,500",
      "Rs 7,500/-",
      "7500.00",
      "۷۵۰۰",
      "Rs\u00a07,500",
    ])
      expect(priceOf(typed), typed).toBe(7_500);
    expect(priceOf("Rs 1,00,000")).toBe(100_000);
    expect(priceOf(7_500)).toBe(7_500);
    expect(priceOf(MAX_PRICE_RUPEES.toLocaleString("en-US"))).toBe(MAX_PRICE_RUPEES);
  });

  it("refuses anything else with the rule, which names both ways of writing it", () => {
    expect(PRICE_RULE).toContain("7,500 or Rs 7,500");
    for (const typed of [
      "",
      "  ",
      "Rs",
      "Rs seven",
      "7.500,00",
      "7,500.50",
      "7,,500",
      "-7,500",
      "Rs -7,500",
      "0",
      "1e4",
      "7500 Rs",
      "$7,500",
      "0x1d4c",
      "Infinity",
      null,
      12.5,
    ])
      expect(priceOf(typed), String(typed)).toBe(PRICE_RULE);
    expect(priceOf((MAX_PRICE_RUPEES + 1).toLocaleString("en-US"))).toBe(PRICE_RULE);
  });
});
