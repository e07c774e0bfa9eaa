import { describe, expect, it } from "vitest";
import { formatDateTime, formatShortDate } from "./dates";

describe("formatShortDate", () => {
  it("shows the short month, day and year", () => {
    expect(formatShortDate("2025-01-05T10:00:00.000Z")).toBe("Jan 5, 2025");
    expect(formatShortDate(new Date("2024-12-31T12:00:00Z"))).toBe("Dec 31, 2024");
  });
  it("uses Pakistan's calendar day", () => {
    // 20:30 UTC on the 31st is already 1:30 on the 1st in Karachi (UTC+5).
    expect(formatShortDate("2024-12-31T20:30:00Z")).toBe("Jan 1, 2025");
  });
  it("answers nothing for a missing or unreadable date", () => {
    expect(formatShortDate(undefined)).toBe("");
    expect(formatShortDate(null)).toBe("");
    expect(formatShortDate("")).toBe("");
    expect(formatShortDate("not a date")).toBe("");
  });
});

describe("formatDateTime", () => {
  it("shows the day and the time in Karachi", () => {
    expect(formatDateTime("2024-12-31T20:30:00Z")).toBe("Jan 1, 2025, 1:30 AM");
  });
  it("says the time of day before a 12-hour clock in Urdu", () => {
    expect(formatDateTime("2024-12-31T09:59:00Z", "ur")).toBe("31 دسمبر، 2024، دوپہر 2:59");
    expect(formatDateTime("2024-12-31T20:30:00Z", "ur")).toBe("1 جنوری، 2025، رات 1:30");
    expect(formatDateTime("2024-12-31T04:05:00Z", "ur")).toBe("31 دسمبر، 2024، صبح 9:05");
    expect(formatDateTime("2024-12-31T13:00:00Z", "ur")).toBe("31 دسمبر، 2024، شام 6:00");
  });
  it("answers nothing for a missing or unreadable date", () => {
    expect(formatDateTime(null)).toBe("");
    expect(formatDateTime("nope")).toBe("");
  });
});
