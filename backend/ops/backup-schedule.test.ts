/**
 * The running store's scheduled backups (BACKUP_EVERY_HOURS), on the store's own connection: one
 * archive per slot whichever process wakes, the newest BACKUP_KEEP kept, one process of several on
 * PostgreSQL, and a failure recorded for the back office rather than thrown.
 */
import { mkdirSync, readdirSync, rmSync, utimesSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeEach, expect, it } from "vitest";
import { connectPostgres } from "../db/client";
import { describeOnEachDatabase } from "../test/harness";
import { newFolder } from "../test/backup-support";
import type { BackupEnv } from "./backup-settings";
import { nextSlot, runScheduledBackup, SCHEDULED_BACKUP_LOCK_ID, scheduleBackups } from "./backup-schedule";
import { readBackupStatus } from "./backup-status";

const HOUR_MS = 60 * 60 * 1000;
const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

it("wakes at whole multiples of the period, the same moment in every process", () => {
  expect(nextSlot(new Date("2026-11-28T05:30:00Z"), 24).toISOString()).toBe("2026-11-29T00:00:00.000Z");
  expect(nextSlot(new Date("2026-11-28T05:30:00Z"), 6).toISOString()).toBe("2026-11-28T06:00:00.000Z");
  expect(nextSlot(new Date("2026-11-28T06:00:00Z"), 6).toISOString()).toBe("2026-11-28T12:00:00.000Z");
});

describeOnEachDatabase("scheduled backups", (backend) => {
  let env: BackupEnv;
  const archives = () => readdirSync(env.BACKUP_DIR).filter((name) => name.endsWith(".tar"));
  // A slot just past: the archive written now counts as this slot's.
  const slotBefore = (hoursAgo: number) => new Date(Date.now() - hoursAgo * HOUR_MS);

  beforeEach(() => {
    const dataDir = newFolder("scheduled-data");
    const backupDir = newFolder("scheduled-backups");
    folders.push(dataDir, backupDir);
    env = {
      DATA_DIR: dataDir,
      BACKUP_DIR: backupDir,
      BACKUP_EVERY_HOURS: 1,
      BACKUP_KEEP: 2,
      SESSION_SECRET: "a".repeat(40),
      DATABASE_URL: backend.driver === "postgres" ? "set" : undefined,
    };
  });

  // On PostgreSQL the scheduled backup runs pg_dump against DATABASE_URL: the scratch database's address.
  const withUrl = async () => {
    if (backend.driver !== "postgres") return;
    const [{ name }] = (await backend.db.execute(`select current_database() as name`)) as unknown as { name: string }[];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    env.DATABASE_URL = url.toString();
  };

  it("writes one archive per slot, skips a slot already backed up, and keeps the newest BACKUP_KEEP", async () => {
    await withUrl();
    await runScheduledBackup(env, backend.connection, slotBefore(0.001));
    await runScheduledBackup(env, backend.connection, slotBefore(0.001));
    expect(archives()).toHaveLength(1);
    await runScheduledBackup(env, backend.connection, new Date(Date.now() + 1));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await runScheduledBackup(env, backend.connection, new Date(Date.now() + 1));
    expect(archives()).toHaveLength(2);
    expect((await readBackupStatus(env)).last?.file).toBe(archives().sort().at(-1));
  }, 60_000);

  it("removes what a backup that died left behind a day ago, and nothing newer", async () => {
    await withUrl();
    const dayAndMinuteAgo = new Date(Date.now() - 24 * HOUR_MS - 60_000);
    for (const name of [".staging-old", ".staging-new"]) mkdirSync(join(env.BACKUP_DIR, name));
    utimesSync(join(env.BACKUP_DIR, ".staging-old"), dayAndMinuteAgo, dayAndMinuteAgo);
    await runScheduledBackup(env, backend.connection, slotBefore(0.001));
    expect(readdirSync(env.BACKUP_DIR).filter((name) => name.startsWith("."))).toEqual([".staging-new"]);
  }, 60_000);

  it.runIf(backend.driver === "postgres")("leaves the slot to the process that holds the lock", async () => {
    await withUrl();
    await backend.connection.unlessAnotherProcessIs(SCHEDULED_BACKUP_LOCK_ID, async () => {
      const other = connectPostgres(env.DATABASE_URL!, { maxConnections: 2 });
      await runScheduledBackup(env, other, slotBefore(0.001));
      await other.close();
    });
    expect(archives()).toHaveLength(0);
  });

  it("records a failure for the back office instead of throwing, and says when the next backup is", async () => {
    await withUrl();
    mkdirSync(join(env.DATA_DIR, "session-secret"), { recursive: true });
    env.SESSION_SECRET = undefined;
    await runScheduledBackup(env, backend.connection, slotBefore(0.001));
    const schedule = scheduleBackups(env, backend.connection);
    const status = await readBackupStatus(env);
    schedule.stop();
    expect(status.lastFailure?.reason).toMatch(/EISDIR/);
    expect(status.last).toBeNull();
    expect(status.next).toBe(nextSlot(new Date(), 1).toISOString());
    expect((await readBackupStatus(env)).next).toBeNull();
  }, 60_000);
});
