import { describe, expect, it } from "vitest";
import {
  defaultDeliveryRule,
  deliveryFeePaisa,
  deliveryRuleMessages,
  type DeliveryRule,
  freeDeliveryRemainingPaisa,
  listedCity,
} from "./delivery-fee";
import { deliveryRuleSchema } from "./delivery-rule-schema";

const rule: DeliveryRule = {
  flatFeeRupees: 200,
  freeFromRupees: 5_000,
  cityOverrides: [
    { city: "Gilgit", feeRupees: 600 },
    { city: "Turbat", feeRupees: null },
  ],
  weightCharge: { overKg: 10, perKgRupees: 50 },
};
const fee = (subtotalRupees: number, city: string | null, weightGrams = 0) =>
  deliveryFeePaisa(rule, { subtotalPaisa: subtotalRupees * 100, city, weightGrams });

describe("deliveryFeePaisa", () => {
  it("charges the policy's Rs 200 below Rs 5,000 and nothing from Rs 5,000 by default", () => {
    const at = (rupees: number) => deliveryFeePaisa(defaultDeliveryRule, { subtotalPaisa: rupees * 100, city: null, weightGrams: 0 });
    expect(at(2_200)).toBe(20_000);
    expect(at(4_999.99)).toBe(20_000);
    expect(at(5_000)).toBe(0);
    expect(at(12_900)).toBe(0);
  });

  it("gives an overridden city its own fee on every order, and refuses a city not delivered to", () => {
    expect(fee(2_000, "Gilgit")).toBe(60_000);
    expect(fee(9_000, " gilgit ")).toBe(60_000);
    expect(fee(9_000, "Turbat")).toBeNull();
  });

  it("charges unlisted towns, Other and an unknown city the default fee", () => {
    expect(fee(2_000, "Chak 45")).toBe(20_000);
    expect(fee(2_000, "Other")).toBe(20_000);
    expect(fee(6_000, null)).toBe(0);
  });

  it("adds the charge per kilogram, or part of one, over the weight", () => {
    expect(fee(6_000, "Lahore", 10_000)).toBe(0);
    expect(fee(6_000, "Lahore", 10_001)).toBe(5_000);
    expect(fee(2_000, "Lahore", 12_500)).toBe(20_000 + 3 * 5_000);
    expect(fee(2_000, "Gilgit", 11_000)).toBe(60_000 + 5_000);
  });

  it("never makes delivery free without a threshold", () => {
    expect(deliveryFeePaisa({ ...rule, freeFromRupees: null }, { subtotalPaisa: 1e9, city: "Lahore", weightGrams: 0 })).toBe(20_000);
  });
});

describe("freeDeliveryRemainingPaisa", () => {
  it("says how much more makes delivery free, and nothing where more spending does not", () => {
    expect(freeDeliveryRemainingPaisa(rule, { subtotalPaisa: 220_000, city: "Lahore" })).toBe(280_000);
    expect(freeDeliveryRemainingPaisa(rule, { subtotalPaisa: 600_000, city: null })).toBe(0);
    expect(freeDeliveryRemainingPaisa(rule, { subtotalPaisa: 220_000, city: "Gilgit" })).toBeNull();
    expect(freeDeliveryRemainingPaisa({ ...rule, freeFromRupees: null }, { subtotalPaisa: 0, city: null })).toBeNull();
  });
});

describe("deliveryRuleSchema", () => {
  const issues = (value: unknown) => {
    const result = deliveryRuleSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("keeps a valid rule, naming cities as the list does", () => {
    const parsed = deliveryRuleSchema.parse({ ...rule, cityOverrides: [{ city: "gilgit", feeRupees: 600 }] });
    expect(parsed.cityOverrides).toEqual([{ city: "Gilgit", feeRupees: 600 }]);
  });

  it("refuses negative amounts, a threshold below zero, cities not on the list, twice the same city, weights over 100 kg", () => {
    expect(issues({ ...rule, flatFeeRupees: -1 })).toEqual([["flatFeeRupees", deliveryRuleMessages.flatFee]]);
    expect(issues({ ...rule, freeFromRupees: -5 })).toEqual([["freeFromRupees", deliveryRuleMessages.freeFrom]]);
    expect(issues({ ...rule, cityOverrides: [{ city: "Atlantis", feeRupees: 1 }] })).toEqual([
      ["cityOverrides.0.city", deliveryRuleMessages.city],
    ]);
    expect(
      issues({
        ...rule,
        cityOverrides: [
          { city: "Quetta", feeRupees: 1 },
          { city: "quetta", feeRupees: null },
        ],
      }),
    ).toEqual([["cityOverrides.1.city", deliveryRuleMessages.duplicateCity]]);
    expect(issues({ ...rule, weightCharge: { overKg: 101, perKgRupees: 5 } })).toEqual([
      ["weightCharge.overKg", deliveryRuleMessages.overKg],
    ]);
  });

  it("matches listed cities whatever their case and spacing", () => {
    expect(listedCity("  rahim   yar KHAN ")).toBe("Rahim Yar Khan");
    expect(listedCity("Other")).toBeNull();
  });
});
