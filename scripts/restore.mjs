// @ts-check
// npm run restore -- FILE [--force]: an archive back into an empty DATA_DIR or database (backend/ops/commands.ts).
import { runOpsCommand } from "./ops-command.mjs";

await runOpsCommand("restoreCommand", "restore failed");
