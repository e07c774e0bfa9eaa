import { describe, expect, it } from "vitest";
import { storefrontNodeFlags } from "./node-flags.mjs";

describe("storefrontNodeFlags", () => {
  it("caps the heap when the operator says nothing", () => {
    expect(storefrontNodeFlags("")).toEqual(["--max-semi-space-size=8", "--max-old-space-size=256"]);
  });

  it("leaves a flag the operator set in NODE_OPTIONS to them", () => {
    expect(storefrontNodeFlags("--max-old-space-size=1024")).toEqual(["--max-semi-space-size=8"]);
    expect(storefrontNodeFlags("--enable-source-maps --max-semi-space-size=32 --max-old-space-size=2048")).toEqual([]);
  });
});
