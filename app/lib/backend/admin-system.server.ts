import type { RetryOutboxBody, RetryOutboxJson, SystemJson } from "../../../contract/ops/system";
import { backendJson } from "./client.server";

/** `GET /admin/system`: the store's health as the back office shows it. */
export function fetchSystemStatus(token: string): Promise<SystemJson> {
  return backendJson<SystemJson>("/admin/system", { token });
}

/** `POST /admin/system/outbox/retry`: one failed mail or message, or all of them, sent again now. */
export function retryOutbox(token: string, body: RetryOutboxBody): Promise<RetryOutboxJson> {
  return backendJson<RetryOutboxJson>("/admin/system/outbox/retry", { method: "POST", token, body });
}
