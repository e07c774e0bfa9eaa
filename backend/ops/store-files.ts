import { existsSync, readFileSync } from "node:fs";
import { chmod, cp, mkdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { mailFolder } from "../email/mailer";
import { messageFolder } from "../messages/messenger";
import type { BackupEnv } from "./backup-settings";

/** Where the session secret lives under DATA_DIR (contract/server/session-secret.ts writes it there). */
export const sessionSecretFile = (dataDir: string) => join(dataDir, "session-secret");

/** DATA_DIR's files an archive holds, by their name in the archive ("data/…") and in DATA_DIR. */
const keptFolders = [
  { archived: "data/mail", inDataDir: mailFolder },
  { archived: "data/messages", inDataDir: messageFolder },
];
const ARCHIVED_SECRET = "data/session-secret";

export type SecretSource = "settings" | "generated" | "none";

/**
 * Copies the session secret in force (SESSION_SECRET, else the generated one) and the kept mail and
 * message files into `stagingDir`. Those files are written whole and moved in (backend/lib/kept-file.ts),
 * so copying them never catches half of one.
 */
export async function stageStoreFiles(env: Pick<BackupEnv, "DATA_DIR" | "SESSION_SECRET">, stagingDir: string): Promise<SecretSource> {
  await mkdir(join(stagingDir, "data"), { recursive: true, mode: 0o700 });
  for (const folder of keptFolders) {
    const source = folder.inDataDir(env.DATA_DIR);
    if (existsSync(source)) await cp(source, join(stagingDir, folder.archived), { recursive: true });
  }
  const generated = existsSync(sessionSecretFile(env.DATA_DIR)) ? readFileSync(sessionSecretFile(env.DATA_DIR), "utf8").trim() : undefined;
  const secret = env.SESSION_SECRET ?? generated;
  if (secret) await writeFile(join(stagingDir, ARCHIVED_SECRET), secret, { mode: 0o600 });
  return env.SESSION_SECRET ? "settings" : generated ? "generated" : "none";
}

/** What of DATA_DIR a restore would overwrite, named for the refusal (the database's folder aside). */
export function storeFilesIn(dataDir: string): string[] {
  const present = keptFolders.map((folder) => folder.inDataDir(dataDir)).filter((path) => existsSync(path));
  return existsSync(sessionSecretFile(dataDir)) ? [sessionSecretFile(dataDir), ...present] : present;
}

/** Puts the archive's secret and files into DATA_DIR, replacing what was there. */
export async function restoreStoreFiles(extractedDir: string, dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  for (const folder of keptFolders) {
    await rm(folder.inDataDir(dataDir), { recursive: true, force: true });
    const archived = join(extractedDir, folder.archived);
    if (existsSync(archived)) await cp(archived, folder.inDataDir(dataDir), { recursive: true });
  }
  const secret = join(extractedDir, ARCHIVED_SECRET);
  await rm(sessionSecretFile(dataDir), { force: true });
  if (existsSync(secret)) {
    await cp(secret, sessionSecretFile(dataDir));
    await chmod(sessionSecretFile(dataDir), 0o600);
  }
}
