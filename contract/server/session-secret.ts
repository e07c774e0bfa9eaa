import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { readSharedSettings } from "./settings";

let cached: string | undefined;

/**
 * SESSION_SECRET, or one generated once and kept under DATA_DIR so restarts keep people signed in.
 * Several instances must share SESSION_SECRET (or DATA_DIR) for their cookies to agree.
 */
export function sessionSecret(): string {
  if (cached) return cached;
  const { SESSION_SECRET: configured, DATA_DIR: dataDir } = readSharedSettings();
  if (configured) return (cached = configured);
  const file = join(dataDir, "session-secret");
  try {
    cached = readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const generated = randomBytes(32).toString("base64url");
    try {
      writeFileSync(file, generated, { flag: "wx", mode: 0o600 });
      cached = generated;
    } catch {
      // Another process wrote it first: use theirs.
      cached = readFileSync(file, "utf8").trim();
    }
  }
  return cached;
}
