/**
 * What the loaders of one page share: the session read and the viewer (one token minted, so the
 * backend verifies it once). Remix 2 hands each loader a copy of the Request, but the same load
 * context, which scripts/storefront-server.mjs (the server adapter) makes afresh for every request.
 * So a page's loaders (all GETs) share by that context. An action shares with nothing: its reads are
 * kept by its own Request, as are those of a caller given no context (a test, a helper).
 */
export type RequestScopeArgs = { request: Request; context?: unknown };

const keptByScope = new WeakMap<object, Map<string, unknown>>();

function scopeOf({ request, context }: RequestScopeArgs): object {
  const readOnly = request.method === "GET" || request.method === "HEAD";
  return readOnly && typeof context === "object" && context !== null ? context : request;
}

/** `make()`'s answer, made once per request (see above) and kept under `name`. */
export function oncePerRequest<T>(args: RequestScopeArgs, name: string, make: () => T): T {
  const scope = scopeOf(args);
  let kept = keptByScope.get(scope);
  if (!kept) {
    kept = new Map();
    keptByScope.set(scope, kept);
  }
  if (!kept.has(name)) kept.set(name, make());
  return kept.get(name) as T;
}
