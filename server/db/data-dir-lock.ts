/**
 * One process at a time opens the embedded database in DATA_DIR (decision 034). PGlite has no lock of its own: a
 * second process that opens the same files reads a stale snapshot, may abort, and its writes can leave the
 * directory unreadable after a crash of the first.
 *
 * The lock is an exclusive POSIX record lock held on `DATA_DIR/pglite.lock` for as long as the process lives. The
 * kernel takes it back when the process ends however it ends (kill -9, the OOM killer, a power cut), so a crash never
 * leaves a stale lock. Node.js has no `flock`; SQLite, built into Node.js (`node:sqlite`), takes exactly this lock
 * for an exclusive transaction, so the lock is an SQLite file whose exclusive transaction is never ended. A second
 * process, or a second open in the same process, finds it taken at once (no waiting).
 *
 * Beside it, `DATA_DIR/pglite.holder` says who holds it (a server or a command, its process id and since when), for
 * the message a refused process prints; it is written only by the process holding the lock.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";

export type Holder = "server" | "command";

export interface HolderInfo {
  readonly holder: Holder;
  readonly pid: number;
  readonly since: string;
}

export interface DataDirLock {
  /** Gives the lock back (the process ending gives it back too). Calling it again does nothing. */
  release(): void;
}

const lockFile = (dataDir: string) => path.join(dataDir, "pglite.lock");
const holderFile = (dataDir: string) => path.join(dataDir, "pglite.holder");

/** SQLite's answer when another connection holds the lock: SQLITE_BUSY. */
const SQLITE_BUSY = 5;

/** Takes the lock on `dataDir` (which must exist) for this process; undefined when another process or open holds it. */
export function lockDataDir(dataDir: string, holder: Holder): DataDirLock | undefined {
  const database = new DatabaseSync(lockFile(dataDir), { timeout: 0 });
  try {
    // Nothing is ever written: a journal in memory, so no second file appears beside the lock.
    database.exec("PRAGMA journal_mode = MEMORY");
    database.exec("BEGIN EXCLUSIVE");
  } catch (error) {
    database.close();
    if ((error as { errcode?: number }).errcode === SQLITE_BUSY) return undefined;
    throw error;
  }
  const info: HolderInfo = { holder, pid: process.pid, since: new Date().toISOString() };
  try {
    writeFileSync(holderFile(dataDir), `${JSON.stringify(info)}\n`, { mode: 0o600 });
  } catch {
    // The note is for a refused process's message only: without it, the message names no holder.
  }
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      // Closing ends the transaction, and with it the lock.
      database.close();
    },
  };
}

/** Who holds the lock on `dataDir`, as its holder wrote it; undefined when that cannot be read. */
export function lockHolder(dataDir: string): HolderInfo | undefined {
  try {
    const info = JSON.parse(readFileSync(holderFile(dataDir), "utf8")) as Partial<HolderInfo>;
    if ((info.holder === "server" || info.holder === "command") && typeof info.pid === "number")
      return { holder: info.holder, pid: info.pid, since: String(info.since ?? "") };
  } catch {
    // No file, or one being written: the message says less.
  }
  return undefined;
}

/** The one-line answer to a process refused because another holds the lock. */
function inUseMessage(dataDir: string, info = lockHolder(dataDir)): string {
  const who = info
    ? `${info.holder === "server" ? "a running server" : "an operator command"} (process ${info.pid}, since ${info.since})`
    : "another process";
  return (
    `DATA_DIR ${dataDir} is in use by ${who}: the embedded database is opened by one process at a time. ` +
    (info?.holder === "command"
      ? "Run this again once that command has finished."
      : "Stop it first, or give this process another DATA_DIR (several instances need DATABASE_URL).")
  );
}

/** Thrown when the lock on DATA_DIR is held by another process: its message is the one line to print. */
export class DataDirInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderInfo: HolderInfo | undefined = lockHolder(dataDir),
  ) {
    super(inUseMessage(dataDir, holderInfo));
    this.name = "DataDirInUse";
  }
}
