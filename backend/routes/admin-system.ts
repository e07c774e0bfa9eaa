import { Hono } from "hono";
import { OUTBOX_NOTHING_TO_RETRY, retryOutboxBody, type RetryOutboxJson, type SystemJson } from "../../contract/ops/system";
import type { AppEnv } from "../http/context";
import { parseJsonBody } from "../http/validation";
import { retryOutbox } from "../ops/outbox-status";
import { readSystemStatus } from "../ops/system-status";
import { StoreError } from "../store/errors";
import type { RouteDeps } from "./shared";

/** `/admin/system` (mounted behind the operator check in admin-orders.ts): the store's health, and the outbox's "retry now". */
export function adminSystemRoutes({ db, system, emailDelivery }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get("/", async (c) => c.json((await readSystemStatus(db, system)) satisfies SystemJson));

  routes.post("/outbox/retry", async (c) => {
    const retried = await retryOutbox(db, await parseJsonBody(c, retryOutboxBody));
    if (retried === 0) throw new StoreError("conflict", OUTBOX_NOTHING_TO_RETRY);
    emailDelivery.schedule();
    return c.json({ retried } satisfies RetryOutboxJson);
  });

  return routes;
}
