/**
 * What `/healthz` (and the backend's `/health`) answer. "ok" and "degraded" are 200: the store
 * serves shoppers; "degraded" says how it is worse (its reads all go to the database because it
 * cannot prove it hears the database's announcements, or Redis refuses or cannot be reached and the
 * limits are kept in the database). "down" is 503: the database does not answer.
 */
export const HEALTH_STATUSES = ["ok", "degraded", "down"] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];

export type HealthJson = { status: "ok" } | { status: "degraded" | "down"; reason: string };

export const DATABASE_NOT_ANSWERING = "The database is not answering";
export const NOT_HEARING_ANNOUNCEMENTS =
  "Not hearing the database's announcements: every read goes to the database until they are heard again";

export const REDIS_NOT_ANSWERING =
  "Redis (REDIS_URL) refuses or cannot be reached: rate limits are kept in the database until it answers (the log says what Redis answered)";

export const healthHttpStatus = (health: HealthJson): 200 | 503 => (health.status === "down" ? 503 : 200);

/**
 * What `/readyz` answers: 200 "ready" only while the store can serve everything (the database answers,
 * migrated, and its announcements are heard); 503 "not-ready" with the reason otherwise, and while the
 * process is stopping, so a load balancer sends the next request elsewhere. Redis failing keeps it ready:
 * every instance shares the one Redis, so sending the next request elsewhere cannot help, and the
 * database keeps the limits meanwhile.
 */
export type ReadyJson = { status: "ready" } | { status: "not-ready"; reason: string };
export const STOPPING = "The store is stopping";

export function readiness(health: HealthJson, stopping: boolean): ReadyJson {
  if (stopping) return { status: "not-ready", reason: STOPPING };
  if (health.status === "ok" || health.reason === REDIS_NOT_ANSWERING) return { status: "ready" };
  return { status: "not-ready", reason: health.reason };
}
export const readyHttpStatus = (ready: ReadyJson): 200 | 503 => (ready.status === "ready" ? 200 : 503);
