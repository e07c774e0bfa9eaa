import { readiness, readyHttpStatus } from "../../contract/health";
import { isStopping } from "../../contract/server/graceful-stop";
import { checkBackendHealth } from "~/lib/backend/health.server";

/** For load balancers and process managers: 200 "ready" while this process serves everything, 503 with the reason otherwise. */
export async function loader() {
  const ready = readiness(await checkBackendHealth(), isStopping());
  return Response.json(ready, { status: readyHttpStatus(ready), headers: { "Cache-Control": "no-store" } });
}
