/**
 * What `npm run backup` and `npm run restore` refuse, each with one clear line and a non-zero exit,
 * before anything is touched: a missing file, a file that is no archive, a damaged archive, one from
 * a newer schema, one of the other database kind, a target that is not empty without --force, and
 * PostgreSQL's tools missing. And a failed backup is recorded where the back office reads it.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readBackupStatus } from "./backup-status";
import { migratedDataDir, newFolder, runScript, type CommandResult } from "../test/backup-support";
import { createScratchDatabase } from "../test/harness";
import { connectPostgres } from "../db/client";
import { prepareDatabase } from "../db/prepare";

const backups = newFolder("backup-refusals");
const made: string[] = [backups];
let source = "";
let archive = "";

/** A refusal: exit code 1 and one line on stderr saying `message`, no stack. */
function expectRefused(result: CommandResult, message: RegExp) {
  expect(result.stderr.trim()).toMatch(message);
  expect(result.stderr.trim().split("\n")).toHaveLength(1);
  expect(result.code).toBe(1);
}

async function backUp(dataDir: string, env: Record<string, string> = {}) {
  const result = await runScript("backup.mjs", [], { DATA_DIR: dataDir, BACKUP_DIR: backups, ...env });
  const written = /Backup written: (\S+\.tar)/.exec(result.stdout)?.[1];
  return { result, written };
}

const restore = (file: string, dataDir: string, ...rest: string[]) => runScript("restore.mjs", [file, ...rest], { DATA_DIR: dataDir });

beforeAll(async () => {
  source = await migratedDataDir("backup-refusals-source");
  made.push(source);
  const { result, written } = await backUp(source);
  expect(result.stderr).toBe("");
  archive = written!;
}, 60_000);

afterAll(() => {
  for (const folder of made) rmSync(folder, { recursive: true, force: true });
});

/** A fresh place to restore into, which the refusals must leave as it was: absent. */
function untouchedTarget() {
  const target = join(newFolder("backup-refusals-target"), "data");
  made.push(dirname(target));
  return target;
}

describe("npm run backup", () => {
  it("writes the archive owner-readable only, into an owner-only BACKUP_DIR", () => {
    expect(statSync(archive).mode & 0o777).toBe(0o600);
    expect(statSync(backups).mode & 0o777).toBe(0o700);
  });

  it("refuses a DATA_DIR without a database, and the back office sees the failure until a backup succeeds", async () => {
    const empty = newFolder("backup-refusals-empty");
    made.push(empty);
    expectRefused((await backUp(empty)).result, /^backup failed: nothing to back up: .*pglite holds no database/);
    const failed = await readBackupStatus({ BACKUP_DIR: backups, BACKUP_EVERY_HOURS: null, BACKUP_KEEP: 7 });
    expect(failed.lastFailure?.reason).toMatch(/^nothing to back up/);
    expect(failed).toMatchObject({ everyHours: null, keep: 7, next: null });

    const { written } = await backUp(source);
    const status = await readBackupStatus({ BACKUP_DIR: backups, BACKUP_EVERY_HOURS: null, BACKUP_KEEP: 7 });
    expect(status.lastFailure).toBeNull();
    expect(status.last).toEqual({ file: written!.split("/").pop(), at: expect.any(String), bytes: statSync(written!).size });
  }, 60_000);
});

describe("npm run restore", () => {
  it("refuses a file that does not exist", async () => {
    const target = untouchedTarget();
    expectRefused(await restore(join(backups, "no-such-backup.tar"), target), /^restore failed: no such file: .*no-such-backup\.tar$/);
    expect(existsSync(target)).toBe(false);
  });

  it("refuses a file that is not an archive", async () => {
    expectRefused(await restore("package.json", untouchedTarget()), /^restore failed: package\.json is not a readable backup archive/);
  });

  it("refuses an archive whose database copy was changed, by its checksum, touching nothing", async () => {
    const damaged = join(backups, "damaged.tar");
    copyFileSync(archive, damaged);
    const bytes = readFileSync(damaged);
    bytes.write("damage", Math.floor(bytes.length / 2));
    writeFileSync(damaged, bytes);
    const target = untouchedTarget();
    expectRefused(
      await restore(damaged, target),
      /^restore failed: .*damaged\.tar is damaged: the checksum of database\/pglite\.tar\.gz does not match/,
    );
    expect(existsSync(target)).toBe(false);
  });

  it("refuses an archive cut short", async () => {
    const cut = join(backups, "cut.tar");
    writeFileSync(cut, readFileSync(archive).subarray(0, 4096));
    expectRefused(await restore(cut, untouchedTarget()), /^restore failed: .*cut\.tar is (not a readable backup archive|damaged)/);
  });

  it("refuses an archive from a newer schema than this code's migrations", async () => {
    const newer = await migratedDataDir("backup-refusals-newer", (connection) =>
      connection.db.execute(sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-the-future', 4102444800000)`),
    );
    made.push(newer);
    const { written } = await backUp(newer);
    const target = untouchedTarget();
    expectRefused(await restore(written!, target), /^restore failed: this archive comes from a newer version of the store/);
    expect(existsSync(target)).toBe(false);
  }, 60_000);

  it("refuses a non-empty DATA_DIR without --force, naming what it would overwrite, and replaces it with --force", async () => {
    const target = untouchedTarget();
    mkdirSync(join(target, "mail"), { recursive: true });
    writeFileSync(join(target, "session-secret"), "another store's secret");
    writeFileSync(join(target, "mail", "other.json"), "{}");
    expectRefused(
      await restore(archive, target),
      /^restore failed: the target is not empty, a restore would overwrite .*session-secret, .*mail: run it again with --force/,
    );
    expect(readFileSync(join(target, "session-secret"), "utf8")).toBe("another store's secret");

    const forced = await restore(archive, target, "--force");
    expect(forced.stderr).toBe("");
    expect(readFileSync(join(target, "session-secret"), "utf8")).toBe("secret-of-backup-refusals-source");
    expect(existsSync(join(target, "mail", "other.json"))).toBe(false);
    expect(existsSync(join(target, "pglite", "PG_VERSION"))).toBe(true);
  }, 60_000);

  it("refuses an embedded database's archive when DATABASE_URL names a PostgreSQL", async () => {
    const result = await runScript("restore.mjs", [archive], {
      DATA_DIR: untouchedTarget(),
      DATABASE_URL: "postgres://postgres@127.0.0.1:5432/none",
    });
    expectRefused(result, /^restore failed: this archive holds the embedded \(PGlite\) database: unset DATABASE_URL/);
  });

  it("refuses unknown options and a missing file name", async () => {
    expectRefused(await restore(archive, untouchedTarget(), "--forse"), /^restore failed: unknown option --forse/);
    expectRefused(await runScript("restore.mjs", [], {}), /^restore failed: name one archive: npm run restore -- FILE \[--force\]$/);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("on PostgreSQL", () => {
  const scratches: Awaited<ReturnType<typeof createScratchDatabase>>[] = [];
  const scratch = async () => {
    scratches.push(await createScratchDatabase(process.env.TEST_DATABASE_URL!));
    return scratches.at(-1)!.url;
  };
  afterAll(async () => {
    for (const each of scratches) await each.drop();
  });
  // Only node is found (the commands run by its full path): a PATH without pg_dump and pg_restore.
  const pathWithoutPgTools = () => (dirname(process.execPath) === "/usr/bin" ? "/nonexistent" : dirname(process.execPath));

  it("refuses a database that holds no store", async () => {
    expectRefused(
      (await backUp(source, { DATABASE_URL: await scratch() })).result,
      /^backup failed: nothing to back up: the database holds no store/,
    );
  });

  it("refuses a non-empty database without --force and replaces it with --force; names the package when pg_dump or pg_restore is missing", async () => {
    const storeUrl = await scratch();
    const connection = connectPostgres(storeUrl, { maxConnections: 2 });
    await prepareDatabase(connection, { seedDemo: false });
    await connection.close();
    const missingDump = await backUp(source, { DATABASE_URL: storeUrl, PATH: pathWithoutPgTools() });
    expectRefused(missingDump.result, /^backup failed: pg_dump was not found: install .*apt-get install postgresql-client-\d+/);

    const { written } = await backUp(source, { DATABASE_URL: storeUrl });
    const intoItself = { DATA_DIR: untouchedTarget(), DATABASE_URL: storeUrl };
    expectRefused(
      await runScript("restore.mjs", [written!], intoItself),
      /^restore failed: the target is not empty, a restore would overwrite the database's \d+ tables \(drizzle\.__drizzle_migrations, public\.addresses, .* more\): run it again with --force/,
    );
    expect(await runScript("restore.mjs", [written!, "--force"], intoItself)).toMatchObject({ code: 0, stderr: "" });
    const target = untouchedTarget();
    const env = { DATA_DIR: target, DATABASE_URL: await scratch(), PATH: pathWithoutPgTools() };
    expectRefused(
      await runScript("restore.mjs", [written!], env),
      /^restore failed: pg_restore was not found: install .*postgresql-client-\d+/,
    );
    expect(existsSync(target)).toBe(false);
  }, 60_000);
});
