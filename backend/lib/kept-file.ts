import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

/**
 * Keeps one record as a JSON file in `folder`, readable only by this user, named by the time; answers
 * its path. Written beside the folder and moved in whole, so whoever lists the folder never reads half
 * a file. Mail and shopper messages are kept this way when no sender is set (a developer and the
 * browser tests open them).
 */
export async function keepJsonFile(folder: string, prefix: string, record: object): Promise<string> {
  const file = join(folder, `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.json`);
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const partial = join(dirname(folder), `.${prefix}-${randomBytes(6).toString("hex")}.partial`);
  await writeFile(partial, JSON.stringify({ ...record, date: new Date().toISOString() }, null, 2), { mode: 0o600 });
  await rename(partial, file);
  return file;
}
