import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  carryOverAssets,
  EARLIER_RELEASES_KEPT,
  newReleaseDir,
  pruneReleases,
  releasesDirOf,
  RETIRED_ASSETS_KEPT_MS,
  switchTo,
} from "./build-release.mjs";

let root: string;
const buildDir = () => join(root, "build");
const DAY_MS = 24 * 60 * 60 * 1000;

/** A finished build in a new release folder with these browser files (under client/assets). */
function fakeBuild(assets: string[], at: Date) {
  const release = newReleaseDir(buildDir(), at);
  mkdirSync(join(release, "client/assets"), { recursive: true });
  mkdirSync(join(release, "server"), { recursive: true });
  writeFileSync(join(release, "server/index.js"), `// built at ${at.toISOString()}\n`);
  for (const asset of assets) writeFileSync(join(release, "client/assets", asset), `/* ${asset} */`);
  return release;
}

/** Builds and puts a release in place as npm run build does. */
function buildAndSwitch(assets: string[], at: Date) {
  const release = fakeBuild(assets, at);
  carryOverAssets(buildDir(), release, at);
  switchTo(buildDir(), release);
  pruneReleases(buildDir());
  return release;
}

const servedAssets = () => readdirSync(join(buildDir(), "client/assets")).sort();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "cookware-build-release-"));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("a build put in place", () => {
  it("is served through BUILD_DIR, a link to its own release folder", () => {
    const release = buildAndSwitch(["entry-aaa.js"], new Date("2026-11-01T10:00:00Z"));
    expect(lstatSync(buildDir()).isSymbolicLink()).toBe(true);
    expect(realpathSync(buildDir())).toBe(realpathSync(release));
    expect(servedAssets()).toEqual(["entry-aaa.js"]);
  });

  it("keeps the browser files of the build before it, and only until they are a week retired", () => {
    const monday = new Date("2026-11-02T10:00:00Z");
    buildAndSwitch(["entry-aaa.js", "shared-same.js"], monday);
    buildAndSwitch(["entry-bbb.js", "shared-same.js"], new Date(monday.getTime() + DAY_MS));
    expect(servedAssets()).toEqual(["entry-aaa.js", "entry-bbb.js", "shared-same.js"]);
    expect(readFileSync(join(buildDir(), "client/assets/entry-aaa.js"), "utf8")).toBe("/* entry-aaa.js */");

    // A third build a day later keeps both earlier builds' files: aaa was retired a day ago, bbb now.
    buildAndSwitch(["entry-ccc.js"], new Date(monday.getTime() + 2 * DAY_MS));
    expect(servedAssets()).toEqual(["entry-aaa.js", "entry-bbb.js", "entry-ccc.js", "shared-same.js"]);

    // A week after aaa's build was replaced, it is gone; bbb's, retired a day later, stays.
    buildAndSwitch(["entry-ddd.js"], new Date(monday.getTime() + DAY_MS + RETIRED_ASSETS_KEPT_MS));
    expect(servedAssets()).toEqual(["entry-bbb.js", "entry-ccc.js", "entry-ddd.js", "shared-same.js"]);
  });

  it("turns a BUILD_DIR that is a plain folder (a build from before releases) into the oldest release", () => {
    mkdirSync(join(buildDir(), "client/assets"), { recursive: true });
    writeFileSync(join(buildDir(), "client/assets/entry-old.js"), "/* old */");
    buildAndSwitch(["entry-new.js"], new Date("2026-11-03T10:00:00Z"));
    expect(lstatSync(buildDir()).isSymbolicLink()).toBe(true);
    expect(servedAssets()).toEqual(["entry-new.js", "entry-old.js"]);
    expect(readdirSync(releasesDirOf(buildDir()))[0]).toMatch(/before-releases$/);
  });

  it("deletes only the releases older than the earlier ones kept for a rollback", () => {
    const start = Date.parse("2026-11-04T10:00:00Z");
    const releases = Array.from({ length: EARLIER_RELEASES_KEPT + 3 }, (_, index) =>
      buildAndSwitch([`entry-${index}.js`], new Date(start + index * 60_000)),
    );
    const kept = releases.slice(-(EARLIER_RELEASES_KEPT + 1));
    expect(readdirSync(releasesDirOf(buildDir())).map((name) => join(releasesDirOf(buildDir()), name))).toEqual(kept);
    expect(existsSync(releases[0])).toBe(false);
  });
});
