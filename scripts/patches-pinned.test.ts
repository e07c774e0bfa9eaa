import { readFileSync, readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";

// A patch is written against one exact version: an upgrade that moved the package would leave the
// patch unapplied (patch-package --error-on-fail stops the install) or, worse, applied to code it
// was never checked against. So every patched package is pinned to the patch's version.
const root = new URL("../", import.meta.url);
const packageJson = JSON.parse(readFileSync(new URL("package.json", root), "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides?: Record<string, string>;
};

/** "@remix-run+react+2.17.5.patch" → ["@remix-run/react", "2.17.5"] */
function patchedPackage(file: string): [string, string] {
  const match = /^(.+)\+(\d+\.\d+\.\d+[^+]*)\.patch$/.exec(file);
  if (!match) throw new Error(`patches/${file} is not named <package>+<version>.patch`);
  return [match[1].replaceAll("+", "/"), match[2]];
}

const patches = readdirSync(new URL("patches/", root)).filter((file) => file.endsWith(".patch"));

describe("patched packages", () => {
  it("stop the install when a patch no longer applies", () => {
    expect(packageJson.scripts.postinstall).toBe("patch-package --error-on-fail");
  });

  it.each(patches.map(patchedPackage))("%s is pinned to %s, the version its patch was made for", (name, version) => {
    const pinned = packageJson.dependencies[name] ?? packageJson.devDependencies[name] ?? packageJson.overrides?.[name];
    expect(pinned, `${name} is pinned in package.json (a dependency or an override)`).toBe(version);
    // patch-package patches the copy at the top of node_modules.
    const installed = JSON.parse(readFileSync(new URL(`node_modules/${name}/package.json`, root), "utf8")) as { version: string };
    expect(installed.version).toBe(version);
  });
});
