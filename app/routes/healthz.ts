import { checkBackendHealth } from "~/lib/backend/health.server";

/** For load balancers: 200 when the backend and its database answer, 503 with the reason otherwise. */
export async function loader() {
  const health = await checkBackendHealth();
  if (health.ok) return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
  return unavailable(health.reason);
}

function unavailable(reason: string) {
  return Response.json({ status: "unavailable", reason }, { status: 503, headers: { "Cache-Control": "no-store" } });
}
