import type { Context } from "hono";
import { SITE_ORIGIN_HEADER, SITE_ORIGIN_SIGNATURE_HEADER, verifiedSiteOrigin } from "../../contract/server/site-origin";

/**
 * Where links in a shopper's email or message point: SITE_URL's origin, and without it the origin
 * the storefront named and signed for this request (undefined when neither is known).
 */
export function linkOrigin(c: Context, siteUrl: string | undefined, secret: () => string): string | undefined {
  return siteUrl
    ? new URL(siteUrl).origin
    : verifiedSiteOrigin(c.req.header(SITE_ORIGIN_HEADER), c.req.header(SITE_ORIGIN_SIGNATURE_HEADER), secret);
}
