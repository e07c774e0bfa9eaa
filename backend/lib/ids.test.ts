import { describe, expect, it } from "vitest";
import { formatOrderNumber, newId, newTrackingId, parseOrderNumber } from "./ids";

describe("ids", () => {
  it("makes 24-hex ids and readable tracking ids", () => {
    expect(newId()).toMatch(/^[0-9a-f]{24}$/);
    expect(newTrackingId()).toMatch(/^TRK[A-Z2-9]{10}$/);
  });

  it("formats and parses order numbers", () => {
    expect(formatOrderNumber(100001)).toBe("CW-100001");
    expect(formatOrderNumber(42)).toBe("CW-000042");
    expect(parseOrderNumber("CW-100001")).toBe(100001);
    expect(parseOrderNumber("cw-000042")).toBe(42);
    expect(parseOrderNumber("100001")).toBeNull();
    expect(parseOrderNumber("CW-")).toBeNull();
  });
});
