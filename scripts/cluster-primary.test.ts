import { describe, expect, it } from "vitest";
import { restartPause } from "./cluster-primary.mjs";

describe("the pause before restarting a worker that died", () => {
  it("doubles from 1 s with each death in a row, and stays at 30 s however many follow", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 100].map(restartPause)).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });
});
