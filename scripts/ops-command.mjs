// @ts-check
// npm run backup and npm run restore: the settings from .env, then the command's module (TypeScript,
// through tsx). A refusal or any failure is one line on stderr and exit code 1, never a stack; a bad
// setting is its message and exit code 78 (scripts/exit-codes.mjs).
import { loadDotEnv } from "./settings.mjs";
import { CONFIGURATION_EXIT_CODE } from "./exit-codes.mjs";

/**
 * @param {"backupCommand" | "restoreCommand"} name the command, exported by backend/ops/commands.ts
 * @param {string} label what a failure is called ("backup failed")
 */
export async function runOpsCommand(name, label) {
  loadDotEnv();
  process.env.NODE_ENV ??= "production";
  const { tsImport } = await import("tsx/esm/api");
  const commands = await tsImport("../backend/ops/commands.ts", import.meta.url);
  try {
    console.log(await commands[name](process.argv.slice(2)));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof Error && error.name === "ConfigurationError") {
      console.error(message);
      process.exit(CONFIGURATION_EXIT_CODE);
    }
    console.error(`${label}: ${message.split("\n")[0]}`);
    process.exit(1);
  }
}
