import { describe, expect, it } from "vitest";
import { createTypeAhead, TYPE_AHEAD_RESET_MS, typeAheadIndex } from "./disclosure-menu";

const labels = [
  "All Products",
  "Handi",
  "Karahi",
  "Gift Sets",
  "Open Cookware",
  "Non-Stick",
  "Marble Coated",
  "Steel Handle",
  "Glass Lid",
  "15-Piece Sets",
  "18-Piece Sets",
];

describe("typeAheadIndex", () => {
  it("moves to the first label starting with the typed text", () => {
    expect(typeAheadIndex(labels, "m", -1)).toBe(6);
    expect(typeAheadIndex(labels, "gl", 0)).toBe(8);
    expect(typeAheadIndex(labels, "18", 9)).toBe(10);
  });

  it("cycles through labels with the same first letter when the letter is repeated", () => {
    expect(typeAheadIndex(labels, "g", -1)).toBe(3);
    expect(typeAheadIndex(labels, "gg", 3)).toBe(8);
    expect(typeAheadIndex(labels, "ggg", 8)).toBe(3);
  });

  it("answers -1 when nothing matches", () => {
    expect(typeAheadIndex(labels, "z", 0)).toBe(-1);
    expect(typeAheadIndex([], "a", -1)).toBe(-1);
  });
});

describe("createTypeAhead", () => {
  it("collects keys typed within a second and starts over after a pause", () => {
    let now = 0;
    const type = createTypeAhead(() => now);
    expect(type("G")).toBe("g");
    now += 300;
    expect(type("l")).toBe("gl");
    now += TYPE_AHEAD_RESET_MS + 1;
    expect(type("h")).toBe("h");
  });
});
