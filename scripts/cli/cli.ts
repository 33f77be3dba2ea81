/** What the command-line scripts that read the database share. */
import { readConfigOrExit } from "../../server/config";
import path from "node:path";
import { openDatabase, type DbHandle } from "../../server/db/client";
import { DataDirInUse } from "../../server/db/data-dir-lock";
import { OperatorSocketUnusable } from "../../server/db/operator-socket";

/** `--since YYYY-MM-DD` as the start of that day (UTC); exits with status 2 and the usage on a bad date. */
export function parseSince(value: string | undefined, usage: string): Date | undefined {
  if (!value) return undefined;
  const since = new Date(`${value}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(since.getTime())) {
    console.error(`--since must be a date like 2026-01-31\n${usage}`);
    process.exit(2);
  }
  return since;
}

/** This command as the server's log names it: the script alone (`leads`), none of its arguments. */
const commandName = () => path.basename(process.argv[1] ?? "command").replace(/\.[cm]?[jt]s$/, "");

/**
 * The database the server would use (DATA_DIR or DATABASE_URL). On the embedded database, while a server runs on
 * DATA_DIR, the command's queries go through that server (decision 034); while another command holds DATA_DIR, it
 * exits with status 1 and one line saying so.
 */
export async function openConfiguredDatabase(): Promise<DbHandle> {
  const config = readConfigOrExit();
  try {
    return await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      throughServer: commandName(),
    });
  } catch (error) {
    if (!(error instanceof DataDirInUse || error instanceof OperatorSocketUnusable)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
