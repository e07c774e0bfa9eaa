import type { ServerBuild } from "@remix-run/node";

type BuildRoute = ServerBuild["routes"][string];

/**
 * Remix matches a request against every route of the build, several times a request (the server's
 * match, the data router's, the render's route tree and lazy discovery's parent paths), and builds
 * the route tree for the render on each request: with this store's 55 routes that was half of the
 * CPU of a page that renders nothing (docs/decisions/0018-route-sections.md). A route whose path
 * starts with another fixed segment than the request's can match neither the request's path nor
 * any of its parents but "/", so the store serves each request from a build cut to its section:
 * the routes under the path's first segment, and those every path may match (the root, layouts
 * without a path, the home page, the catch-all). What Remix matches, renders and sends the browser
 * is the same; the whole build answers what this cannot read for certain.
 *
 * Answers a function from a request's URL to the build that serves it, each section made once.
 */
export function routeSections(build: ServerBuild): (url: URL) => ServerBuild {
  const firstSegmentOf = fixedFirstSegments(build.routes);
  const everywhere = Object.keys(build.routes).filter((id) => firstSegmentOf.get(id) === undefined);
  const sections = new Map<string, ServerBuild>();
  for (const segment of new Set(firstSegmentOf.values())) {
    if (segment === undefined) continue;
    const ids = [...everywhere, ...Object.keys(build.routes).filter((id) => firstSegmentOf.get(id) === segment)];
    sections.set(segment, cutTo(build, ids));
  }
  const elsewhere = cutTo(build, everywhere);
  return (url) => {
    const segment = sectionOf(url);
    return segment === null ? build : (sections.get(segment) ?? elsewhere);
  };
}

/**
 * The first segment of the path Remix will match, or null when this cannot say for certain: an
 * escaped or upper-case character (Remix decodes, and matches without regard to case), an empty
 * segment, a `?_data` request (it names a route) or lazy discovery's manifest request (it matches
 * any path). A single-fetch `.data` request is matched by its page's path, as Remix does.
 */
function sectionOf(url: URL): string | null {
  if (url.searchParams.has("_data")) return null;
  const path = url.pathname.endsWith(".data") ? url.pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : url.pathname;
  if (path === "/") return "";
  const match = /^\/([a-z0-9._~-]+)(?:\/(?!\/)|$)/.exec(path);
  return !match || match[1] === "__manifest" ? null : match[1]!;
}

/**
 * Each route's first fixed path segment, lower-cased (routes match regardless of case), counting
 * its parents' paths; undefined for a route every path may reach: no path of its own or its
 * parents' (the root, layouts, the home page), or one that starts with a parameter, an optional
 * segment or a splat.
 */
function fixedFirstSegments(routes: ServerBuild["routes"]): Map<string, string | undefined> {
  const fullPath = (route: BuildRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const own = route.path ?? "";
    return [parent ? fullPath(parent) : "", own].filter(Boolean).join("/");
  };
  const segments = new Map<string, string | undefined>();
  for (const [id, route] of Object.entries(routes)) {
    const first = fullPath(route).replace(/^\/+/, "").split("/")[0] ?? "";
    const everyPath = first === "" || first.startsWith(":") || first.startsWith("*") || first.endsWith("?");
    segments.set(id, everyPath ? undefined : first.toLowerCase());
  }
  return segments;
}

/** The build with only these routes, in its server routes and in the browser's manifest alike. */
function cutTo(build: ServerBuild, ids: string[]): ServerBuild {
  const keep = <T>(table: Record<string, T>) => Object.fromEntries(ids.filter((id) => id in table).map((id) => [id, table[id]!]));
  return { ...build, routes: keep(build.routes), assets: { ...build.assets, routes: keep(build.assets.routes) } };
}
