import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

export interface StoreVersion {
  version: string;
  /** The checked-out commit when the store runs from a git clone (the usual deployment), else null. */
  commit: string | null;
}

function readCommit(root: string): string | null {
  const gitDir = join(root, ".git");
  try {
    const head = readFileSync(join(gitDir, "HEAD"), "utf8").trim();
    if (!head.startsWith("ref: ")) return /^[0-9a-f]{40}$/.test(head) ? head : null;
    const ref = head.slice(5);
    if (existsSync(join(gitDir, ref))) return readFileSync(join(gitDir, ref), "utf8").trim();
    const packed = readFileSync(join(gitDir, "packed-refs"), "utf8");
    return (
      packed
        .split("\n")
        .find((line) => line.endsWith(` ${ref}`))
        ?.split(" ")[0] ?? null
    );
  } catch {
    return null;
  }
}

let read: StoreVersion | undefined;

/** package.json's version and the git commit of the directory the store runs from, read once. */
export function storeVersion(root = process.cwd()): StoreVersion {
  if (read) return read;
  let version = "unknown";
  try {
    version = (JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as { version?: string }).version ?? version;
  } catch {
    // Run from elsewhere: the page says "unknown" rather than guessing.
  }
  read = { version, commit: readCommit(root) };
  return read;
}
