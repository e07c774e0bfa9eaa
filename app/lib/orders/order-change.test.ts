import { describe, expect, it } from "vitest";
import { formFieldName } from "./order-change";

describe("a backend field name", () => {
  it("becomes the change form's name", () => {
    expect(formFieldName("lines.0.quantity")).toBe("lines[0].quantity");
    expect(formFieldName("lines.12")).toBe("lines[12]");
    expect(formFieldName("phone")).toBe("phone");
  });
});
