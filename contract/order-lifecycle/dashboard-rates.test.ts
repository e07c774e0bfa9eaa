import { describe, expect, it } from "vitest";
import { othersLabel, refusalRateText, shareText } from "./dashboard-rates";

describe("the dashboard's rates as the page words them", () => {
  it("writes a share of the orders messaged as “x of y (z%)”, to the nearest whole percent", () => {
    expect(shareText(12, 40)).toBe("12 of 40 (30%)");
    expect(shareText(1, 3)).toBe("1 of 3 (33%)");
    expect(shareText(2, 3)).toBe("2 of 3 (67%)");
    expect(shareText(0, 5)).toBe("0 of 5 (0%)");
  });

  it("shows no rate where nothing shipped, and names the rows summed up", () => {
    expect(refusalRateText(null)).toBe("—");
    expect(refusalRateText(0)).toBe("0%");
    expect(refusalRateText(150)).toBe("150%");
    expect(othersLabel(1, "city")).toBe("Other city (1)");
    expect(othersLabel(4, "city")).toBe("Other cities (4)");
    expect(othersLabel(2, "courier")).toBe("Other couriers (2)");
  });
});
