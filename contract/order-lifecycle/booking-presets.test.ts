import { describe, expect, it } from "vitest";
import { bookingFields, bookingPresets } from "./booking-files";
import {
  bookingPresetBody,
  bookingPresetMessages,
  bookingPresetResetBody,
  bookingPresetSchema,
  MAX_BOOKING_HEADER_LENGTH,
  suggestedHeader,
} from "./booking-presets";
import { couriers } from "./couriers";

const body = (columns: unknown, extra: Record<string, unknown> = {}) => ({
  courier: "TCS",
  version: 0,
  weightUnit: "kg",
  columns,
  ...extra,
});

/** Each issue's path and message, as the backend answers them field by field. */
function issuesOf(input: unknown) {
  const parsed = bookingPresetBody.safeParse(input);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]));
}

describe("the booking preset schema", () => {
  it("accepts every courier's default preset as it is (a reset is always a preset the operator could save)", () => {
    for (const courier of couriers) expect(bookingPresetSchema.parse(bookingPresets[courier])).toEqual(bookingPresets[courier]);
  });

  it("keeps the columns in the order given, headers trimmed, any script", () => {
    const parsed = bookingPresetBody.parse(
      body([
        { field: "weight", header: "  Weight (g) " },
        { field: "reference", header: "آرڈر نمبر" },
      ]),
    );
    expect(parsed.columns).toEqual([
      { field: "weight", header: "Weight (g)" },
      { field: "reference", header: "آرڈر نمبر" },
    ]);
  });

  it("asks for at least one column, each field once and each header its own", () => {
    expect(issuesOf(body([]))).toEqual({ columns: bookingPresetMessages.noColumns });
    expect(issuesOf(body(undefined))).toEqual({ columns: bookingPresetMessages.noColumns });
    expect(
      issuesOf(
        body([
          { field: "city", header: "City" },
          { field: "city", header: "Town" },
          { field: "address", header: "CITY" },
        ]),
      ),
    ).toEqual({ "columns.1.field": bookingPresetMessages.fieldTwice, "columns.2.header": bookingPresetMessages.headerTaken });
    const everyFieldAndOneMore = [...bookingFields, "city"].map((field, index) => ({ field, header: `H${index}` }));
    expect(issuesOf(body(everyFieldAndOneMore))).toMatchObject({ columns: bookingPresetMessages.fieldTwice });
    expect(issuesOf(body([{ field: "email", header: "Email" }]))).toEqual({ "columns.0.field": bookingPresetMessages.field });
  });

  it("refuses an empty or long header, one over several lines, and one a spreadsheet would run as a formula", () => {
    const headerIssue = (header: unknown) => issuesOf(body([{ field: "instructions", header }]))["columns.0.header"];
    expect(headerIssue(" ")).toBe(bookingPresetMessages.header);
    expect(headerIssue(undefined)).toBe(bookingPresetMessages.header);
    expect(headerIssue(12)).toBe(bookingPresetMessages.header);
    expect(headerIssue("x".repeat(MAX_BOOKING_HEADER_LENGTH))).toBeUndefined();
    expect(headerIssue("x".repeat(MAX_BOOKING_HEADER_LENGTH + 1))).toBe(bookingPresetMessages.headerLength);
    for (const header of ["Special\ninstructions", "Special\tinstructions", "Notes\u0007"])
      expect(headerIssue(header), header).toBe(bookingPresetMessages.headerOneLine);
    for (const header of ["=1+1", "+92", "-Notes", "@SUM(A1)", "  =cmd|' /C calc'!A0"])
      expect(headerIssue(header), header).toBe(bookingPresetMessages.headerFormula);
    // Inside a header they are words: "COD Amount (=total)", "E-mail", "Pieces @ 1".
    for (const header of ["COD Amount (=total)", "E-mail", "Pieces @ 1"]) expect(headerIssue(header), header).toBeUndefined();
  });

  it("names the courier, the unit and the version the operator saw", () => {
    const columns = [{ field: "reference", header: "Ref" }];
    expect(issuesOf(body(columns, { weightUnit: "lb" }))).toEqual({ weightUnit: bookingPresetMessages.weightUnit });
    expect(Object.keys(issuesOf(body(columns, { courier: "DHL" })))).toEqual(["courier"]);
    expect(issuesOf(body(columns, { version: -1 }))).toEqual({ version: bookingPresetMessages.version });
    expect(issuesOf(body(columns, { version: 1.5 }))).toEqual({ version: bookingPresetMessages.version });
    expect(bookingPresetResetBody.parse({ courier: "M&P", version: "3" })).toEqual({ courier: "M&P", version: 3 });
    expect(bookingPresetResetBody.safeParse({ courier: "M&P" }).success).toBe(false);
  });
});

describe("suggestedHeader", () => {
  it("is the courier's own name for a field, or the generic preset's when the courier's sheet has none", () => {
    expect(suggestedHeader("TCS", "phone")).toBe("Consignee Mobile No");
    expect(suggestedHeader("PostEx", "weight")).toBe("Weight (kg)");
    for (const courier of couriers) for (const field of bookingFields) expect(suggestedHeader(courier, field)).not.toBe("");
  });
});
