import { describe, expect, it } from "vitest";
import { storefrontEnvironment, storefrontNodeFlags } from "./node-flags.mjs";

describe("storefrontNodeFlags", () => {
  it("caps the heap when the operator says nothing", () => {
    expect(storefrontNodeFlags("")).toEqual(["--max-semi-space-size=8", "--max-old-space-size=256"]);
  });

  it("leaves a flag the operator set in NODE_OPTIONS to them", () => {
    expect(storefrontNodeFlags("--max-old-space-size=1024")).toEqual(["--max-semi-space-size=8"]);
    expect(storefrontNodeFlags("--enable-source-maps --max-semi-space-size=32 --max-old-space-size=2048")).toEqual([]);
  });
});

describe("storefrontEnvironment", () => {
  it("limits glibc's malloc to two arenas and a fixed mmap threshold, and keeps the rest of the environment", () => {
    expect(storefrontEnvironment({ NODE_ENV: "production", PORT: "3000" })).toEqual({
      NODE_ENV: "production",
      PORT: "3000",
      MALLOC_ARENA_MAX: "2",
      MALLOC_MMAP_THRESHOLD_: "131072",
    });
  });

  it("leaves an operator's own MALLOC_ARENA_MAX and MALLOC_MMAP_THRESHOLD_ to them", () => {
    const environment = storefrontEnvironment({ NODE_ENV: "production", MALLOC_ARENA_MAX: "8", MALLOC_MMAP_THRESHOLD_: "65536" });
    expect([environment.MALLOC_ARENA_MAX, environment.MALLOC_MMAP_THRESHOLD_]).toEqual(["8", "65536"]);
  });
});
