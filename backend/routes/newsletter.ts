import { Hono } from "hono";
import { z } from "zod";
import { newsletterSubscribers } from "../db/schema";
import type { AppEnv } from "../http/context";
import { parseJsonBody } from "../http/validation";
import { emailSchema, type RouteDeps } from "./shared";

/** Newsletter sign-up: idempotent, open to visitors. 201 the first time, 200 after. */
export function newsletterRoutes({ db, identify }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: false }));

  routes.post("/", async (c) => {
    const { email } = await parseJsonBody(c, z.object({ email: emailSchema }));
    const added = await db
      .insert(newsletterSubscribers)
      .values({ email, userId: c.get("user")?.userId ?? null })
      .onConflictDoNothing()
      .returning({ email: newsletterSubscribers.email });
    return c.json({ ok: true }, added.length > 0 ? 201 : 200);
  });

  return routes;
}
