import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { extract } from "tar";
import { ARCHIVE_FORMAT, checksumsOf, MANIFEST_FILE, type Manifest } from "./archive-manifest";
import { BackupRefusal, failureReason } from "./backup-refusal";

export interface OpenedArchive {
  dir: string;
  manifest: Manifest;
  close(): Promise<void>;
}

async function readManifest(file: string, dir: string): Promise<Manifest> {
  const path = join(dir, MANIFEST_FILE);
  if (!existsSync(path)) throw new BackupRefusal(`${file} is not a backup of this store (it has no ${MANIFEST_FILE})`);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(await readFile(path, "utf8")) as Partial<Manifest>;
  } catch {
    throw new BackupRefusal(`${file} is damaged: its ${MANIFEST_FILE} cannot be read`);
  }
  if (manifest.store !== "cookware" || typeof manifest.checksums !== "object" || !manifest.database)
    throw new BackupRefusal(`${file} is not a backup of this store`);
  if (manifest.format !== ARCHIVE_FORMAT)
    throw new BackupRefusal(
      `${file} is in archive format ${manifest.format}, which this version of the store cannot read: update the store's code`,
    );
  return manifest as Manifest;
}

function checkChecksums(file: string, manifest: Manifest, found: Record<string, string>): void {
  for (const [path, expected] of Object.entries(manifest.checksums)) {
    if (!found[path]) throw new BackupRefusal(`${file} is damaged: ${path} is missing from it (cut short?)`);
    if (found[path] !== expected)
      throw new BackupRefusal(`${file} is damaged: the checksum of ${path} does not match (changed or cut short since it was written)`);
  }
  if (!manifest.checksums[manifest.database.file]) throw new BackupRefusal(`${file} is damaged: it names no database copy`);
}

/**
 * Unpacks an archive into a folder of its own (owner-only) and checks it against its manifest before
 * anything else is touched: a missing file, one that is not a tar, a changed or cut-short file, each
 * a BackupRefusal naming it.
 */
export async function openArchive(file: string): Promise<OpenedArchive> {
  const found = await stat(file).catch(() => undefined);
  if (!found) throw new BackupRefusal(`no such file: ${file}`);
  if (!found.isFile()) throw new BackupRefusal(`${file} is not a file`);
  const dir = await mkdtemp(join(tmpdir(), "cookware-restore-"));
  const close = () => rm(dir, { recursive: true, force: true });
  try {
    await extract({ file, cwd: dir, strict: true }).catch((error: unknown) => {
      throw new BackupRefusal(`${file} is not a readable backup archive: ${failureReason(error)}`);
    });
    const manifest = await readManifest(file, dir);
    checkChecksums(file, manifest, await checksumsOf(dir));
    return { dir, manifest, close };
  } catch (error) {
    await close();
    throw error;
  }
}
