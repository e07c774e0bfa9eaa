import { createRequire } from "node:module";
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes, type AgnosticRouteObject } from "@remix-run/router";
import { describe, expect, it } from "vitest";
import { routeSections } from "./route-sections.server";

type ManifestEntry = { id: string; parentId?: string; path?: string; index?: boolean; caseSensitive?: boolean };

// The store's own route table, read from app/routes the way the Remix Vite plugin reads it.
const { flatRoutes } = createRequire(import.meta.url)("@remix-run/dev/dist/config/flat-routes.js") as {
  flatRoutes: (appDirectory: string, ignored: string[]) => Record<string, ManifestEntry>;
};
const table: Record<string, ManifestEntry> = { root: { id: "root", path: "" }, ...flatRoutes("app", []) };

const build = {
  routes: Object.fromEntries(Object.values(table).map((route) => [route.id, { ...route, module: {} }])),
  assets: { version: "v", url: "/m.js", entry: { module: "/e.js", imports: [] }, routes: structuredClone(table) },
} as unknown as ServerBuild;

/** The route tree Remix builds from a build's table, for @remix-run/router's own matcher. */
function treeOf(routes: ServerBuild["routes"], parentId?: string): AgnosticRouteObject[] {
  return Object.values(routes)
    .filter((route) => route.parentId === parentId)
    .map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: treeOf(routes, route.id) },
    );
}

const matchedIds = (routes: ServerBuild["routes"], path: string) =>
  matchRoutes(treeOf(routes), path)?.map((match) => match.route.id) ?? null;

/** What Remix matches for a request: its path, and each parent path lazy discovery matches for the browser's manifest. */
function pathsMatchedFor(url: URL): string[] {
  const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -5).replace(/^\/_root$/, "/") : url.pathname;
  const segments = path.split("/").filter(Boolean);
  return [path, "/", ...segments.slice(0, -1).map((_, end) => `/${segments.slice(0, end + 1).join("/")}`)];
}

const pattern = (id: string): string => {
  const route = table[id]!;
  const parent = route.parentId ? pattern(route.parentId) : "";
  return [parent, route.path ?? ""].filter(Boolean).join("/");
};
// Every route's address with its parameters filled in, and addresses no route of ours owns.
const everyRoutePath = Object.keys(table).map((id) => `/${pattern(id).replace(/:\w+/g, "x1").replace(/\*$/, "any/thing")}`);
const paths = [
  ...everyRoutePath,
  ...everyRoutePath.map((path) => `${path.replace(/\/$/, "")}/deeper`),
  ...everyRoutePath.map((path) => (path === "/" ? "/_root.data" : `${path}.data`)),
  "/no-such-page",
  "/no-such-page/deeper",
  "/products/",
  "/robots.txt",
];

describe("routeSections", () => {
  const sectionFor = routeSections(build);

  it("serves each path from a part of the route table that Remix matches exactly as the whole one", () => {
    expect(everyRoutePath.length).toBeGreaterThan(40);
    for (const path of paths) {
      const url = new URL(`http://store.test${path}`);
      const section = sectionFor(url);
      for (const matched of pathsMatchedFor(url)) {
        expect([path, matched, matchedIds(section.routes, matched)]).toEqual([path, matched, matchedIds(build.routes, matched)]);
      }
      expect(Object.keys(section.assets.routes)).toEqual(Object.keys(section.routes));
    }
  });

  it("cuts the table: a product page's section holds none of the back office", () => {
    const section = sectionFor(new URL("http://store.test/products/royal-karahi"));
    const ids = Object.keys(section.routes);
    expect(ids).toContain("routes/products.$productId");
    expect(ids).toContain("routes/$");
    expect(ids).toContain("routes/_index");
    expect(ids.some((id) => id.startsWith("routes/admin"))).toBe(false);
    expect(ids.length).toBeLessThan(Object.keys(build.routes).length / 4);
    // One build per section, made once.
    expect(sectionFor(new URL("http://store.test/products"))).toBe(section);
  });

  it("serves from the whole table what it cannot read for certain", () => {
    for (const path of ["/Products/x1", "/%70roducts", "//products", "/__manifest?p=/cart&version=v", "/products?_data=root"]) {
      expect(sectionFor(new URL(`http://store.test${path}`)), path).toBe(build);
    }
  });
});
