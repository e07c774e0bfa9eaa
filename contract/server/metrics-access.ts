import { createHash, timingSafeEqual } from "node:crypto";

export type MetricsAccess = "off" | "allowed" | "refused";

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Whether a request's Authorization header may read /metrics on the store's port (and the standalone
 * backend's): "off" without
 * METRICS_TOKEN (the path is then answered 404, as if it did not exist). Compared as digests of equal
 * length in constant time, so neither the token's characters nor its length leak through timing.
 */
export function metricsAccess(token: string | undefined, authorization: string | undefined): MetricsAccess {
  if (!token) return "off";
  const offered = /^Bearer ([^\s]+)$/i.exec(authorization ?? "")?.[1] ?? "";
  return timingSafeEqual(digest(offered), digest(token)) ? "allowed" : "refused";
}
