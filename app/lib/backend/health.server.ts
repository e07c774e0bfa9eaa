import { backendFetch } from "./client.server";
import { readJson } from "../../../contract/server/json-text";

export type BackendHealth = { ok: true } | { ok: false; reason: string };

/** `GET /health`: whether the backend and its database answer. */
export async function checkBackendHealth(): Promise<BackendHealth> {
  try {
    const response = await backendFetch("/health");
    if (response.ok) return { ok: true };
    const body = (await readJson(response).catch(() => ({}))) as { reason?: string };
    return { ok: false, reason: body.reason ?? `backend answered ${response.status}` };
  } catch {
    return { ok: false, reason: "backend unreachable" };
  }
}
