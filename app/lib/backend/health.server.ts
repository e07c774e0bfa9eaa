import { HEALTH_STATUSES, type HealthJson } from "../../../contract/health";
import { readJson } from "../../../contract/server/kept-json-text";
import { backendFetch } from "./client.server";

/** `GET /health`: whether the backend and its database answer, and how well. */
export async function checkBackendHealth(): Promise<HealthJson> {
  try {
    const response = await backendFetch("/health");
    const body = (await readJson(response).catch(() => ({}))) as Partial<{ status: string; reason: string }>;
    const status = HEALTH_STATUSES.find((known) => known === body.status);
    if (response.ok && status === "ok") return { status };
    if (response.ok && status === "degraded") return { status, reason: body.reason ?? "degraded" };
    return { status: "down", reason: body.reason ?? `backend answered ${response.status}` };
  } catch {
    return { status: "down", reason: "backend unreachable" };
  }
}
