import { Hono } from "hono";
import { newsletterBody } from "../../contract/contact";
import { newsletterSubscribers } from "../db/schema";
import type { AppEnv } from "../http/context";
import { parseJsonBody } from "../http/validation";
import type { RouteDeps } from "./shared";

/** Newsletter sign-up: idempotent, open to visitors. 201 the first time, 200 after. */
export function newsletterRoutes({ db, identify }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: false }));

  routes.post("/", async (c) => {
    const { email } = await parseJsonBody(c, newsletterBody);
    const added = await db
      .insert(newsletterSubscribers)
      .values({ email, userId: c.get("user")?.userId ?? null })
      .onConflictDoNothing()
      .returning({ email: newsletterSubscribers.email });
    return c.json({ ok: true }, added.length > 0 ? 201 : 200);
  });

  return routes;
}
