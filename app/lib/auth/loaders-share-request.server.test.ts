import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";

/**
 * `getViewer` and `getSession` keep their read per Request, which serves a whole page only while
 * Remix hands every loader of the page the one Request. Remix 2 copied it for each loader (twice)
 * to strip `?index` and `?_routes`, even when neither was there; `patches/@remix-run+server-runtime`
 * hands it over as it is then. Without the patch, a page read its session and minted its token once
 * per loader, and the backend checked the session in the database once per loader after a write.
 */
function twoLevelBuild(seen: Request[]): ServerBuild {
  const loader = ({ request }: { request: Request }) => {
    seen.push(request);
    return { ok: true };
  };
  const route = (id: string, parentId: string | undefined, path: string | undefined, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    caseSensitive: undefined,
    module: { loader, default: () => null },
  });
  const assetRoute = (id: string, parentId: string | undefined, path: string | undefined, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    module: `/${id}.js`,
    hasLoader: true,
    hasAction: false,
    hasClientAction: false,
    hasClientLoader: false,
    hasErrorBoundary: false,
  });
  return {
    mode: "production",
    entry: { module: { default: () => new Response("<!doctype html><p>page</p>", { headers: { "Content-Type": "text/html" } }) } },
    routes: {
      root: route("root", undefined, ""),
      page: route("page", "root", "page"),
      home: route("home", "root", undefined, true),
    },
    assets: {
      entry: { imports: [], module: "/entry.js" },
      routes: {
        root: assetRoute("root", undefined, ""),
        page: assetRoute("page", "root", "page"),
        home: assetRoute("home", "root", undefined, true),
      },
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "public",
    future: {
      v3_fetcherPersist: false,
      v3_relativeSplatPath: false,
      v3_throwAbortReason: false,
      v3_routeConfig: false,
      v3_singleFetch: true,
      v3_lazyRouteDiscovery: true,
      unstable_optimizeDeps: false,
    },
    isSpaMode: false,
    basename: undefined,
  } as unknown as ServerBuild;
}

describe("a page's loaders", () => {
  it("all get the page's one Request, so the root and the page share one viewer", async () => {
    const seen: Request[] = [];
    const handle = createRequestHandler(twoLevelBuild(seen), "production");
    const response = await handle(new Request("http://localhost/page?q=pan"));
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
    expect(seen[0].url).toBe("http://localhost/page?q=pan");
  });

  it("still see neither ?index nor ?_routes, which only the framework reads", async () => {
    const seen: Request[] = [];
    const handle = createRequestHandler(twoLevelBuild(seen), "production");
    await handle(new Request("http://localhost/?index&q=pan"));
    expect(seen.map((request) => request.url)).toEqual(["http://localhost/?q=pan", "http://localhost/?q=pan"]);

    seen.length = 0;
    await handle(new Request("http://localhost/page.data?_routes=root%2Cpage&q=pan"));
    expect(seen.map((request) => new URL(request.url).search)).toEqual(["?q=pan", "?q=pan"]);
  });
});
