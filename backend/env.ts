import { z } from "zod";
import { SESSION_CACHE_MAX_AGE_MS_DEFAULT } from "./auth/session-cache";
import {
  booleanSetting,
  countSetting,
  metricsTokenSetting,
  optionalText,
  parseEnvironment,
  portSetting,
  positiveIntegerSetting,
  serverUrlSetting,
  sharedSettings,
} from "../contract/server/settings";
import { type Courier, defaultCourierTrackingUrls } from "../contract/order-lifecycle/couriers";
import { messageSettings } from "./messages/settings";
import { backupSettings } from "./ops/backup-settings";

export type CourierTrackingUrls = Record<Courier, string | null>;

/** A comma-separated list; every item must pass `item`, and the message names the first that does not. */
function listSetting(item: z.ZodType<string>, expected: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      const items = (value ?? "")
        .split(",")
        .map((entry) => entry.trim())
        .filter(Boolean);
      const wrong = items.find((entry) => !item.safeParse(entry).success);
      if (wrong !== undefined) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be ${expected} separated by commas, got "${wrong}"` });
        return z.NEVER;
      }
      return items;
    });
}

/** A courier's tracking page: an https:// address with `{id}` where the consignment number goes. */
function trackingUrlSetting(defaultTemplate: string | null) {
  return optionalText
    .pipe(
      z
        .string()
        .url("must be a full URL such as https://courier.example/track/{id}")
        .regex(/^https?:\/\/.*\{id\}/, "must start with https:// and contain {id} where the tracking ID goes")
        .optional(),
    )
    .transform((value) => value ?? defaultTemplate);
}

export const backendEnvSchema = z.object({
  ...sharedSettings,
  DATABASE_URL: serverUrlSetting(["postgres", "postgresql"]),
  /** Connections each process keeps to DATABASE_URL's PostgreSQL. */
  DATABASE_POOL_SIZE: positiveIntegerSetting(10),
  BACKEND_PORT: portSetting(4000),
  /** The standalone backend's /metrics (backend/server.ts), as the storefront's. */
  METRICS_TOKEN: metricsTokenSetting,
  SEED_DEMO: booleanSetting(true),
  SMTP_URL: serverUrlSetting(["smtp", "smtps"]),
  MAIL_FROM: z.string().default("Cookware Store <orders@cookware.example>"),
  CONTACT_INBOX: z.string().default("support@cookware.example"),
  REDIS_URL: serverUrlSetting(["redis", "rediss"]),
  SIGN_UP_LIMIT_PER_HOUR: positiveIntegerSetting(10),
  /**
   * Session and product reads kept in memory until the database announces a change
   * (auth/session-cache.ts, store/product-cache.ts). Off for a pooler that does not carry LISTEN (PgBouncer in transaction mode).
   */
  SESSION_CACHE: booleanSetting(true),
  /** At most this long a kept session read is answered from memory, whatever else happens (auth/session-cache.ts). */
  SESSION_CACHE_MAX_AGE_MS: countSetting(SESSION_CACHE_MAX_AGE_MS_DEFAULT, 3_600_000),
  /** How long a listing page is served from memory (store/catalogue-cache.ts); 0 reads it every time. */
  CATALOGUE_CACHE_MS: countSetting(1_000, 60_000),
  /** Products with this many units or fewer are "low stock" on the operator's catalogue page. */
  LOW_STOCK_THRESHOLD: countSetting(5, 100_000),
  /** Local mode: the accounts whose emails are operators (the back office at /admin). */
  OPERATOR_EMAILS: listSetting(z.string().email(), "email addresses"),
  /** Clerk mode: the Clerk user ids that are operators (besides tokens carrying "role": "operator"). */
  OPERATOR_USER_IDS: listSetting(z.string().regex(/^[\w-]{1,100}$/), "user ids such as user_2abc"),
  /** Moves the store's clock for the shopper's windows (change, cancel, return) this many minutes ahead: for tests and rehearsals only. */
  STORE_CLOCK_OFFSET_MINUTES: countSetting(0, 60 * 24 * 60),
  COURIER_TRACKING_URL_TCS: trackingUrlSetting(defaultCourierTrackingUrls.TCS),
  COURIER_TRACKING_URL_LEOPARDS: trackingUrlSetting(defaultCourierTrackingUrls.Leopards),
  COURIER_TRACKING_URL_MP: trackingUrlSetting(defaultCourierTrackingUrls["M&P"]),
  COURIER_TRACKING_URL_POSTEX: trackingUrlSetting(defaultCourierTrackingUrls.PostEx),
  COURIER_TRACKING_URL_OTHER: trackingUrlSetting(defaultCourierTrackingUrls.Other),
  ...messageSettings,
  ...backupSettings,
});

/** The tracking page template per courier, from the settings. */
export function courierTrackingUrlsOf(env: BackendEnv): CourierTrackingUrls {
  return {
    TCS: env.COURIER_TRACKING_URL_TCS,
    Leopards: env.COURIER_TRACKING_URL_LEOPARDS,
    "M&P": env.COURIER_TRACKING_URL_MP,
    PostEx: env.COURIER_TRACKING_URL_POSTEX,
    Other: env.COURIER_TRACKING_URL_OTHER,
  };
}

export type BackendEnv = z.output<typeof backendEnvSchema>;

let cached: BackendEnv | undefined;

export function backendEnv(): BackendEnv {
  cached ??= parseEnvironment(backendEnvSchema, process.env);
  return cached;
}
