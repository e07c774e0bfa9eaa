import { isHttps } from "../auth/session.server";

/** Headers every HTML page carries; scripts run only with this request's nonce. */
export function applySecurityHeaders(request: Request, headers: Headers, nonce: string, extraScriptHosts: string[] = []) {
  const scriptSources = [`'nonce-${nonce}'`, "'strict-dynamic'", ...extraScriptHosts].join(" ");
  const connectSources = ["'self'", ...extraScriptHosts].join(" ");
  const policy = [
    "default-src 'self'",
    `script-src 'self' ${scriptSources}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:" + (extraScriptHosts.length ? " https://img.clerk.com" : ""),
    "font-src 'self'",
    `connect-src ${connectSources}`,
    `frame-src 'self' ${extraScriptHosts.join(" ")}`.trim(),
    "worker-src 'self' blob:",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
  ].join("; ");
  headers.set("Content-Security-Policy", policy);
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  headers.set("X-Frame-Options", "DENY");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
  if (isHttps(request)) headers.set("Strict-Transport-Security", "max-age=63072000; includeSubDomains");
}
