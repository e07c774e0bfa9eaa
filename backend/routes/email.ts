import { Hono } from "hono";
import { CONTACT_LIMIT, contactBody } from "../../contract/contact";
import type { AppEnv } from "../http/context";
import { parseJsonBody } from "../http/validation";
import { enforceRateLimit } from "../rate-limit";
import { recordContactMessage } from "../store/contact";
import { okJson } from "./json";
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
    await recordContactMessage(db, contactInbox, message, c.get("user")?.userId ?? null);
    emailDelivery.schedule();
    return c.json(okJson, 201);
  });

  return routes;
}
