import { join, resolve } from "node:path";
import { parseEnvironment } from "../../contract/server/settings";
import { takeBackup } from "./backup-archive";
import { BackupRefusal } from "./backup-refusal";
import { backupCommandSettingsSchema } from "./backup-settings";
import { restoreBackup } from "./restore";

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** `npm run backup`: one archive in BACKUP_DIR; answers what to tell the operator. */
export async function backupCommand(args: string[], source: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (args.length) throw new BackupRefusal(`npm run backup takes no arguments (got ${args.join(" ")}): BACKUP_DIR says where it writes`);
  const env = parseEnvironment(backupCommandSettingsSchema, source);
  const archive = await takeBackup(env);
  return [
    `Backup written: ${resolve(env.BACKUP_DIR, archive.file)} (${megabytes(archive.bytes)}, ${env.DATABASE_URL ? "PostgreSQL" : "embedded database"}).`,
    "It holds the session secret: it is readable by this user only; copy it off this server to a place as safe (README: Backups).",
  ].join("\n");
}

/** `npm run restore -- FILE [--force]`: answers what was restored. */
export async function restoreCommand(args: string[], source: NodeJS.ProcessEnv = process.env): Promise<string> {
  const force = args.includes("--force");
  const rest = args.filter((arg) => arg !== "--force");
  const unknown = rest.find((arg) => arg.startsWith("--"));
  if (unknown) throw new BackupRefusal(`unknown option ${unknown}: npm run restore -- FILE [--force]`);
  if (rest.length !== 1) throw new BackupRefusal("name one archive: npm run restore -- FILE [--force]");
  const env = parseEnvironment(backupCommandSettingsSchema, source);
  const manifest = await restoreBackup(env, rest[0], { force });
  const target = env.DATABASE_URL ? "DATABASE_URL's database and DATA_DIR" : resolve(env.DATA_DIR);
  const lines = [`Restored the backup of ${manifest.createdAt} into ${target}. Start the store on it (npm start).`];
  if (env.SESSION_SECRET && manifest.sessionSecret !== "none")
    lines.push(
      `SESSION_SECRET is set: the store signs with it rather than the archive's secret (kept in ${join(env.DATA_DIR, "session-secret")}).`,
    );
  return lines.join("\n");
}
