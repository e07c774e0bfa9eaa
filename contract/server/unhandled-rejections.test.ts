import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";

// A real process: the handler is process-wide, and the question is whether the process survives.
const script = `
  const { keepRunningOnUnhandledRejections, unhandledRejectionCount } = await import("./contract/server/unhandled-rejections.ts");
  keepRunningOnUnhandledRejections("test");
  keepRunningOnUnhandledRejections("test");
  Promise.reject(new Error("the listening connection was lost", { cause: new Error("read ECONNRESET postgres://shop:hunter2@db/x") }));
  Promise.reject(new Error("write CONNECTION_DESTROYED"));
  setTimeout(() => console.log("still running, counted " + unhandledRejectionCount()), 100);
`;

describe("a failed promise nobody handled", () => {
  it("is logged once with its cause, redacted, and counted; the process keeps running", () => {
    const tsx = createRequire(import.meta.url).resolve("tsx/cli");
    const result = spawnSync(process.execPath, [tsx, "--input-type=module", "-e", script], { encoding: "utf8", timeout: 30_000 });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout).toContain("still running, counted 2");
    expect(result.stderr.match(/the listening connection was lost/g)).toHaveLength(1);
    expect(result.stderr).toContain("caused by: Error: read ECONNRESET");
    expect(result.stderr).not.toContain("hunter2");
  });
});
