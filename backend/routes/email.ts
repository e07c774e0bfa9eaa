import { Hono } from "hono";
import { CONTACT_LIMIT, contactBody } from "../../contract/contact";
import { contactMessages } from "../db/schema";
import { queueEmail } from "../email/outbox";
import { contactMessageEmail } from "../email/templates";
import type { AppEnv } from "../http/context";
import { ApiError } from "../http/errors";
import { parseJsonBody } from "../http/validation";
import { newId } from "../lib/ids";
import type { RouteDeps } from "./shared";

/** The contact form: open to visitors; a signed-in sender is recorded. */
export function emailRoutes({ db, identify, rateLimiter, emailDelivery, contactInbox }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: false }));

  routes.post("/contact", async (c) => {
    const message = await parseJsonBody(c, contactBody);
    const limit = await rateLimiter.hit("contact", message.email, CONTACT_LIMIT.messages, CONTACT_LIMIT.windowMs);
    if (!limit.allowed) {
      throw new ApiError(429, "You have sent several messages in the last hour. Please try again later.", undefined, {
        "Retry-After": String(limit.retryAfterSeconds),
      });
    }
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ id: newId(), userId: c.get("user")?.userId ?? null, ...message });
      await queueEmail(tx, contactMessageEmail(contactInbox, message));
    });
    emailDelivery.schedule();
    return c.json({ ok: true }, 201);
  });

  return routes;
}
