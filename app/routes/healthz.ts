import { healthHttpStatus } from "../../contract/health";
import { checkBackendHealth } from "~/lib/backend/health.server";

/** For load balancers: 200 "ok" or "degraded" while the store serves, 503 "down" with the reason otherwise. */
export async function loader() {
  const health = await checkBackendHealth();
  return Response.json(health, { status: healthHttpStatus(health), headers: { "Cache-Control": "no-store" } });
}
