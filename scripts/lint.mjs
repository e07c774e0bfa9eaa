// @ts-check
// npm run lint: ESLint, Prettier's check, the boundaries check and jscpd's copy-paste detection, one after another. Every tool runs even
// when an earlier one fails, so one run shows every finding; the exit code is non-zero when any of them failed.
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { runForeground } from "./settings.mjs";

const require = createRequire(import.meta.url);

/**
 * The file a package's `bin` entry names. Resolved from the package itself, because some packages (jscpd) do not
 * export their package.json and others (eslint) do not export their bin folder.
 * @param {string} name package name, also the command name
 */
function bin(name) {
  let folder = dirname(require.resolve(name));
  while (!existsSync(join(folder, "package.json")) || readJson(join(folder, "package.json")).name !== name) {
    const parent = dirname(folder);
    if (parent === folder) throw new Error(`no package.json for ${name}`);
    folder = parent;
  }
  const manifest = readJson(join(folder, "package.json"));
  return join(folder, typeof manifest.bin === "string" ? manifest.bin : manifest.bin[name]);
}

/** @param {string} path */
function readJson(path) {
  return JSON.parse(readFileSync(path, "utf8"));
}

/** @type {string[]} */
const jscpdPaths = readJson(".jscpd.json").path;

/** @type {{ title: string, args: string[] }[]} */
const steps = [
  { title: "ESLint (eslint . --max-warnings 0)", args: [bin("eslint"), ".", "--max-warnings", "0"] },
  { title: "Prettier (prettier --check .)", args: [bin("prettier"), "--check", "."] },
  { title: "Boundaries between app/, backend/ and contract/", args: ["scripts/check-boundaries.mjs"] },
  { title: `jscpd copy-paste detection (${jscpdPaths.join(", ")})`, args: [bin("jscpd"), ...jscpdPaths] },
];

/** @type {{ title: string, code: number }[]} */
const results = [];
for (const { title, args } of steps) {
  console.log(`\n▶ ${title}`);
  const code = await runForeground(process.execPath, args);
  console.log(code === 0 ? `✓ ${title}` : `✗ ${title} failed (exit ${code})`);
  results.push({ title, code });
}

console.log("\nLint summary:");
for (const { title, code } of results) console.log(`  ${code === 0 ? "ok    " : "FAILED"}  ${title}`);
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
