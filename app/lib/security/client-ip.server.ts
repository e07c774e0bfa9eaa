import type { AppLoadContext } from "@remix-run/node";
import { clientIpHeaders } from "../../../contract/server/client-address";
import { sessionSecret } from "../../../contract/server/session-secret";
import { env } from "../env.server";

/**
 * The shopper's address, for per-address limits. Behind TRUST_PROXY proxies it is the address the
 * outermost one saw: X-Forwarded-For's entry that many from the end, since each proxy appends the
 * address it was called from and anything before those is whatever the client chose to send.
 * With no proxy trusted it is the socket's address (scripts/storefront-server.mjs passes it in the
 * load context), and X-Forwarded-For, which anyone can send, is ignored.
 */
export function clientIp(request: Request, context: AppLoadContext | undefined, trustedProxies = env().TRUST_PROXY): string {
  if (trustedProxies > 0) {
    const hops = (request.headers.get("X-Forwarded-For") ?? "")
      .split(",")
      .map((hop) => hop.trim())
      .filter(Boolean);
    const seenByOutermostProxy = hops.at(-trustedProxies) ?? hops[0];
    if (seenByOutermostProxy) return seenByOutermostProxy.slice(0, 100);
  }
  const socketAddress = (context as { clientAddress?: unknown } | undefined)?.clientAddress;
  return typeof socketAddress === "string" && socketAddress ? socketAddress : "unknown";
}

/** The shopper's address for the backend, signed so that it believes it. */
export function clientIpHeadersFor(request: Request, context: AppLoadContext | undefined): Record<string, string> {
  return clientIpHeaders(clientIp(request, context), sessionSecret());
}
