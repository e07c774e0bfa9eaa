import { z } from "zod";
import {
  booleanSetting,
  countSetting,
  optionalText,
  optionalUrl,
  parseEnvironment,
  portSetting,
  positiveIntegerSetting,
  sharedSettings,
} from "../contract/server/settings";

export const backendEnvSchema = z.object({
  ...sharedSettings,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
  ),
  /** Connections each process keeps to DATABASE_URL's PostgreSQL. */
  DATABASE_POOL_SIZE: positiveIntegerSetting(10),
  BACKEND_PORT: portSetting(4000),
  SEED_DEMO: booleanSetting(true),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
  ),
  MAIL_FROM: z.string().default("Cookware Store <orders@cookware.example>"),
  CONTACT_INBOX: z.string().default("support@cookware.example"),
  REDIS_URL: optionalUrl,
  SIGN_UP_LIMIT_PER_HOUR: positiveIntegerSetting(10),
  /** How long a listing page is served from memory (store/catalogue-cache.ts); 0 reads it every time. */
  CATALOGUE_CACHE_MS: countSetting(1_000, 60_000),
});

export type BackendEnv = z.output<typeof backendEnvSchema>;

let cached: BackendEnv | undefined;

export function backendEnv(): BackendEnv {
  cached ??= parseEnvironment(backendEnvSchema, process.env);
  return cached;
}
