import { resolve } from "node:path";
import { openArchive } from "./archive-reader";
import type { Manifest } from "./archive-manifest";
import { BackupRefusal } from "./backup-refusal";
import type { BackupEnv } from "./backup-settings";
import { pgliteFolder } from "./database-copy";
import { runningStorePid } from "./pglite-endpoint";
import {
  checkPostgresRestore,
  listeningStores,
  pgliteFolderInUse,
  restorePglite,
  restorePostgres,
  tablesIn,
  withPostgres,
} from "./restore-database";
import { checkSchemaIsKnown } from "./schema-version";
import { restoreStoreFiles, storeFilesIn } from "./store-files";

type RestoreEnv = Pick<BackupEnv, "DATA_DIR" | "DATABASE_URL">;

function checkDriver(manifest: Manifest, env: RestoreEnv): void {
  if (manifest.database.driver === "postgres" && !env.DATABASE_URL)
    throw new BackupRefusal("this archive holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into");
  if (manifest.database.driver === "pglite" && env.DATABASE_URL)
    throw new BackupRefusal("this archive holds the embedded (PGlite) database: unset DATABASE_URL to restore it into DATA_DIR");
}

const listed = (names: string[]) => (names.length > 6 ? `${names.slice(0, 6).join(", ")} and ${names.length - 6} more` : names.join(", "));

/** What the restore would overwrite; empty when the target is empty. */
async function wouldOverwrite(env: RestoreEnv): Promise<string[]> {
  const files = storeFilesIn(env.DATA_DIR);
  if (env.DATABASE_URL) {
    const [tables, stores] = await withPostgres(env.DATABASE_URL, (connection) =>
      Promise.all([tablesIn(connection), listeningStores(connection)]),
    );
    if (stores) throw new BackupRefusal(`${stores} store process(es) are connected to DATABASE_URL's database: stop them before restoring`);
    return [...(tables.length ? [`the database's ${tables.length} tables (${listed(tables)})`] : []), ...files];
  }
  const pid = await runningStorePid(env.DATA_DIR);
  if (pid) throw new BackupRefusal(`a store is running on ${resolve(env.DATA_DIR)} (pid ${pid}): stop it before restoring`);
  return [...((await pgliteFolderInUse(env.DATA_DIR)) ? [pgliteFolder(env.DATA_DIR)] : []), ...files];
}

/**
 * Restores `file` into DATA_DIR (and DATABASE_URL's database when set). Everything is checked before
 * anything is touched: the archive (checksums), its schema against this code's migrations, its kind
 * against the settings, and that the target is empty unless `force`.
 */
export async function restoreBackup(env: RestoreEnv, file: string, { force }: { force: boolean }): Promise<Manifest> {
  const archive = await openArchive(file);
  try {
    const { manifest } = archive;
    checkSchemaIsKnown(manifest.database.schema);
    checkDriver(manifest, env);
    const major = env.DATABASE_URL ? await checkPostgresRestore(env.DATABASE_URL) : 0;
    const overwritten = await wouldOverwrite(env);
    if (overwritten.length && !force)
      throw new BackupRefusal(
        `the target is not empty, a restore would overwrite ${overwritten.join(", ")}: run it again with --force to replace them`,
      );
    if (env.DATABASE_URL) await restorePostgres(archive.dir, env.DATABASE_URL, overwritten.length > 0, major);
    else await restorePglite(archive.dir, manifest.database.file, env.DATA_DIR);
    await restoreStoreFiles(archive.dir, env.DATA_DIR);
    return manifest;
  } finally {
    await archive.close();
  }
}
