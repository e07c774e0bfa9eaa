// @ts-check
// The seam between the storefront and the backend, checked on every lint:
// - app/ reaches backend/ only through app/lib/backend/in-process.server.ts;
// - backend/ never imports app/; contract/ imports neither;
// - only the typed clients in app/lib/backend/ call the raw backend client, so no route or
//   component writes a backend path.
import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const IN_PROCESS_ADAPTER = "app/lib/backend/in-process.server.ts";
const RAW_CLIENT = "app/lib/backend/client.server";
const SOURCE = /\.(ts|tsx|mjs|js)$/;
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)["']([^"']+)["']/g;
/** Paths only the backend serves; the storefront's own pages (/cart, /orders/…, /products/…) are not listed. */
const BACKEND_ONLY_PATHS =
  /["'`]\/(users\/|orders\/(create|history)|email\/|newsletter\b|cart\/items|auth\/|health["'`]|products\/special)/;

/** @param {string} folder @returns {string[]} paths relative to the root */
function sourceFiles(folder) {
  /** @type {string[]} */
  const found = [];
  const walk = (/** @type {string} */ directory) => {
    for (const entry of readdirSync(join(root, directory), { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (SOURCE.test(entry.name)) found.push(path);
    }
  };
  walk(folder);
  return found;
}

/** The top-level folder a relative or `~/` import lands in, or null for a package. */
function importedArea(/** @type {string} */ file, /** @type {string} */ specifier) {
  if (specifier.startsWith("~/")) return "app";
  if (!specifier.startsWith(".")) return null;
  return relative(root, resolve(root, dirname(file), specifier)).split("/")[0] ?? null;
}

/** @type {string[]} */
const problems = [];
for (const area of ["app", "backend", "contract"]) {
  for (const file of sourceFiles(area)) {
    const text = readFileSync(join(root, file), "utf8");
    for (const [, specifier] of text.matchAll(SPECIFIER)) {
      if (!specifier) continue;
      const target = importedArea(file, specifier);
      if (area === "app" && target === "backend" && file !== IN_PROCESS_ADAPTER)
        problems.push(`${file}: imports ${specifier} (only ${IN_PROCESS_ADAPTER} may reach backend/)`);
      if (area === "backend" && target === "app") problems.push(`${file}: imports ${specifier} (backend/ must not import app/)`);
      if (area === "contract" && (target === "app" || target === "backend"))
        problems.push(`${file}: imports ${specifier} (contract/ imports neither half)`);
      if (
        area === "app" &&
        !file.startsWith("app/lib/backend/") &&
        specifier.endsWith(RAW_CLIENT.replace("app/lib/", "lib/")) &&
        /\bbackend(Json|Fetch)\b/.test(text)
      ) {
        problems.push(`${file}: calls the raw backend client (use a typed client in app/lib/backend/)`);
      }
    }
    if (file.startsWith("app/routes/") || file.startsWith("app/components/")) {
      const match = BACKEND_ONLY_PATHS.exec(text);
      if (match) problems.push(`${file}: names the backend path ${match[0]} (only app/lib/backend/ knows paths)`);
    }
  }
}

if (problems.length > 0) {
  console.error(`Boundaries: ${problems.length} problem(s)\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  process.exit(1);
}
console.log(
  "Boundaries: app/ reaches backend/ through one adapter; backend/ and contract/ import no app/; no backend path outside app/lib/backend/.",
);
