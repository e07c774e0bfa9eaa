/**
 * The store's log: one JSON object a line (pino), which a log system can query, or readable lines for a
 * terminal. `LOG_LEVEL` (trace … fatal, default info) and `LOG_FORMAT` (json, or pretty: the default when
 * the output is a terminal). Every text written passes `redactSecrets` first, so a message that quotes a
 * token, a password or a card number is logged without it.
 */
import pino, { type Logger } from "pino";
import { redactSecrets } from "./redact";

const LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"] as const;

export type LogSettings = { level: string; pretty: boolean };

/** The settings from the environment; an unknown level or format is a configuration error, named. */
export function logSettings(env: Record<string, string | undefined> = process.env, terminal = Boolean(process.stdout.isTTY)): LogSettings {
  const level = env.LOG_LEVEL?.trim() || "info";
  if (!(LEVELS as readonly string[]).includes(level)) throw new Error(`LOG_LEVEL must be one of ${LEVELS.join(", ")}, got "${level}"`);
  const format = env.LOG_FORMAT?.trim() || (terminal ? "pretty" : "json");
  if (format !== "json" && format !== "pretty") throw new Error(`LOG_FORMAT must be json or pretty, got "${format}"`);
  return { level, pretty: format === "pretty" };
}

/** Redacts each text and each string field (one level deep: the fields we log are flat). */
function redactedArguments(args: unknown[]): unknown[] {
  return args.map((arg) => {
    if (typeof arg === "string") return redactSecrets(arg);
    if (arg && typeof arg === "object" && !(arg instanceof Error)) {
      return Object.fromEntries(Object.entries(arg).map(([key, value]) => [key, typeof value === "string" ? redactSecrets(value) : value]));
    }
    return arg;
  });
}

export function createLog(settings: LogSettings, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level: settings.level,
      base: { pid: process.pid },
      // Belt and braces: a header object logged by mistake never shows these.
      redact: {
        paths: ["headers.cookie", "headers.authorization", "*.headers.cookie", "*.headers.authorization", "password", "token"],
        censor: "[redacted]",
      },
      hooks: {
        logMethod(args, method) {
          method.apply(this, redactedArguments(args) as Parameters<typeof method>);
        },
      },
      ...(settings.pretty && !destination
        ? { transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "hostname" } } }
        : {}),
    },
    destination,
  );
}

let shared: Logger | undefined;
/** The process's log, made on first use from the environment. */
export function log(): Logger {
  return (shared ??= createLog(logSettings()));
}

/** Tests: every line logged until `restore()` is kept, as JSON objects, instead of written. */
export function captureLog(level = "debug"): { lines: () => Record<string, unknown>[]; text: () => string; restore: () => void } {
  const previous = shared;
  const kept: Record<string, unknown>[] = [];
  shared = createLog(
    { level, pretty: false },
    {
      write(line: string) {
        kept.push(JSON.parse(line) as Record<string, unknown>);
      },
    },
  );
  return {
    lines: () => kept,
    text: () => kept.map((line) => JSON.stringify(line)).join("\n"),
    restore: () => {
      shared = previous;
    },
  };
}
