import { describe, expect, it } from "vitest";
import { askedEmailLanguage, noticeEmailLanguage, orderEmailLanguage, savedEmailLanguage } from "./email-language";

describe("the language of a shopper's email", () => {
  it("after an order step: the saved language, English without one (or with a value no language has)", () => {
    expect([savedEmailLanguage("ur"), savedEmailLanguage("en"), savedEmailLanguage(null), savedEmailLanguage("fr")]).toEqual([
      "ur",
      "en",
      "en",
      "en",
    ]);
  });

  it("after an order step: the saved language first, else the one the order was placed in", () => {
    expect(orderEmailLanguage(null, "ur")).toBe("ur");
    expect(orderEmailLanguage("en", "ur")).toBe("en");
    expect(orderEmailLanguage("ur", null)).toBe("ur");
    expect(orderEmailLanguage(null, null)).toBe("en");
  });

  it("asked for by the owner (reset, password changed): Urdu when the page or the saved language is", () => {
    expect(askedEmailLanguage(null, "ur")).toBe("ur");
    expect(askedEmailLanguage("en", "ur")).toBe("ur");
    expect(askedEmailLanguage("ur", "en")).toBe("ur");
    expect(askedEmailLanguage(null, "en")).toBe("en");
    expect(askedEmailLanguage("en", "en")).toBe("en");
  });

  it("a sign-up notice, which anyone may cause: the owner's saved language first, else the page's", () => {
    expect(noticeEmailLanguage("en", "ur")).toBe("en");
    expect(noticeEmailLanguage("ur", "en")).toBe("ur");
    expect(noticeEmailLanguage(null, "ur")).toBe("ur");
    expect(noticeEmailLanguage(null, "en")).toBe("en");
  });
});
