import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { buildState, recordFingerprint, sourceFingerprint } from "./build-freshness.mjs";

let root: string;
const buildDir = () => join(root, "build");

/** A project with one source file and a build made from it. */
function builtProject() {
  mkdirSync(join(root, "app/routes"), { recursive: true });
  writeFileSync(join(root, "app/routes/home.tsx"), "export default function Home() {}\n");
  mkdirSync(join(buildDir(), "server"), { recursive: true });
  writeFileSync(join(buildDir(), "server/index.js"), "// built\n");
  recordFingerprint(buildDir(), sourceFingerprint(root)!);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cookware-build-freshness-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

it("calls a build made from the sources as they are current", () => {
  builtProject();
  expect(buildState(buildDir(), root)).toBe("current");
});

it("calls it stale once a source changes, a source is added or the lockfile changes", () => {
  builtProject();
  writeFileSync(join(root, "app/routes/home.tsx"), "export default function Home() { return null; }\n");
  expect(buildState(buildDir(), root)).toBe("stale");

  builtProject();
  mkdirSync(join(root, "contract"));
  writeFileSync(join(root, "contract/limits.ts"), "export const MAX = 1;\n");
  expect(buildState(buildDir(), root)).toBe("stale");

  builtProject();
  writeFileSync(join(root, "package-lock.json"), "{}\n");
  expect(buildState(buildDir(), root)).toBe("stale");
});

it("needs no rebuild when only a test changes", () => {
  builtProject();
  writeFileSync(join(root, "app/routes/home.test.tsx"), "it.todo('home');\n");
  expect(buildState(buildDir(), root)).toBe("current");
});

it("calls a build that recorded no sources stale, and a missing one missing", () => {
  expect(buildState(buildDir(), root)).toBe("missing");
  builtProject();
  rmSync(join(buildDir(), "source-fingerprint"));
  expect(buildState(buildDir(), root)).toBe("stale");
});

it("serves a build copied without its sources as it is", () => {
  builtProject();
  rmSync(join(root, "app"), { recursive: true });
  expect(buildState(buildDir(), root)).toBe("current");
});
