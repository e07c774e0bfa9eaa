import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect", () => {
  it("keeps same-site paths with their query", () => {
    expect(safeRedirect("/products?category=handi")).toBe("/products?category=handi");
    expect(safeRedirect("/profile")).toBe("/profile");
  });

  it.each([
    "https://evil.example/",
    "//evil.example/path",
    "/\\evil.example",
    "http:/evil",
    "javascript:alert(1)",
    "",
    null,
    undefined,
    "/\tx",
  ])("refuses %j", (value) => {
    expect(safeRedirect(value)).toBe("/home");
  });

  it("does not loop back to the sign-in pages", () => {
    expect(safeRedirect("/sign-in?redirect_url=/cart")).toBe("/home");
  });
});
