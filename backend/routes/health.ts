import { sql } from "drizzle-orm";
import { Hono } from "hono";
import {
  DATABASE_NOT_ANSWERING,
  healthHttpStatus,
  NOT_HEARING_ANNOUNCEMENTS,
  REDIS_NOT_ANSWERING,
  type HealthJson,
} from "../../contract/health";
import type { Database } from "../db/client";
import type { Hearing } from "../db/hearing";
import type { AppEnv } from "../http/context";
import type { RedisState } from "../redis-connection";
import { log } from "../../contract/server/log";

/**
 * Load balancers ask this: 503 "down" only when the database does not answer; 200 "degraded" when
 * it answers but this process listens for its announcements (`hearing`) and cannot prove it hears
 * them, so its caches are off, or when Redis (REDIS_URL) refuses or cannot be reached, so the limits are
 * kept in the database meanwhile.
 */
export function healthRoutes(db: Database, hearing?: Hearing, redisState?: () => RedisState) {
  return new Hono<AppEnv>().get("/", async (c) => {
    const health = await checkHealth(db, hearing, redisState);
    return c.json(health, healthHttpStatus(health));
  });
}

async function checkHealth(db: Database, hearing: Hearing | undefined, redisState: (() => RedisState) | undefined): Promise<HealthJson> {
  try {
    await db.execute(sql`select 1`);
  } catch (error) {
    log().error(`[backend] health check failed: ${(error as Error).message}`);
    return { status: "down", reason: DATABASE_NOT_ANSWERING };
  }
  if (hearing && !hearing.current) return { status: "degraded", reason: NOT_HEARING_ANNOUNCEMENTS };
  if (redisState?.().status === "failing") return { status: "degraded", reason: REDIS_NOT_ANSWERING };
  return { status: "ok" };
}
