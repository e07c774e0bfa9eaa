import { describe, expect, it } from "vitest";
import { settingsFromForm } from "./settings-form";
import { settingsMessages } from "../../../contract/store-settings";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  const filled = {
    version: "3",
    flatFeeRupees: "200",
    freeFromRupees: "5,000",
    cityOverrides: "Gilgit: 600\nGwadar: not delivered",
    weightOverKg: "",
    weightPerKgRupees: "",
    lowStockThreshold: "5",
    firstOrderLimitRupees: "Rs 45,000",
    newArrivalDays: "14",
    ...fields,
  };
  for (const [name, value] of Object.entries(filled)) data.set(name, value);
  return data;
};

describe("the settings form", () => {
  it("reads every setting as the operator types amounts", () => {
    expect(settingsFromForm(form({})).body).toEqual({
      version: 3,
      deliveryRule: {
        flatFeeRupees: 200,
        freeFromRupees: 5_000,
        cityOverrides: [
          { city: "Gilgit", feeRupees: 600 },
          { city: "Gwadar", feeRupees: null },
        ],
        weightCharge: null,
      },
      lowStockThreshold: 5,
      firstOrderLimitRupees: 45_000,
      newArrivalDays: 14,
    });
    expect(settingsFromForm(form({ firstOrderLimitRupees: "0" })).body?.firstOrderLimitRupees).toBe(0);
  });

  it("refuses a first-order limit that is not whole rupees beside its field, keeping what was typed", () => {
    const refused = settingsFromForm(form({ firstOrderLimitRupees: "thirty thousand", lowStockThreshold: "7" }));
    expect(refused.body).toBeNull();
    expect(refused.errors).toEqual({ firstOrderLimitRupees: settingsMessages.firstOrderLimit });
    expect(refused.values).toMatchObject({ firstOrderLimitRupees: "thirty thousand", lowStockThreshold: "7" });
  });

  it("refuses New Arrivals' days outside 1 to a year, or left empty, beside its field", () => {
    for (const typed of ["0", "366", "a month", "", "7.5"]) {
      const refused = settingsFromForm(form({ newArrivalDays: typed }));
      expect(refused.errors, typed).toEqual({ newArrivalDays: settingsMessages.newArrivalDays });
      expect(refused.values.newArrivalDays).toBe(typed);
    }
  });
});
