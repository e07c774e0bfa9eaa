import { Hono } from "hono";
import { CONTACT_LIMIT, contactBody } from "../../contract/contact";
import { contactMessages } from "../db/schema";
import { queueEmail } from "../email/outbox";
import { contactMessageEmail } from "../email/templates";
import type { AppEnv } from "../http/context";
import { parseJsonBody } from "../http/validation";
import { newId } from "../lib/ids";
import { enforceRateLimit } from "../rate-limit";
import type { RouteDeps } from "./shared";

const CONTACT_RULE = { bucket: "contact", limit: CONTACT_LIMIT.messages, windowMs: CONTACT_LIMIT.windowMs };
const CONTACTS_LIMITED = "You have sent several messages in the last hour. Please try again later.";

/** The contact form: open to visitors; a signed-in sender is recorded. */
export function emailRoutes({ db, identify, rateLimiter, emailDelivery, contactInbox }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: false }));

  routes.post("/contact", async (c) => {
    const message = await parseJsonBody(c, contactBody);
    await enforceRateLimit(rateLimiter, CONTACT_RULE, message.email, CONTACTS_LIMITED);
    await db.transaction(async (tx) => {
      await tx.insert(contactMessages).values({ id: newId(), userId: c.get("user")?.userId ?? null, ...message });
      await queueEmail(tx, contactMessageEmail(contactInbox, message));
    });
    emailDelivery.schedule();
    return c.json({ ok: true }, 201);
  });

  return routes;
}
