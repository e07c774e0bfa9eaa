// A production install keeps `dependencies` only (`npm prune --omit=dev` after the build,
// docs/deployment.md): every package the running server loads, and every tool an install runs, must
// be listed there, or the store fails on the server long after the tests passed.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, resolve } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const packageJson = JSON.parse(readFileSync("package.json", "utf8")) as {
  scripts: Record<string, string>;
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
};
/** What the process manager runs (docs/deployment.md), `npm start`, and the backend alone. */
const SCRIPT_ENTRIES = [
  "scripts/check-start.mjs",
  "scripts/serve.mjs",
  "scripts/storefront-server.mjs",
  "scripts/start.mjs",
  "scripts/start-backend.mjs",
];
/** Compiled into the server build: every module but tests, type declarations and test helpers. */
const BUILT_FOLDERS = ["app", "backend", "contract"];
const isBuiltModule = (file: string) =>
  /\.(ts|tsx)$/.test(file) && !/\.(test\.tsx?|d\.ts)$/.test(file) && !file.startsWith("backend/test/");

/** The modules a file loads at run time: imports and re-exports that are not type-only, and import(). */
function runtimeSpecifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && !node.isTypeOnly && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const builtins = new Set(builtinModules);
/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`), or undefined for a file or a builtin. */
function packageOf(specifier: string): string | undefined {
  if (/^(\.|\/|~\/|node:|virtual:)/.test(specifier) || builtins.has(specifier)) return undefined;
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** The scripts an entry loads, itself included, following relative imports. */
function scriptsReachedFrom(entries: string[]): string[] {
  const reached = new Set<string>();
  const pending = [...entries];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (reached.has(file)) continue;
    reached.add(file);
    for (const specifier of runtimeSpecifiers(file)) {
      if (!specifier.startsWith(".")) continue;
      const target = join(dirname(file), specifier);
      if (/\.m?js$/.test(target) && existsSync(target)) pending.push(target);
    }
  }
  return [...reached];
}

/** Packages named by these files that `dependencies` does not list, with the file naming each. */
function unlisted(files: string[], specifiersOf: (file: string) => string[]) {
  const missing = new Map<string, string>();
  for (const file of files) {
    for (const name of specifiersOf(file).map(packageOf)) {
      if (name && !(name in packageJson.dependencies) && !missing.has(name)) missing.set(name, file);
    }
  }
  return Object.fromEntries(missing);
}

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, encoding: "utf8" })
    .map((file) => join(folder, file))
    .filter((file) => isBuiltModule(file));

describe("a production install (dependencies only)", () => {
  it("has every package the app, the backend and the contract load at run time", () => {
    expect(unlisted(BUILT_FOLDERS.flatMap(filesUnder), runtimeSpecifiers)).toEqual({});
  });

  it("has every package the start-up scripts load, following their own imports", () => {
    const scripts = scriptsReachedFrom(SCRIPT_ENTRIES);
    expect(scripts).toContain("scripts/cluster-primary.mjs");
    expect(unlisted(scripts, runtimeSpecifiers)).toEqual({});
  });

  it("has the tools its install and start run: patch-package applies the kept patches (bug fixes) in every install", () => {
    const tools = ["postinstall", "start"].map((script) => packageJson.scripts[script].split(" ")[0]).filter((tool) => tool !== "node");
    expect(tools).toContain("patch-package");
    expect(tools.filter((tool) => !(tool in packageJson.dependencies))).toEqual([]);
  });

  const serverBuild = resolve("build/server");
  it.skipIf(!existsSync(serverBuild))("has every package the server build imports (when there is a build)", () => {
    const bareImports = (file: string) =>
      [...readFileSync(file, "utf8").matchAll(/(?:^|\n)(?:import|export)[^;]*?from\s*"([^"]+)"|import\("([^"]+)"\)/g)].map(
        (match) => match[1] ?? match[2],
      );
    const built = readdirSync(serverBuild, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".js"))
      .map((file) => join(serverBuild, file));
    expect(built.length).toBeGreaterThan(0);
    expect(unlisted(built, bareImports)).toEqual({});
  });
});
