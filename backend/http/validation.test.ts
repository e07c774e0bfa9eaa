import { describe, expect, it } from "vitest";
import { z } from "zod";
import { ApiError } from "./errors";
import { parseInput } from "./validation";

describe("parseInput", () => {
  const schema = z.object({ alt: z.string() });

  it("refuses text PostgreSQL cannot store, a NUL or half a surrogate pair, in values and keys, with a 400", () => {
    for (const input of [{ alt: "a\u0000b" }, { alt: "\ud800<script>" }, { alt: "x\udc00" }, { ["\ud83d"]: "key" }, { alt: ["\udbff"] }]) {
      expect(() => parseInput(schema, input), JSON.stringify(input)).toThrow(ApiError);
      try {
        parseInput(schema, input);
      } catch (error) {
        expect((error as ApiError).status).toBe(400);
      }
    }
  });

  it("takes whole characters, including those written as surrogate pairs", () => {
    expect(parseInput(schema, { alt: "Handi 🍲 ہانڈی" })).toEqual({ alt: "Handi 🍲 ہانڈی" });
  });
});
