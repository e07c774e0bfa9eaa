// @ts-check
import { existsSync } from "node:fs";
import { tsImport } from "tsx/esm/api";

/** Loads .env (when present) without overriding what the environment already says. */
export function loadDotEnv() {
  if (existsSync(".env")) process.loadEnvFile(".env");
}

/**
 * Validates every setting once; a bad one stops the process with a message naming it.
 * @param {string} modulePath the TypeScript module (relative to this file) that exports the validator
 * @param {string} exportName the validator, which throws a ConfigurationError for a bad setting
 */
export async function validateSettingsOrExit(modulePath = "../app/lib/env.server.ts", exportName = "validateAllSettings") {
  const settings = await tsImport(modulePath, import.meta.url);
  try {
    return settings[exportName]();
  } catch (error) {
    if (error instanceof Error && error.name === "ConfigurationError") {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Runs a command, handing signals on to it, and resolves to its exit code (1 when a signal ended it).
 * @param {string} command
 * @param {readonly string[]} args
 * @param {import("node:child_process").SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export async function runForeground(command, args, options = {}) {
  const { spawn } = await import("node:child_process");
  const child = spawn(command, args, { stdio: "inherit", ...options });
  for (const signal of /** @type {const} */ (["SIGINT", "SIGTERM"])) process.on(signal, () => child.kill(signal));
  return new Promise((resolve) => child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))));
}
