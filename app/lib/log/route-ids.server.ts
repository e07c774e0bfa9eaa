import type { ServerBuild } from "@remix-run/node";
import { withFailureReference } from "./failure-reference.server";
import { noteRoute } from "./request-context.server";

type RouteFunction = (args: { context: unknown; request?: Request }) => unknown;

/**
 * The build with each loader and action noting its route in the load context as it runs, so the request's
 * log line names the route that answered a data request too (a document's leaf is noted by the render),
 * and letting a failure through with the request's reference (./failure-reference.server.ts).
 * A wrapper per route, made once: a request pays a function call per loader, not a route match.
 */
export function withRouteIdsNoted(build: ServerBuild): ServerBuild {
  const depthOf = (id: string): number => {
    const parent = build.routes[id]?.parentId;
    return parent ? depthOf(parent) + 1 : 0;
  };
  const noting = (id: string, depth: number, run: RouteFunction | undefined): RouteFunction | undefined =>
    run &&
    ((args) => {
      noteRoute(args.context, id, depth);
      const referenced = (error: unknown) => {
        throw withFailureReference(error, args.context, args.request);
      };
      try {
        const result = run(args);
        return result instanceof Promise ? result.catch(referenced) : result;
      } catch (error) {
        return referenced(error);
      }
    });
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const module = route.module as unknown as Record<string, unknown> & { loader?: RouteFunction; action?: RouteFunction };
      const depth = depthOf(id);
      const noted = { ...module, loader: noting(id, depth, module.loader), action: noting(id, depth, module.action) };
      return [id, { ...route, module: noted as unknown as typeof route.module }];
    }),
  );
  return { ...build, routes };
}
