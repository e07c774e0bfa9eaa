import { describe, expect, it } from "vitest";
import { hasNumberOrLandmark, riskSignalsOf, type RiskFacts } from "./risk";

const calm: RiskFacts = {
  blocked: false,
  refused: 0,
  cancelled: 0,
  openOrders: 1,
  delivered: 3,
  totalPaisa: 500_000,
  firstOrderLimitRupees: 30_000,
  street: "House 12, Street 4, G-9/2",
  listedCity: true,
};

describe("risk signals", () => {
  it("finds a number or a landmark in English, Roman Urdu and Urdu script, and Urdu digits", () => {
    expect(hasNumberOrLandmark("Mohallah Rehmatpura, opposite Gulberg market")).toBe(true);
    expect(hasNumberOrLandmark("Ghalla mandi, nazd sabzi mandi")).toBe(true);
    expect(hasNumberOrLandmark("محلہ رحمت پورہ، جامع مسجد کے سامنے")).toBe(true);
    expect(hasNumberOrLandmark("مکان ۱۲، گلی ۴")).toBe(true);
    expect(hasNumberOrLandmark("Mohallah Rehmatpura Chiniot")).toBe(false);
    // "nearby" is not the word "near".
    expect(hasNumberOrLandmark("Nearbyville Colony")).toBe(false);
  });

  it("flags a first order over the limit only when nothing of the phone was delivered and the limit is on", () => {
    expect(riskSignalsOf(calm)).toEqual([]);
    const first = { ...calm, delivered: 0, totalPaisa: 3_000_001 };
    expect(riskSignalsOf(first)).toEqual([{ code: "large-first-order", totalPaisa: 3_000_001, limitRupees: 30_000 }]);
    expect(riskSignalsOf({ ...first, totalPaisa: 3_000_000 })).toEqual([]);
    expect(riskSignalsOf({ ...first, firstOrderLimitRupees: 0 })).toEqual([]);
  });

  it("says a short address once, and a town off the list", () => {
    expect(riskSignalsOf({ ...calm, street: "Shop" }).map((signal) => signal.code)).toEqual(["short-address"]);
    expect(riskSignalsOf({ ...calm, street: "Mohallah Rehmatpura", listedCity: false }).map((signal) => signal.code)).toEqual([
      "no-landmark",
      "town-off-list",
    ]);
  });
});
