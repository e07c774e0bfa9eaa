import { describe, expect, it } from "vitest";
import { business } from "./business";
import { deliveryBusinessDays } from "./delivery";

describe("deliveryBusinessDays", () => {
  it("gives a major city, in any case and spacing, the short window", () => {
    expect(deliveryBusinessDays("Lahore")).toBe(business.deliveryBusinessDays.majorCities);
    expect(deliveryBusinessDays("  kArAcHi ")).toBe(business.deliveryBusinessDays.majorCities);
  });

  it("gives every other place the longer window", () => {
    expect(deliveryBusinessDays("Chitral")).toBe(business.deliveryBusinessDays.elsewhere);
    expect(deliveryBusinessDays("")).toBe(business.deliveryBusinessDays.elsewhere);
  });
});
