import { createHash } from "node:crypto";
import { mkdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A lock older than this was left by a run that died holding it. */
const ABANDONED_AFTER_MS = 5 * 60_000;

/**
 * Runs `work` while no other test of this run (either project, any worker) runs work under the same
 * `name`: for the few tests that change something store-wide and read it back (the two projects share
 * one server). The lock is a directory, made atomically; the run is told by its session secret (set
 * once by playwright.config.ts, inherited by every worker) and its port.
 */
export async function withRunLock<T>(name: string, work: () => Promise<T>, waitMs = 90_000): Promise<T> {
  const run = createHash("sha256")
    .update(`${process.env.E2E_SESSION_SECRET ?? ""}:${process.env.E2E_PORT ?? ""}`)
    .digest("hex")
    .slice(0, 16);
  const lock = join(tmpdir(), `cookware-e2e-${run}-${name}.lock`);
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const made = await stat(lock).then(
        (info) => info.mtimeMs,
        () => Date.now(),
      );
      if (Date.now() - made > ABANDONED_AFTER_MS) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`the "${name}" lock was held for over ${waitMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
