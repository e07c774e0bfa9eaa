import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";

/** One route of the production build: its id (the module under app/routes), its address pattern, what it exports. */
export type BuiltRoute = { id: string; pattern: string; hasLoader: boolean; hasAction: boolean };

type ManifestRoute = { id: string; parentId?: string; path?: string; hasLoader: boolean; hasAction: boolean };

/**
 * The routes of the build the browser tests run against, read from the manifest Remix hands the
 * browser (`build/client/assets/manifest-*.js`): every route module is there, whatever the app's
 * files are named, so a test that walks them cannot miss a page that was added later.
 */
export function builtRoutes(buildDir = process.env.BUILD_DIR ?? "build"): BuiltRoute[] {
  const assets = join(buildDir, "client", "assets");
  const [newest] = readdirSync(assets)
    .filter((name) => /^manifest-[\w-]+\.js$/.test(name))
    .map((name) => join(assets, name))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs);
  if (!newest) throw new Error(`No route manifest in ${assets}: build the app first`);
  const text = readFileSync(newest, "utf8");
  const prefix = "window.__remixManifest=";
  if (!text.startsWith(prefix)) throw new Error(`${newest} is not the route manifest this reader knows`);
  const routes = (JSON.parse(text.slice(prefix.length).replace(/;\s*$/, "")) as { routes: Record<string, ManifestRoute> }).routes;
  const patternOf = (route: ManifestRoute): string => {
    const parent = route.parentId ? patternOf(routes[route.parentId]) : "";
    return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent || "/";
  };
  return Object.values(routes).map((route) => ({
    id: route.id,
    pattern: patternOf(route),
    hasLoader: route.hasLoader,
    hasAction: route.hasAction,
  }));
}
