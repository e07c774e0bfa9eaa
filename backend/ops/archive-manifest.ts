import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { readdir } from "node:fs/promises";
import { join, relative } from "node:path";
import type { DatabaseCopy } from "./database-copy";
import type { SecretSource } from "./store-files";

export const MANIFEST_FILE = "manifest.json";
export const ARCHIVE_FORMAT = 1;

/** The archive's table of contents: read first on restore, and every file checked against it before anything is touched. */
export interface Manifest {
  store: "cookware";
  format: typeof ARCHIVE_FORMAT;
  createdAt: string;
  database: DatabaseCopy;
  sessionSecret: SecretSource;
  /** sha256 (hex) of every other file, by its path in the archive. */
  checksums: Record<string, string>;
}

async function sha256Of(path: string): Promise<string> {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest("hex");
}

/** Every file under `dir` but the manifest, by its path there ("data/mail/…"), with its sha256. */
export async function checksumsOf(dir: string): Promise<Record<string, string>> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/"))
    .filter((path) => path !== MANIFEST_FILE)
    .sort();
  const checksums: Record<string, string> = {};
  for (const path of files) checksums[path] = await sha256Of(join(dir, path));
  return checksums;
}
