import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { CONFIGURATION_EXIT_CODE } from "./exit-codes.mjs";

function start(env: Record<string, string>) {
  return spawnSync(process.execPath, ["scripts/start.mjs"], {
    env: { ...process.env, ...env, DATA_DIR: "test-results/start-test-data" },
    encoding: "utf8",
    timeout: 30_000,
  });
}

describe("npm start with a bad setting", () => {
  it("stops before serving and names PORT", () => {
    const result = start({ PORT: "abc" });
    expect(result.status).toBe(CONFIGURATION_EXIT_CODE);
    expect(result.stderr).toContain("PORT");
    expect(result.stderr).toContain('got "abc"');
  });

  it("names each bad variable it finds", () => {
    const result = start({ PORT: "3000", BACKEND_TIMEOUT_MS: "-5", DATABASE_URL: "mysql://nope" });
    expect(result.status).toBe(CONFIGURATION_EXIT_CODE);
    expect(result.stderr).toContain("BACKEND_TIMEOUT_MS");
    expect(result.stderr).toContain("DATABASE_URL");
  });

  it("refuses several processes on the embedded database, which opens in one only", () => {
    const result = start({ WEB_CONCURRENCY: "2", DATABASE_URL: "", BACKEND_URL: "" });
    expect(result.status).toBe(CONFIGURATION_EXIT_CODE);
    expect(result.stderr).toContain("WEB_CONCURRENCY");
    expect(result.stderr).toContain("DATABASE_URL");
  });
});
