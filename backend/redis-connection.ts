import type { RedisStateJson } from "../contract/ops/system";
import type { RedisScriptClient } from "./rate-limit";
import { redactSecrets } from "../contract/server/redact";
import { log } from "../contract/server/log";

/**
 * Redis as this process sees it, for /healthz and the back office: `connected` once Redis accepted its
 * handshake, `connecting` before that (or while reconnecting after it answered), `failing` from its first
 * refusal or error until it answers again; the last thing it refused with (WRONGPASS …) or the connection's
 * last error, and when, kept after it answers again.
 */
export type RedisState = RedisStateJson;

/** Without REDIS_URL: the limits are kept in the database. */
export const REDIS_NOT_CONFIGURED: RedisState = { status: "not-configured", lastError: null, lastErrorAt: null };

export type RedisConnection = { client: RedisScriptClient; state(): RedisState; close(): Promise<void> };

/**
 * Connects to REDIS_URL without blocking start-up: a Redis that is down only means the database's limits
 * answer meanwhile. Each different error is logged once (node-redis retries with the same error every few
 * seconds), and getting through again is logged too.
 */
export async function connectRedis(url: string): Promise<RedisConnection> {
  const { createClient } = await import("redis");
  const client = createClient({ url, socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } });
  // Host and port only: the log never shows the password.
  const where = new URL(url).host;
  let lastError: string | null = null;
  let lastErrorAt: string | null = null;
  let reported: string | null = null;
  client.on("error", (error: unknown) => {
    lastError = redactSecrets(error instanceof Error ? error.message || error.name : String(error));
    lastErrorAt = new Date().toISOString();
    if (lastError === reported) return;
    reported = lastError;
    const hint = /^(WRONGPASS|NOAUTH|ERR AUTH)/.test(lastError) ? " Check the user name and password in REDIS_URL." : "";
    log().error(
      `[backend] Redis at ${where} (REDIS_URL) failed: "${lastError}"; rate limits are kept in the database until it answers.${hint}`,
    );
  });
  client.on("ready", () => {
    if (reported !== null) log().info(`[backend] Redis at ${where} answers again: rate limits are kept in Redis`);
    reported = null;
  });
  client.connect().catch(() => {});
  const state = (): RedisState => ({
    status: client.isReady ? "connected" : reported === null ? "connecting" : "failing",
    lastError,
    lastErrorAt,
  });
  return {
    client: {
      eval: (script, options) => {
        if (!client.isReady) return Promise.reject(new Error(`Redis is not connected${reported ? ` (${reported})` : ""}`));
        return client.eval(script, options);
      },
    },
    state,
    close: async () => {
      await client.disconnect().catch(() => {});
    },
  };
}
