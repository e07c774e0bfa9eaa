import type { AppLoadContext } from "@remix-run/node";

/** How the storefront tells the backend who is signing up (must match backend/routes/auth.ts). */
export const CLIENT_IP_HEADER = "X-Client-IP";

/**
 * The shopper's address, for per-address limits: X-Forwarded-For's first entry (set by the proxy
 * in front of us), else the socket's address that scripts/storefront-server.mjs puts in the load context.
 */
export function clientIp(request: Request, context: AppLoadContext | undefined): string {
  const forwarded = request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim();
  if (forwarded) return forwarded.slice(0, 100);
  const socketAddress = (context as { clientAddress?: unknown } | undefined)?.clientAddress;
  return typeof socketAddress === "string" && socketAddress ? socketAddress : "unknown";
}
