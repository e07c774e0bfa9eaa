import { data } from "@remix-run/node";
import { env } from "../env.server";

/** Whether `candidate` (an Origin header value or a URL) is this site. */
export function isSameOrigin(request: Request, candidate: string, siteUrl?: string): boolean {
  let origin: URL;
  try {
    origin = new URL(candidate);
  } catch {
    return false;
  }
  if (origin.protocol !== "http:" && origin.protocol !== "https:") return false;
  if (siteUrl && new URL(siteUrl).origin === origin.origin) return true;
  const here = new URL(request.url);
  // Behind a TLS-terminating proxy the request URL says http while the browser says https: the
  // host is what identifies the site.
  const forwardedHost = request.headers.get("X-Forwarded-Host");
  return origin.host === here.host || (forwardedHost !== null && origin.host === forwardedHost);
}

/**
 * Refuses a cross-site form post with 403: the Origin header (or, when a browser leaves it out,
 * the Referer) must be this site. A request that carries neither is refused as well.
 */
export function assertSameOrigin(request: Request, siteUrl: string | undefined = env().SITE_URL): void {
  const origin = request.headers.get("Origin");
  const referer = request.headers.get("Referer");
  const candidate = origin && origin !== "null" ? origin : referer;
  if (candidate && isSameOrigin(request, candidate, siteUrl)) return;
  throw data({ message: "This form can only be sent from our own website." }, { status: 403 });
}
