// @ts-check
// Which Host a request may name. Remix builds the request's URL from X-Forwarded-Host or Host,
// and the pages print links from it (robots.txt, the sitemap, share links): a request naming any
// other host would have those links point there, and a shared cache keep them.

const LOOPBACK_HOSTNAMES = new Set(["localhost", "127.0.0.1", "[::1]"]);
// A load balancer's health check, and Prometheus's scrape, name the instance's own address. Their answers
// print no links; /metrics answers only its bearer token (or 404, scripts/metrics-endpoint.mjs).
const PATHS_SERVED_FOR_ANY_HOST = new Set(["/healthz", "/readyz", "/metrics"]);

/**
 * The host names this store answers for: SITE_URL's, those in ALLOWED_HOSTS (comma-separated),
 * and loopback names on any port, so `npm start` works on the machine it runs on.
 * @param {{ SITE_URL?: string, ALLOWED_HOSTS?: string }} settings
 */
export function allowedHostnames(settings) {
  const names = new Set(LOOPBACK_HOSTNAMES);
  if (settings.SITE_URL) names.add(new URL(settings.SITE_URL).hostname);
  for (const entry of (settings.ALLOWED_HOSTS ?? "").split(",")) {
    const name = entry.trim().toLowerCase();
    if (name) names.add(name);
  }
  return names;
}

/**
 * The host name a Host header names, or undefined when it is not a bare `host[:port]`.
 * @param {string} header
 */
function hostnameOf(header) {
  try {
    const url = new URL(`http://${header}`);
    return url.host === header.toLowerCase() ? url.hostname : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether a request may be served: each host it names (Host, and X-Forwarded-Host if sent) is allowed.
 * @param {Set<string>} allowed from allowedHostnames
 * @param {{ path: string, host: string | undefined, forwardedHost: string | undefined }} request
 */
export function isAllowedHost(allowed, { path, host, forwardedHost }) {
  if (PATHS_SERVED_FOR_ANY_HOST.has(path)) return true;
  if (host === undefined) return false;
  // Remix reads X-Forwarded-Host first, as it is: a list or anything but one bare host breaks its URL.
  return [host, ...(forwardedHost === undefined ? [] : [forwardedHost])].every((header) => {
    const hostname = hostnameOf(header);
    return hostname !== undefined && allowed.has(hostname);
  });
}
