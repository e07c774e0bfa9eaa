import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "../db/client";
import type { AppEnv } from "../http/context";

/** Load balancers ask this; it answers 200 only when the database answers. */
export function healthRoutes(db: Database) {
  return new Hono<AppEnv>().get("/", async (c) => {
    try {
      await db.execute(sql`select 1`);
      return c.json({ status: "ok" });
    } catch (error) {
      console.error(`[backend] health check failed: ${(error as Error).message}`);
      return c.json({ status: "unavailable", reason: "The database is not answering" }, 503);
    }
  });
}
