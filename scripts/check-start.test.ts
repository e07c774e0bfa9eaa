import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { CONFIGURATION_EXIT_CODE } from "./exit-codes.mjs";

const scratch = mkdtempSync(join(tmpdir(), "cookware-check-start-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The process manager's check before the server (ExecStartPre), with these settings. */
function checkStart(env: Record<string, string>) {
  return spawnSync(process.execPath, ["scripts/check-start.mjs"], {
    env: { ...process.env, DATA_DIR: join(scratch, "data"), SITE_URL: "https://cookware.example", ...env },
    encoding: "utf8",
    timeout: 30_000,
  });
}

/** A build folder with a server entry but no record of its sources: stale whatever the code is. */
function unrecordedBuild() {
  const buildDir = join(scratch, "unrecorded-build");
  mkdirSync(join(buildDir, "server"), { recursive: true });
  writeFileSync(join(buildDir, "server/index.js"), "// built\n");
  return buildDir;
}

describe("the check a process manager runs before the server", () => {
  it("stops with the configuration exit code, naming a bad setting", () => {
    const result = checkStart({ PORT: "abc", BUILD_DIR: unrecordedBuild() });
    expect(result.status).toBe(CONFIGURATION_EXIT_CODE);
    expect(result.stderr).toContain("PORT");
  });

  it("stops when there is no build, saying what to run, and builds nothing", () => {
    const buildDir = join(scratch, "no-build-here");
    const result = checkStart({ BUILD_DIR: buildDir });
    expect(result.status).toBe(CONFIGURATION_EXIT_CODE);
    expect(result.stderr).toContain("npm run build");
    expect(result.stdout).not.toContain("building");
  });

  it("lets a build older than the code serve, warning that it is", () => {
    const result = checkStart({ BUILD_DIR: unrecordedBuild() });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toContain("the code changed since the last build");
  });
});
