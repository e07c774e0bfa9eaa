import { dictionary } from "@zxcvbn-ts/language-common";
import { PASSWORD_TOO_COMMON } from "../../contract/auth";
import { ApiError } from "../http/errors";

/** How many of zxcvbn-ts's ranked common passwords (most used first, from leaked password sets) a new password may not be. */
const COMMON_PASSWORD_COUNT = 10_000;
let common: Set<string> | undefined;

/** Whether a password is among the most used ones, whatever its letters' case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary["passwords-common"].slice(0, COMMON_PASSWORD_COUNT));
  return common.has(password.toLowerCase());
}

/**
 * Refuses a new password (sign-up, a reset) among the most used, next to its field. Signing in never checks:
 * an account made before the rule keeps working with the password it has.
 */
export function refuseCommonPassword(password: string) {
  if (isCommonPassword(password)) throw new ApiError(400, PASSWORD_TOO_COMMON, { password: PASSWORD_TOO_COMMON });
}
