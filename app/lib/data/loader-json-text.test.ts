import { describe, expect, it } from "vitest";
import { fromJsonText, toJsonText } from "./loader-json-text";

describe("JSON texts from loaders", () => {
  it("give back the value, parsed once for every reader of the same text", () => {
    const cards = [{ id: "shahi-copper-handi", name: "Shahi Copper Handi", price: 8500, sizes: ["No. 2", "No. 3"] }];
    const text = toJsonText(cards);
    expect(typeof text).toBe("string");
    const first = fromJsonText(text);
    expect(first).toEqual(cards);
    // Another copy of the same text (the next navigation's data) finds the same value.
    expect(fromJsonText(toJsonText(cards))).toBe(first);
  });

  it("keep only a few parsed texts, and parse a forgotten one again", () => {
    const first = fromJsonText(toJsonText({ page: 0 }));
    for (let page = 1; page <= 40; page++) expect(fromJsonText(toJsonText({ page }))).toEqual({ page });
    const again = fromJsonText(toJsonText({ page: 0 }));
    expect(again).toEqual({ page: 0 });
    expect(again).not.toBe(first);
  });
});
