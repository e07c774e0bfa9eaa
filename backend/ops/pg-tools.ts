import { spawn } from "node:child_process";
import { BackupRefusal } from "./backup-refusal";

export type PgTool = "pg_dump" | "pg_restore";

/** The address without its password, which goes in PGPASSWORD: never in a command line others can list. */
function connectionOf(databaseUrl: string): { dbname: string; env: Record<string, string> } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}

export function missingToolMessage(tool: PgTool, serverMajorVersion: number): string {
  return `${tool} was not found: install PostgreSQL's client tools, the server's version or newer (Debian/Ubuntu: apt-get install postgresql-client-${serverMajorVersion}), or put ${tool} on PATH`;
}

function runTool(tool: PgTool, args: string[], env: Record<string, string>, serverMajorVersion: number): Promise<void> {
  const child = spawn(tool, args, { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr.on("data", (chunk) => (errors = (errors + chunk).slice(-4000)));
  return new Promise((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) =>
      reject(error.code === "ENOENT" ? new BackupRefusal(missingToolMessage(tool, serverMajorVersion)) : error),
    );
    child.once("close", (code) => {
      if (code === 0) return resolve();
      const reason = errors.split("\n").find((line) => line.trim()) ?? `exit code ${code}`;
      reject(new BackupRefusal(`${tool} failed: ${reason.trim()}`));
    });
  });
}

/** Refuses, naming the package to install, when `tool` is not on PATH (checked before a restore touches anything). */
export function requirePgTool(tool: PgTool, serverMajorVersion: number): Promise<void> {
  return runTool(tool, ["--version"], {}, serverMajorVersion);
}

/**
 * Runs pg_dump or pg_restore against `databaseUrl` with `args`; a missing tool or a failure is a
 * BackupRefusal naming what to do, with the tool's own first error line.
 */
export function runPgTool(tool: PgTool, databaseUrl: string, args: string[], serverMajorVersion: number): Promise<void> {
  const { dbname, env } = connectionOf(databaseUrl);
  return runTool(tool, [...args, `--dbname=${dbname}`], env, serverMajorVersion);
}
