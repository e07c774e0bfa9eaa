import { isIP } from "node:net";
import { z } from "zod";
import { settingsInForce } from "../../contract/server/settings-in-force";
import { backendSettingsSchema } from "./backend/in-process.server";
import {
  ConfigurationError,
  countSetting,
  metricsTokenSetting,
  optionalPortSetting,
  optionalText,
  optionalUrl,
  portSetting,
  positiveIntegerSetting,
  sharedSettings,
} from "../../contract/server/settings";

// Host names besides SITE_URL's that requests may name (scripts/host-check.mjs), comma-separated.
const allowedHostsSetting = z
  .string()
  .optional()
  .refine(
    (value) => (value ?? "").split(",").every((name) => name.trim() === "" || /^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/i.test(name.trim())),
    "must be host names separated by commas, such as www.cookware.example,shop.cookware.example",
  );

export const storefrontEnvSchema = z
  .object({
    ...sharedSettings,
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: portSetting(3000),
    // The address the storefront listens on (app/lib/security/listen-address.server.ts has the default).
    HOST: optionalText.pipe(
      z
        .string()
        .refine((value) => isIP(value) !== 0 || value === "localhost", "must be an IP address such as 127.0.0.1, 0.0.0.0 or ::")
        .optional(),
    ),
    // Reverse proxies in front of the storefront: X-Forwarded-For is believed only that far back.
    TRUST_PROXY: countSetting(0, 10),
    WEB_CONCURRENCY: positiveIntegerSetting(1).pipe(z.number().max(64, "must be at most 64")),
    BACKEND_URL: optionalUrl,
    BACKEND_TIMEOUT_MS: positiveIntegerSetting(10_000),
    // Photo uploads (bodies past the 256 KB every form has) one process receives at once; more wait with 503.
    MAX_CONCURRENT_UPLOADS: positiveIntegerSetting(4).pipe(z.number().max(64, "must be at most 64")),
    // How long a request's body may take to arrive before it is answered 408 and the connection closed.
    UPLOAD_TIMEOUT_MS: positiveIntegerSetting(120_000),
    // Megabytes of catalogue documents each process keeps to write again unrendered (app/lib/render/document-memo.server.ts); 0 turns it off.
    DOCUMENT_MEMO_MB: countSetting(32, 1024),
    ALLOWED_HOSTS: allowedHostsSetting,
    SOCIAL_INSTAGRAM_URL: optionalUrl,
    SOCIAL_FACEBOOK_URL: optionalUrl,
    SOCIAL_TWITTER_URL: optionalUrl,
    SOCIAL_YOUTUBE_URL: optionalUrl,
    // Prometheus's bearer token for /metrics on the store's port (unset: 404 there); compared in constant time.
    METRICS_TOKEN: metricsTokenSetting,
    // /metrics without a token, served by the primary process on 127.0.0.1 only.
    METRICS_PORT: optionalPortSetting(),
  })
  .superRefine((env, ctx) => {
    if (env.METRICS_PORT !== undefined && env.METRICS_PORT === env.PORT)
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["METRICS_PORT"], message: "must differ from PORT" });
    if (Boolean(env.CLERK_PUBLISHABLE_KEY) !== Boolean(env.CLERK_SECRET_KEY)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: [env.CLERK_PUBLISHABLE_KEY ? "CLERK_SECRET_KEY" : "CLERK_PUBLISHABLE_KEY"],
        message: "Clerk sign-in needs both CLERK_PUBLISHABLE_KEY and CLERK_SECRET_KEY (or neither, for local accounts)",
      });
    }
  });

export type StorefrontEnv = z.output<typeof storefrontEnvSchema>;

/** The storefront's own settings as /admin/system shows them (the backend answers its own). */
export const storefrontSettingsInForce = () => settingsInForce(storefrontEnvSchema.innerType().shape, env());

/** Every setting the process reads: the storefront's own, and the in-process backend's. */
export function validateAllSettings(source: Record<string, string | undefined> = process.env): StorefrontEnv {
  const storefront = storefrontEnvSchema.safeParse(source);
  const backend = backendSettingsSchema.safeParse(source);
  const issues = [...(storefront.error?.issues ?? []), ...(backend.error?.issues ?? [])];
  if (
    storefront.data &&
    backend.data &&
    storefront.data.WEB_CONCURRENCY > 1 &&
    !storefront.data.BACKEND_URL &&
    !backend.data.DATABASE_URL
  ) {
    issues.push({
      code: z.ZodIssueCode.custom,
      path: ["WEB_CONCURRENCY"],
      message:
        "more than one process needs DATABASE_URL (PostgreSQL) or BACKEND_URL: the embedded PGlite database opens in one process only",
    });
  }
  const unique = issues.filter((issue, index) => issues.findIndex((other) => other.path.join() === issue.path.join()) === index);
  if (!storefront.success || unique.length > 0) throw new ConfigurationError(unique);
  return storefront.data;
}

let cached: StorefrontEnv | undefined;

export function env(): StorefrontEnv {
  cached ??= validateAllSettings();
  return cached;
}

/** Whether this process collects metrics: someone can scrape them (METRICS_TOKEN or METRICS_PORT). */
export const metricsEnabled = (settings: Pick<StorefrontEnv, "METRICS_TOKEN" | "METRICS_PORT"> = env()): boolean =>
  Boolean(settings.METRICS_TOKEN || settings.METRICS_PORT);

export type AuthMode = "clerk" | "local";
export const authMode = (): AuthMode => (env().CLERK_PUBLISHABLE_KEY ? "clerk" : "local");
