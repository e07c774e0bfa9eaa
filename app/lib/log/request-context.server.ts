/**
 * What one request's log line says beyond its method and status, written as the request is served: the
 * load context (a new object per request, scripts/storefront-server.mjs) carries it from the loaders and
 * the page's render to the log line written when the answer is sent.
 */
export type RequestLogFields = { requestId?: string; routeId?: string; routeDepth?: number; userId?: string };

const asFields = (context: unknown): RequestLogFields | null =>
  typeof context === "object" && context !== null ? (context as RequestLogFields) : null;

/** The route that answered: the deepest one whose loader or action ran, or the page's own leaf route. */
export function noteRoute(context: unknown, routeId: string, depth: number): void {
  const fields = asFields(context);
  if (fields && (fields.routeDepth === undefined || depth >= fields.routeDepth)) {
    fields.routeId = routeId;
    fields.routeDepth = depth;
  }
}

/** The signed-in user the request was served to. */
export function noteUser(context: unknown, userId: string | undefined): void {
  const fields = asFields(context);
  if (fields && userId) fields.userId = userId;
}

export function requestIdOf(context: unknown): string | undefined {
  return asFields(context)?.requestId;
}
