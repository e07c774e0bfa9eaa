import { chmod, mkdir, mkdtemp, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { create } from "tar";
import type { DatabaseConnection } from "../db/client";
import { archiveName, type ArchiveEntry } from "./archive-names";
import { ARCHIVE_FORMAT, checksumsOf, MANIFEST_FILE, type Manifest } from "./archive-manifest";
import { failureReason } from "./backup-refusal";
import type { BackupEnv } from "./backup-settings";
import { clearBackupFailure, recordBackupFailure } from "./backup-status";
import { copyDatabase } from "./database-copy";
import { stageStoreFiles } from "./store-files";

const LEFT_BEHIND_AFTER_MS = 24 * 60 * 60 * 1000;

/** Staging folders and partial archives of a backup whose process died (they hold the secret too); a day old, no backup still writes them. */
async function removeLeftovers(backupDir: string): Promise<void> {
  for (const name of await readdir(backupDir)) {
    if (!name.startsWith(".staging-") && !name.endsWith(".partial")) continue;
    const path = join(backupDir, name);
    const { mtimeMs } = await stat(path);
    if (Date.now() - mtimeMs > LEFT_BEHIND_AFTER_MS) await rm(path, { recursive: true, force: true });
  }
}

async function writeArchive(env: BackupEnv, at: Date, running: DatabaseConnection | undefined): Promise<ArchiveEntry> {
  await mkdir(env.BACKUP_DIR, { recursive: true, mode: 0o700 });
  await removeLeftovers(env.BACKUP_DIR);
  // Staged beside the archives, owner-only: it holds the session secret too.
  const staging = await mkdtemp(join(env.BACKUP_DIR, ".staging-"));
  const file = archiveName(at);
  const partial = join(env.BACKUP_DIR, `.${file}.partial`);
  try {
    const database = await copyDatabase(env, staging, running);
    const sessionSecret = await stageStoreFiles(env, staging);
    const manifest: Manifest = {
      store: "cookware",
      format: ARCHIVE_FORMAT,
      createdAt: at.toISOString(),
      database,
      sessionSecret,
      checksums: await checksumsOf(staging),
    };
    await writeFile(join(staging, MANIFEST_FILE), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    // The database's part is compressed already: the archive itself is a plain tar.
    await create({ cwd: staging, file: partial, portable: true, mode: 0o600 }, [MANIFEST_FILE, ...Object.keys(manifest.checksums)]);
    await chmod(partial, 0o600);
    await rename(partial, join(env.BACKUP_DIR, file));
    return { file, at: manifest.createdAt, bytes: (await stat(join(env.BACKUP_DIR, file))).size };
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(partial, { force: true });
  }
}

/**
 * Writes one archive of everything the store needs into BACKUP_DIR (owner-readable only), named by
 * the time; records a failure where every process reads it, and clears it on success.
 * `running`: the store's own database connection, when the store itself takes the backup.
 */
export async function takeBackup(env: BackupEnv, running?: DatabaseConnection, at = new Date()): Promise<ArchiveEntry> {
  try {
    const archive = await writeArchive(env, at, running);
    await clearBackupFailure(env.BACKUP_DIR);
    return archive;
  } catch (error) {
    await recordBackupFailure(env.BACKUP_DIR, failureReason(error)).catch(() => {});
    throw error;
  }
}
