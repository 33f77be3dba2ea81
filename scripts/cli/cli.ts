/** What the command-line scripts that read the database share. */
import { readConfigOrExit } from "../../server/config";
import { openDatabase, type DbHandle } from "../../server/db/client";

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

/** The database the server would use (DATA_DIR or DATABASE_URL). */
export function openConfiguredDatabase(): Promise<DbHandle> {
  const config = readConfigOrExit();
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}
