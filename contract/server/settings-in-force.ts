import type { z } from "zod";
import type { SettingInForceJson } from "../ops/system";

const SECRET_NAME = /SECRET|TOKEN|PASSWORD|_KEY$|_SID$/;

/** An address with its password hidden: postgres://store:***@db.example/store. */
function withoutPassword(value: string): string {
  if (!URL.canParse(value)) return value;
  const url = new URL(value);
  if (!url.password) return value;
  url.password = "***";
  return url.toString();
}

function shown(name: string, value: unknown): string {
  if (value === undefined || value === null || value === "") return "not set";
  if (SECRET_NAME.test(name)) return "set (hidden)";
  if (Array.isArray(value)) return value.length ? value.join(", ") : "none";
  return withoutPassword(String(value));
}

/**
 * The settings a schema read, as an operator may see them: secrets say only whether they are set,
 * addresses hide their passwords, and each says whether it came from the environment or is the default.
 */
export function settingsInForce(
  shape: Record<string, z.ZodTypeAny>,
  parsed: Record<string, unknown>,
  source: Record<string, string | undefined> = process.env,
): SettingInForceJson[] {
  return Object.keys(shape)
    .sort()
    .map((name) => ({ name, value: shown(name, parsed[name]), fromEnvironment: Boolean(source[name]) }));
}
