// @ts-check
import { existsSync } from "node:fs";
import { exitOnConfigurationError } from "./exit-codes.mjs";

/** Loads .env (when present) without overriding what the environment already says. */
export function loadDotEnv() {
  if (existsSync(".env")) process.loadEnvFile(".env");
}

/**
 * Validates every setting once; a bad one stops the process with a message naming it (exit code
 * 78, scripts/exit-codes.mjs). tsx is loaded only here: a process that imports this module for
 * loadDotEnv or runForeground stays small (the cluster primary).
 * @param {string} modulePath the TypeScript module (relative to this file) that exports the validator
 * @param {string} exportName the validator, which throws a ConfigurationError for a bad setting
 */
export async function validateSettingsOrExit(modulePath = "../app/lib/env.server.ts", exportName = "validateAllSettings") {
  const { tsImport } = await import("tsx/esm/api");
  const settings = await tsImport(modulePath, import.meta.url);
  try {
    return settings[exportName]();
  } catch (error) {
    return exitOnConfigurationError(error);
  }
}

/** Said at every production start until SITE_URL is set: the store answers only at localhost until then. */
export function noteMissingSiteUrl(env = process.env) {
  if (env.SITE_URL) return;
  console.log(
    "[cookware] SITE_URL is not set: the store answers only at localhost addresses" +
      (env.ALLOWED_HOSTS ? " and ALLOWED_HOSTS" : "") +
      ". Set SITE_URL to its public address (https://…) before going live.",
  );
}

/**
 * Runs a command, handing signals on to it while it runs, and resolves to its exit code (1 when a
 * signal ended it).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export async function runForeground(command, args, options = {}) {
  const { spawn } = await import("node:child_process");
  const child = spawn(command, args, { stdio: "inherit", ...options });
  const handOn = (/** @type {NodeJS.Signals} */ signal) => child.kill(signal);
  const signals = /** @type {const} */ (["SIGINT", "SIGTERM"]);
  for (const signal of signals) process.on(signal, handOn);
  return new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      for (const each of signals) process.off(each, handOn);
      resolve(code ?? (signal ? 1 : 0));
    }),
  );
}
