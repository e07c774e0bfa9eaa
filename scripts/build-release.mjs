// @ts-check
// Where `npm run build` puts a build, and how it puts it in place. Building into the folder a store is
// serving deleted the browser files it still answered for (the scripts of pages already open turned
// 404) and left a half-made build in place until the build ended. So each build is made in a folder of
// its own, `<BUILD_DIR>-releases/<time>`, and BUILD_DIR becomes a symbolic link to it in one rename
// once it is complete. The browser files of the builds before it are copied into it and kept for
// RETIRED_ASSETS_KEPT_MS after their build was replaced: a shopper's open page still loads its scripts
// from the new build, whichever process answers.
import { copyFileSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { realpathSync } from "node:fs";
import { basename, dirname, join, relative, resolve } from "node:path";

export const RETIRED_ASSETS_KEPT_MS = 7 * 24 * 60 * 60 * 1000;
/** Builds kept besides the one served: a rollback is one `ln -sfn` away. */
export const EARLIER_RELEASES_KEPT = 2;
const RETIRED_ASSETS_FILE = "retired-assets.json";

/** @param {string} buildDir */
export const releasesDirOf = (buildDir) => `${resolve(buildDir)}-releases`;

/**
 * A new, not yet existing folder for a build, named so that releases sort by age.
 * @param {string} buildDir
 * @param {Date} [now]
 */
export function newReleaseDir(buildDir, now = new Date()) {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\..*/, "");
  return join(releasesDirOf(buildDir), `${stamp}-${process.pid}`);
}

/**
 * The browser files of every build in `from` (the one served, and those it kept), relative to
 * `client/assets`, with when each was retired (undefined: made by `from` itself).
 * @param {string} from
 * @returns {Map<string, string | undefined>}
 */
function assetsOf(from) {
  const assets = join(from, "client/assets");
  if (!existsSync(assets)) return new Map();
  const recordFile = join(from, RETIRED_ASSETS_FILE);
  /** @type {Record<string, string>} */
  const retired = existsSync(recordFile) ? JSON.parse(readFileSync(recordFile, "utf8")) : {};
  return new Map(
    readdirSync(assets, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(assets, join(entry.parentPath, entry.name)))
      .map((file) => [file, retired[file]]),
  );
}

/**
 * Copies into the new build the browser files of the build served now that it lacks, each kept until
 * RETIRED_ASSETS_KEPT_MS after its own build was replaced, and records when each was retired.
 * @param {string} previous the build served now (BUILD_DIR), which may be missing
 * @param {string} next the new build
 * @param {Date} [now]
 * @returns {number} the files carried over
 */
export function carryOverAssets(previous, next, now = new Date()) {
  const made = assetsOf(next);
  /** @type {Record<string, string>} */
  const retired = {};
  for (const [file, retiredAt] of assetsOf(previous)) {
    if (made.has(file)) continue;
    const since = retiredAt ?? now.toISOString();
    if (now.getTime() - Date.parse(since) >= RETIRED_ASSETS_KEPT_MS) continue;
    const target = join(next, "client/assets", file);
    mkdirSync(dirname(target), { recursive: true });
    copyFileSync(join(previous, "client/assets", file), target);
    retired[file] = since;
  }
  writeFileSync(join(next, RETIRED_ASSETS_FILE), `${JSON.stringify(retired, null, 2)}\n`);
  return Object.keys(retired).length;
}

/**
 * Points BUILD_DIR at `release` in one rename: a process reading it sees the old build or the new
 * one, never neither. A BUILD_DIR that is still a plain folder (made before releases) becomes the
 * oldest release first.
 * @param {string} buildDir
 * @param {string} release
 */
export function switchTo(buildDir, release) {
  const link = resolve(buildDir);
  if (existsSync(link) && !lstatSync(link).isSymbolicLink()) {
    renameSync(link, join(releasesDirOf(buildDir), "00000000T000000-before-releases"));
  }
  const staged = `${link}.switching-${process.pid}`;
  rmSync(staged, { force: true });
  symlinkSync(relative(dirname(link), resolve(release)), staged);
  renameSync(staged, link);
}

/**
 * Deletes the releases older than the EARLIER_RELEASES_KEPT before the one served.
 * @param {string} buildDir
 * @returns {string[]} the releases deleted
 */
export function pruneReleases(buildDir) {
  const releases = releasesDirOf(buildDir);
  const served = existsSync(buildDir) ? basename(realpathSync(buildDir)) : undefined;
  const names = readdirSync(releases).sort();
  const servedAt = served === undefined ? -1 : names.indexOf(served);
  const older = servedAt < 0 ? [] : names.slice(0, Math.max(0, servedAt - EARLIER_RELEASES_KEPT));
  for (const name of older) rmSync(join(releases, name), { recursive: true, force: true });
  return older;
}
