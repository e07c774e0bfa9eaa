import { readFile, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { log } from "../../contract/server/log";
import { BackupRefusal } from "./backup-refusal";

/**
 * PGlite opens in one process only. `npm run backup` opens DATA_DIR's database itself only while no
 * store runs there, holding this file; a store starting meanwhile has announced itself first (its
 * endpoint file), then waits here for the file to go. Each writes its own mark before looking for the
 * other's, so at least one of them sees the other.
 */
const lockFile = (dataDir: string) => join(dataDir, "backup-command.lock");
const WAIT_STEP_MS = 200;

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

async function holder(dataDir: string): Promise<number | undefined> {
  const pid = Number(await readFile(lockFile(dataDir), "utf8").catch(() => ""));
  return pid > 0 && isAlive(pid) ? pid : undefined;
}

/** Runs `work` holding DATA_DIR's command lock; refuses while another live command holds it. */
export async function withCommandLock<T>(dataDir: string, work: () => Promise<T>): Promise<T> {
  const other = await holder(dataDir);
  if (other) throw new BackupRefusal(`another backup (pid ${other}) is using ${dataDir}'s database: try again once it ends`);
  await writeFile(lockFile(dataDir), String(process.pid), { mode: 0o600 });
  try {
    return await work();
  } finally {
    await rm(lockFile(dataDir), { force: true });
  }
}

/** The store, about to open DATA_DIR's database: waits while a backup command has it open. */
export async function waitWhileCommandHoldsDatabase(dataDir: string): Promise<void> {
  let told = false;
  for (let pid = await holder(dataDir); pid; pid = await holder(dataDir)) {
    if (!told) log().info(`[backup] waiting for npm run backup (pid ${pid}) to finish with the embedded database`);
    told = true;
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS));
  }
}
