import { describe, expect, it } from "vitest";
import { en } from "~/locales/en";
import { ur } from "~/locales/ur";
import { isolateNumbers } from "./isolate-numbers";
import { plural } from "./plural";
import { fill } from "./use-strings";

describe("plural forms, as i18next's _one and _other keys", () => {
  it("say one product and many products in Urdu, and keep the spec's English for both", () => {
    const count = (language: "en" | "ur", total: number) =>
      fill(plural(language === "en" ? en.listing : ur.listing, "count", total, language), { count: total });
    expect(count("ur", 1)).toBe("پروڈکٹ: 1");
    expect(count("ur", 12)).toBe("مصنوعات: 12");
    expect(count("ur", 0)).toBe("مصنوعات: 0");
    expect(count("en", 1)).toBe("Showing 1 product(s)");
    expect(count("en", 12)).toBe("Showing 12 product(s)");
  });
});

describe("numbers inside Urdu sentences", () => {
  it("sets phones, ranges, times and percentages in left-to-right isolates, and leaves lone numbers and placeholders", () => {
    const ltr = (text: string) => `\u2066${text}\u2069`;
    expect(isolateNumbers("جیسے 0300 1234567")).toBe(`جیسے ${ltr("0300 1234567")}`);
    expect(isolateNumbers("ہم سے +92 300 1234567 پر")).toBe(`ہم سے ${ltr("+92 300 1234567")} پر`);
    expect(isolateNumbers("میں 2-3 کاروباری دن")).toBe(`میں ${ltr("2-3")} کاروباری دن`);
    expect(isolateNumbers("چھوٹا (2–5)")).toBe(`چھوٹا (${ltr("2–5")})`);
    expect(isolateNumbers("صبح 9:00 تا رات 8:00")).toBe(`صبح ${ltr("9:00")} تا رات ${ltr("8:00")}`);
    expect(isolateNumbers("200% تک")).toBe(`${ltr("200%")} تک`);
    expect(isolateNumbers("5 میں سے {{rating}}، 15 اور 18 پیس")).toBe("5 میں سے {{rating}}، 15 اور 18 پیس");
  });

  it("are isolated in the Urdu catalogue as it loads", () => {
    expect(ur.profile.phoneHint).toContain("\u20660300 1234567\u2069");
    expect(ur.listing["filter.small"]).toContain("\u20662–5\u2069");
  });
});
