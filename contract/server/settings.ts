import { z } from "zod";

/** "true"/"false"/"1"/"0" from the environment, with a default when unset. */
export function booleanSetting(defaultValue: boolean) {
  return z
    .enum(["true", "false", "1", "0", ""])
    .optional()
    .transform((value) => (value === undefined || value === "" ? defaultValue : value === "true" || value === "1"));
}

/** A whole number within [min, max] (max optional), with a default when unset; `expected` names the range in the message. */
function wholeNumberSetting(defaultValue: number, min: number, max: number, expected: string) {
  return z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === "") return defaultValue;
      const number = Number(value);
      if (!/^\d+$/.test(value) || number < min || number > max) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: `must be ${expected}, got "${value}"` });
        return z.NEVER;
      }
      return number;
    });
}

export function portSetting(defaultPort: number) {
  return wholeNumberSetting(defaultPort, 1, 65535, "a whole number from 1 to 65535");
}

export const optionalUrl = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value))
  .pipe(z.string().url("must be a full URL such as https://example.com").optional());

/** A port that is off when unset. */
export function optionalPortSetting() {
  return portSetting(0).transform((port) => (port === 0 ? undefined : port));
}

export function positiveIntegerSetting(defaultValue: number) {
  return wholeNumberSetting(defaultValue, 1, Number.POSITIVE_INFINITY, "a positive whole number");
}

/** A whole number from 0 to `max`, with a default when unset. */
export function countSetting(defaultValue: number, max: number) {
  return wholeNumberSetting(defaultValue, 0, max, `a whole number from 0 to ${max}`);
}

export class ConfigurationError extends Error {
  constructor(issues: z.ZodIssue[]) {
    super("Invalid configuration:\n" + issues.map((issue) => `  ${issue.path.join(".") || "(environment)"}: ${issue.message}`).join("\n"));
    this.name = "ConfigurationError";
  }
}

export function parseEnvironment<T extends z.ZodTypeAny>(schema: T, source: Record<string, string | undefined>): z.output<T> {
  const result = schema.safeParse(source);
  if (!result.success) throw new ConfigurationError(result.error.issues);
  return result.data;
}

/** An unset or empty variable reads as undefined. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === "" ? undefined : value));

/**
 * A server's address with credentials (DATABASE_URL, SMTP_URL, REDIS_URL): one of `schemes`, and an
 * address that reads whole. A `#` in a password cuts an unquoted .env value there, and one quoted is
 * still not an address: both are refused with what to do, not used to connect somewhere else.
 */
export function serverUrlSetting(schemes: readonly string[]) {
  const named = schemes.map((scheme) => `${scheme}://`).join(" or ");
  return optionalText.pipe(
    z
      .string()
      .refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)), `must start with ${named}`)
      .refine(
        (value) => URL.canParse(value) && new URL(value).hostname !== "" && !value.includes("#"),
        "is not a whole address: write a user name or password's special characters URL-encoded (# as %23, @ as %40, / as %2F, : as %3A), and quote the value in .env",
      )
      .optional(),
  );
}

/** Prometheus's bearer token for /metrics (both servers' ports); unset, /metrics is 404 there. */
export const metricsTokenSetting = optionalText.pipe(
  z
    .string()
    .min(16, "must be at least 16 characters")
    .regex(/^[\x21-\x7e]+$/, "must be printable characters without spaces (it travels in an Authorization header)")
    .optional(),
);

/** Operators paste a PEM on one line (with \n) or on several; both read the same. */
export const pemSetting = optionalText.transform((value) => value?.replace(/\\n/g, "\n").trim());

/**
 * The settings both halves read alike: the secret that signs cookies, bearer tokens and client
 * addresses, where files are kept, the Clerk keys that choose the sign-in mode, and the public address.
 */
export const sharedSettings = {
  DATA_DIR: z.string().default("./data"),
  SESSION_SECRET: optionalText.pipe(z.string().min(32, "must be at least 32 characters").optional()),
  CLERK_PUBLISHABLE_KEY: optionalText,
  CLERK_SECRET_KEY: optionalText,
  CLERK_JWT_KEY: pemSetting,
  PUBLIC_CATALOGUE: booleanSetting(false),
  /** The public address: the sitemap's links, and the links in password reset emails. */
  SITE_URL: optionalUrl,
  /** On SIGTERM/SIGINT, how long requests in flight may take to finish before the process exits anyway. */
  SHUTDOWN_TIMEOUT_MS: countSetting(10_000, 600_000),
};

const sharedSettingsSchema = z.object(sharedSettings);
export type SharedSettings = z.output<typeof sharedSettingsSchema>;

let sharedCache: SharedSettings | undefined;

/** The shared settings of this process, validated once. */
export function readSharedSettings(): SharedSettings {
  sharedCache ??= parseEnvironment(sharedSettingsSchema, process.env);
  return sharedCache;
}
