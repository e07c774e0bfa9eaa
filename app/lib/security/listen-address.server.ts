import { isIP } from "node:net";

export type ListenSettings = { HOST?: string; TRUST_PROXY: number; PORT: number };

const isLoopback = (host: string) => host === "localhost" || host === "::1" || (isIP(host) === 4 && host.startsWith("127."));

/**
 * Where the storefront listens. Behind a trusted proxy (TRUST_PROXY above 0) X-Forwarded-For is believed, so
 * anyone reaching the port directly could name the address the per-address limits count: unless HOST says
 * otherwise, it then listens on loopback only, where the proxy reaches it. Without a trusted proxy it keeps
 * listening on every interface (Node's default). `warning`: HOST listens beyond loopback behind a trusted proxy.
 */
export function listenAddress(settings: ListenSettings): { host: string | undefined; warning: string | undefined } {
  const host = settings.HOST ?? (settings.TRUST_PROXY > 0 ? "127.0.0.1" : undefined);
  if (settings.TRUST_PROXY === 0 || (host !== undefined && isLoopback(host))) return { host, warning: undefined };
  return {
    host,
    warning:
      `[cookware] HOST=${host} listens beyond this machine while TRUST_PROXY=${settings.TRUST_PROXY} believes X-Forwarded-For: ` +
      `anyone who reaches port ${settings.PORT} without the proxy can choose the address the per-address limits count. ` +
      "Unset HOST (the store then listens on 127.0.0.1 only), or let only the proxy reach the port (a firewall).",
  };
}
