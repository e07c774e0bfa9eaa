import { createRequestHandler, type ServerBuild } from "@remix-run/node";
import { describe, expect, it } from "vitest";
import { oncePerRequest, type RequestScopeArgs } from "./request-scope.server";

/**
 * `getViewer`, `getSession` and `requestLanguage` keep their read per request (oncePerRequest), which
 * serves a whole page only while its loaders find the same key. Remix 2 copies the Request for each
 * loader (to strip `?index` and `?_routes`), so the key is the load context the server adapter makes
 * per request (scripts/storefront-server.mjs). Without it, a page read its session, minted its token
 * and asked the backend for the header once per loader.
 */
type Seen = { request: Request; shared: object };

function twoLevelBuild(seen: Seen[]): ServerBuild {
  const read = (args: RequestScopeArgs) => {
    seen.push({ request: args.request, shared: oncePerRequest(args, "read", () => ({})) });
    return { ok: true };
  };
  const loader = read;
  const action = read;
  const route = (id: string, parentId: string | undefined, path: string | undefined, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    caseSensitive: undefined,
    module: { loader, action, default: () => null },
  });
  const assetRoute = (id: string, parentId: string | undefined, path: string | undefined, index?: boolean) => ({
    id,
    parentId,
    path,
    index,
    module: `/${id}.js`,
    hasLoader: true,
    hasAction: true,
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
  it("share one read through the request's load context, though each gets a copy of the Request", async () => {
    const seen: Seen[] = [];
    const handle = createRequestHandler(twoLevelBuild(seen), "production");
    const response = await handle(new Request("http://localhost/page?q=pan"), { clientAddress: "127.0.0.1" });
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(2);
    expect(seen[1].shared).toBe(seen[0].shared);
    expect(seen[0].request.url).toBe("http://localhost/page?q=pan");
  });

  it("do not share with another request's loaders", async () => {
    const seen: Seen[] = [];
    const handle = createRequestHandler(twoLevelBuild(seen), "production");
    await handle(new Request("http://localhost/page"), { clientAddress: "127.0.0.1" });
    await handle(new Request("http://localhost/page"), { clientAddress: "127.0.0.1" });
    expect(seen).toHaveLength(4);
    expect(seen[2].shared).not.toBe(seen[0].shared);
  });

  it("do not share with the action before them: it reads on its own Request", async () => {
    const seen: Seen[] = [];
    const handle = createRequestHandler(twoLevelBuild(seen), "production");
    const post = new Request("http://localhost/page", { method: "POST", body: new URLSearchParams({ a: "1" }) });
    await handle(post, { clientAddress: "127.0.0.1" });
    const [action, ...loaders] = seen;
    expect(action.request.method).toBe("POST");
    expect(loaders.map((loader) => loader.request.method)).toEqual(["GET", "GET"]);
    expect(loaders[0].shared).not.toBe(action.shared);
    expect(loaders[1].shared).toBe(loaders[0].shared);
  });

  it("still see neither ?index nor ?_routes, which only the framework reads", async () => {
    const seen: Seen[] = [];
    const handle = createRequestHandler(twoLevelBuild(seen), "production");
    await handle(new Request("http://localhost/?index&q=pan"), {});
    expect(seen.map(({ request }) => request.url)).toEqual(["http://localhost/?q=pan", "http://localhost/?q=pan"]);

    seen.length = 0;
    await handle(new Request("http://localhost/page.data?_routes=root%2Cpage&q=pan"), {});
    expect(seen.map(({ request }) => new URL(request.url).search)).toEqual(["?q=pan", "?q=pan"]);
  });
});
