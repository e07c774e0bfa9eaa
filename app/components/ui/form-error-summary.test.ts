import { describe, expect, it } from "vitest";
import { summaryLines } from "./form-error-summary";

describe("summaryLines", () => {
  it("says the form's own errors first, without a link, then each field's, linked to it, in the order given", () => {
    const lines = summaryLines(
      ["This order changed since you opened it"],
      [
        { id: "contact-fullName", errors: ["Enter your full name"] },
        { id: "contact-email" },
        { id: "contact-message", errors: ["Please enter a message", "Use at most 2000 characters"] },
      ],
    );
    expect(lines).toEqual([
      { message: "This order changed since you opened it" },
      { message: "Enter your full name", fieldId: "contact-fullName" },
      { message: "Please enter a message", fieldId: "contact-message" },
      { message: "Use at most 2000 characters", fieldId: "contact-message" },
    ]);
  });

  it("has no line when nothing is wrong", () => {
    expect(summaryLines(undefined, [{ id: "sign-up-email", errors: [] }])).toEqual([]);
  });
});
