import { siteOriginHeaders } from "../../../contract/server/site-origin";
import { sessionSecret } from "../../../contract/server/session-secret";
import { env } from "../env.server";
import { clientIpHeadersFor } from "../security/client-ip.server";
import { siteOrigin } from "../site/seo";
import type { AppLoadContext } from "@remix-run/node";

/**
 * What the backend's account calls need from the storefront, signed so it believes them: the
 * shopper's address (per-address limits) and the site's origin (links in emails, when the backend
 * has no SITE_URL of its own).
 */
export function accountCallHeaders(request: Request, context: AppLoadContext | undefined): Record<string, string> {
  return { ...clientIpHeadersFor(request, context), ...siteOriginHeadersFor(request) };
}

/** The site's origin, signed: where links in a shopper's email or message point. */
export function siteOriginHeadersFor(request: Request): Record<string, string> {
  return siteOriginHeaders(siteOrigin(request, env().SITE_URL), sessionSecret());
}
