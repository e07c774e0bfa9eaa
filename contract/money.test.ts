import { describe, expect, it } from "vitest";
import { formatCharge, formatRupees } from "./money";

describe("formatRupees", () => {
  it("prefixes Rs and groups thousands", () => {
    expect(formatRupees(12500)).toBe("Rs 12,500");
    expect(formatRupees(1500000)).toBe("Rs 1,500,000");
  });
  it("shows two decimals when asked", () => {
    expect(formatRupees(12500, { paisa: true })).toBe("Rs 12,500.00");
    expect(formatRupees(99.5, { paisa: true })).toBe("Rs 99.50");
  });
  it("rounds whole-rupee amounts and keeps the sign", () => {
    expect(formatRupees(0)).toBe("Rs 0");
    expect(formatRupees(-250)).toBe("-Rs 250");
  });
  it("keeps Western digits and the same grouping on Urdu pages", () => {
    expect(formatRupees(1234567, { locale: "ur-PK-u-nu-latn" })).toBe("Rs 1,234,567");
    expect(formatRupees(99.5, { paisa: true, locale: "ur-PK-u-nu-latn" })).toBe("Rs 99.50");
  });
});

describe("formatCharge", () => {
  it("prints fixed charges in the summaries' RS0.00 form", () => {
    expect(formatCharge(0)).toBe("RS0.00");
    expect(formatCharge(9.99)).toBe("RS9.99");
  });
});
