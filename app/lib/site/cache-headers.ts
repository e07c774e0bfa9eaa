import type { HeadersFunction } from "@remix-run/node";

/**
 * Remix applies a loader's headers to the HTML document only through a route's `headers` export.
 * The root exports this one and every route without its own inherits it, so a signed-in page is
 * sent `private`. A route whose loader sets its own Cache-Control (no-store on orders, checkout)
 * re-exports it so its stricter value wins over the root's. The root's `Vary` (the page's language
 * comes from the cookie or Accept-Language) goes along with it.
 */
export const cacheControlHeaders: HeadersFunction = ({ loaderHeaders, parentHeaders, errorHeaders }) => {
  const headers = new Headers();
  const cacheControl = errorHeaders?.get("Cache-Control") ?? loaderHeaders.get("Cache-Control") ?? parentHeaders.get("Cache-Control");
  if (cacheControl) headers.set("Cache-Control", cacheControl);
  const vary = loaderHeaders.get("Vary") ?? parentHeaders.get("Vary");
  if (vary) headers.set("Vary", vary);
  return headers;
};
