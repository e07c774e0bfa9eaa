// @ts-check
// Whether the production build was made from the sources as they are now: `npm start` after a pull
// or an edit must not keep serving the old code. The build records a fingerprint of its sources.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, relative } from "node:path";

const SOURCE_FOLDERS = ["app", "backend", "contract", "public"];
const SOURCE_FILES = ["package.json", "package-lock.json", "vite.config.ts", "remix.config.ts", "tsconfig.json"];
const FINGERPRINT_FILE = "source-fingerprint";
// Tests are not part of the build: editing one needs no rebuild.
const isTest = (/** @type {string} */ name) => /\.test\.tsx?$/.test(name);

/**
 * @param {string} folder
 * @returns {string[]}
 */
function filesUnder(folder) {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && !isTest(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

/** A hash of every source the build is made from, or undefined where there are none (a copied build). */
export function sourceFingerprint(root = process.cwd()) {
  const files = [...SOURCE_FOLDERS.flatMap((folder) => filesUnder(join(root, folder))), ...SOURCE_FILES.map((file) => join(root, file))]
    .filter((file) => existsSync(file))
    .map((file) => relative(root, file).split("\\").join("/"))
    .sort();
  if (!files.some((file) => SOURCE_FOLDERS.some((folder) => file.startsWith(`${folder}/`)))) return undefined;
  const hash = createHash("sha256");
  for (const file of files) hash.update(file).update("\0").update(readFileSync(join(root, file))).update("\0");
  return hash.digest("hex");
}

/**
 * "missing" (no build), "stale" (made from other sources, or by something that did not record them) or "current".
 * @param {string} buildDir
 * @param {string} [root]
 * @returns {"missing" | "stale" | "current"}
 */
export function buildState(buildDir, root = process.cwd()) {
  if (!existsSync(join(buildDir, "server/index.js"))) return "missing";
  const now = sourceFingerprint(root);
  if (now === undefined) return "current";
  const recorded = join(buildDir, FINGERPRINT_FILE);
  return existsSync(recorded) && readFileSync(recorded, "utf8").trim() === now ? "current" : "stale";
}

/**
 * @param {string} buildDir
 * @param {string} fingerprint taken before building, so an edit made during the build is caught next time
 */
export function recordFingerprint(buildDir, fingerprint) {
  writeFileSync(join(buildDir, FINGERPRINT_FILE), `${fingerprint}\n`);
}
