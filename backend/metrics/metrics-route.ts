import { metricsAccess } from "../../contract/server/metrics-access";
import { metricsRegistry, startProcessMetrics } from "../../contract/server/metrics";

/**
 * The standalone backend's /metrics (npm run start:backend): its own process's figures (orders, outbox,
 * caches, listener, pool, event loop, memory) for requests bearing METRICS_TOKEN. Undefined without the
 * token: the path is then the backend's like any other (404).
 */
export function backendMetricsAnswer(token: string | undefined): ((request: Request) => Promise<Response> | undefined) | undefined {
  if (!token) return undefined;
  startProcessMetrics();
  const registry = metricsRegistry();
  return (request) => {
    if (new URL(request.url).pathname !== "/metrics") return undefined;
    if (metricsAccess(token, request.headers.get("authorization") ?? undefined) !== "allowed")
      return Promise.resolve(
        new Response("The metrics need their bearer token.", { status: 401, headers: { "WWW-Authenticate": 'Bearer realm="metrics"' } }),
      );
    return registry
      .metrics()
      .then((text) => new Response(text, { headers: { "Content-Type": registry.contentType, "Cache-Control": "no-store" } }));
  };
}
