import { z } from "zod";
import { countSetting, serverUrlSetting, sharedSettings } from "../../contract/server/settings";

/** Where archives go and how often the running store takes one (docs: README's settings table). */
export const backupSettings = {
  BACKUP_DIR: z.string().default("./backups"),
  /** Hours between the running store's own backups; unset or 0 turns them off. */
  BACKUP_EVERY_HOURS: countSetting(0, 24 * 365).transform((hours) => (hours === 0 ? null : hours)),
  /** The newest archives kept after a scheduled backup; older ones are removed. */
  BACKUP_KEEP: countSetting(7, 1000).pipe(z.number().min(1, "must be at least 1")),
};

/** What `npm run backup` and `npm run restore` read: only what they need, so an unrelated setting never blocks a backup. */
export const backupCommandSettingsSchema = z.object({
  DATA_DIR: sharedSettings.DATA_DIR,
  SESSION_SECRET: sharedSettings.SESSION_SECRET,
  DATABASE_URL: serverUrlSetting(["postgres", "postgresql"]),
  ...backupSettings,
});

export type BackupSettings = Pick<z.output<typeof backupCommandSettingsSchema>, "BACKUP_DIR" | "BACKUP_EVERY_HOURS" | "BACKUP_KEEP">;
export type BackupEnv = z.output<typeof backupCommandSettingsSchema>;
