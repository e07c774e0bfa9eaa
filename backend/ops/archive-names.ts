import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";

/** One archive in BACKUP_DIR. */
export interface ArchiveEntry {
  file: string;
  at: string;
  bytes: number;
}

const PREFIX = "cookware-backup-";
const SUFFIX = ".tar";
const NAME_PATTERN = /^cookware-backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})\.(\d{3})Z\.tar$/;

/** Named by the time it was taken (UTC), so names sort as times do: cookware-backup-2026-11-28T05-00-00.000Z.tar. */
export function archiveName(at: Date): string {
  return `${PREFIX}${at.toISOString().replace(/:/g, "-")}${SUFFIX}`;
}

function archiveTime(name: string): string | undefined {
  const match = NAME_PATTERN.exec(name);
  return match ? `${match[1]}T${match[2]}:${match[3]}:${match[4]}.${match[5]}Z` : undefined;
}

/** The archives in `backupDir`, newest first; none when the folder does not exist yet. */
export async function listArchives(backupDir: string): Promise<ArchiveEntry[]> {
  const names = await readdir(backupDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ENOENT") return [];
    throw error;
  });
  const archives = names.filter((name) => archiveTime(name)).sort((a, b) => (a < b ? 1 : -1));
  return Promise.all(
    archives.map(async (name) => ({ file: name, at: archiveTime(name)!, bytes: (await stat(join(backupDir, name))).size })),
  );
}

/** Removes all but the newest `keep` archives; answers the names removed. */
export async function pruneArchives(backupDir: string, keep: number): Promise<string[]> {
  const old = (await listArchives(backupDir)).slice(keep).map((archive) => archive.file);
  for (const file of old) await rm(join(backupDir, file), { force: true });
  return old;
}
