import { readdir, stat, statfs } from "node:fs/promises";
import { join, resolve } from "node:path";

async function bytesUnder(path: string): Promise<number> {
  const entries = await readdir(path, { withFileTypes: true }).catch(() => []);
  let total = 0;
  for (const entry of entries) {
    const child = join(path, entry.name);
    if (entry.isDirectory()) total += await bytesUnder(child);
    else if (entry.isFile()) total += (await stat(child).catch(() => ({ size: 0 }))).size;
  }
  return total;
}

/** What DATA_DIR holds, and the free and total space of the disk it is on (null where the system cannot say). */
export async function dataDirUsage(dataDir: string) {
  const path = resolve(dataDir);
  const disk = await statfs(path).catch(() => null);
  return {
    path,
    usedBytes: await bytesUnder(path),
    freeBytes: disk ? disk.bavail * disk.bsize : null,
    totalBytes: disk ? disk.blocks * disk.bsize : null,
  };
}
