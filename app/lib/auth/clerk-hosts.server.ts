import { env } from "../env.server";

/** The Frontend API host encoded in a Clerk publishable key ("pk_live_" + base64("host$")). */
export function clerkFrontendApiHost(publishableKey: string): string | undefined {
  const encoded = publishableKey.replace(/^pk_(live|test)_/, "");
  try {
    const decoded = Buffer.from(encoded, "base64").toString("utf8");
    return decoded.endsWith("$") ? decoded.slice(0, -1) : undefined;
  } catch {
    return undefined;
  }
}

/** In Clerk mode the page may load Clerk's own script and talk to its API; nothing else is added. */
export function clerkScriptHosts(): string[] {
  const key = env().CLERK_PUBLISHABLE_KEY;
  if (!key) return [];
  const host = clerkFrontendApiHost(key);
  return host ? [`https://${host}`, "https://*.clerk.accounts.dev", "https://challenges.cloudflare.com"] : [];
}
