import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { connectPglite, connectPostgres, type DatabaseConnection } from "../db/client";
import { migrationsFolder } from "../db/prepare";
import { createScratchDatabase } from "./harness";

/** The migrations up to and including `lastTag`, in a folder of their own. */
export function migrationsUpTo(lastTag: string): string {
  const folder = mkdtempSync(join(tmpdir(), "cookware-migrations-"));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const journalPath = join(folder, "meta/_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as { entries: { idx: number; tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

/**
 * A new database (PGlite, or a scratch PostgreSQL database) migrated up to `lastTag`, filled as a store
 * was then (`fill`), and migrated the rest of the way before the tests; closed and dropped after them.
 */
export function databaseMigratedPast(driver: string, lastTag: string, fill: (connection: DatabaseConnection) => Promise<void>) {
  let connection: DatabaseConnection;
  let drop: (() => Promise<void>) | undefined;
  const before = migrationsUpTo(lastTag);
  beforeAll(async () => {
    if (driver === "postgres") {
      const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!);
      drop = scratch.drop;
      connection = connectPostgres(scratch.url, { maxConnections: 2 });
    } else {
      connection = await connectPglite();
    }
    await connection.migrate({ migrationsFolder: before });
    await fill(connection);
    await connection.migrate({ migrationsFolder: migrationsFolder() });
  });
  afterAll(async () => {
    await connection?.close();
    await drop?.();
    rmSync(before, { recursive: true, force: true });
  });
  return () => connection;
}
