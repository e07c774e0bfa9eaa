// @ts-check
// npm run backup: one archive of everything the store needs, in BACKUP_DIR (backend/ops/commands.ts).
import { runOpsCommand } from "./ops-command.mjs";

await runOpsCommand("backupCommand", "backup failed");
