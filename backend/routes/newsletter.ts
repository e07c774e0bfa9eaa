import { Hono } from "hono";
import { newsletterBody } from "../../contract/contact";
import type { AppEnv } from "../http/context";
import { parseJsonBody } from "../http/validation";
import { subscribeToNewsletter } from "../store/contact";
import { okJson } from "./json";
import type { RouteDeps } from "./shared";

/** Newsletter sign-up: idempotent, open to visitors. 201 the first time, 200 after. */
export function newsletterRoutes({ db, identify }: RouteDeps) {
  const routes = new Hono<AppEnv>();
  routes.use(identify({ required: false }));

  routes.post("/", async (c) => {
    const { email } = await parseJsonBody(c, newsletterBody);
    const added = await subscribeToNewsletter(db, email, c.get("user")?.userId ?? null);
    return c.json(okJson, added ? 201 : 200);
  });

  return routes;
}
