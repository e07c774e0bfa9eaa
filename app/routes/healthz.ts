import { backendFetch } from "~/lib/backend/client.server";

/** For load balancers: 200 when the backend and its database answer, 503 with the reason otherwise. */
export async function loader() {
  try {
    const response = await backendFetch("/health");
    if (response.ok) return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
    const body = (await response.json().catch(() => ({}))) as { reason?: string };
    return unavailable(body.reason ?? `backend answered ${response.status}`);
  } catch {
    return unavailable("backend unreachable");
  }
}

function unavailable(reason: string) {
  return Response.json({ status: "unavailable", reason }, { status: 503, headers: { "Cache-Control": "no-store" } });
}
