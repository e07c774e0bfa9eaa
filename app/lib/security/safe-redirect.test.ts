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

  // The browser resolves dot segments before it follows the path: "/..//evil.example" becomes the
  // protocol-relative "//evil.example", which is another site.
  it.each([
    "/..//evil.example/phish",
    "/.//evil.example",
    "/./..//evil.example",
    "/%2e%2e//evil.example",
    "/..\\/evil.example",
    "/a/../..//evil.example",
  ])("refuses %j, another site once its dot segments are resolved", (value) => {
    expect(safeRedirect(value)).toBe("/home");
  });

  it("keeps a same-site path written with dot segments, resolved", () => {
    expect(safeRedirect("/a/../profile?tab=orders")).toBe("/profile?tab=orders");
    expect(safeRedirect("/./cart")).toBe("/cart");
  });

  it("does not loop back to the sign-in pages", () => {
    expect(safeRedirect("/sign-in?redirect_url=/cart")).toBe("/home");
    expect(safeRedirect("/./sign-up")).toBe("/home");
  });
});
