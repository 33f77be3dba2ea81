/**
 * Storage that is away: PostgreSQL stopped or unreachable, a pool that cannot connect, a full disk under the
 * embedded database (decision 034). A request that needs it is answered 503 with Retry-After (server/app.ts), never
 * 500, and the log names the cause once per outage, then how long it lasted once the database answers again: not a
 * line per request.
 */
import { statfs } from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "./client";
import { withoutQueryParameters } from "./query-errors";

/** What a client is told to wait before trying again (the visitor's message says "in a minute"). */
export const STORAGE_RETRY_AFTER_S = 60;
/** While an outage lasts, how often the database is asked whether it answers again. */
const PROBE_EVERY_MS = 1000;
/** A probe that gets no answer within this counts as unanswered (a database that hangs). */
const PROBE_TIMEOUT_MS = 2000;

/** Node's socket errors for a server that cannot be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "ENOSPC",
  "EDQUOT",
]);

/**
 * SQLSTATEs of a database that cannot do its work now, whatever the query (PostgreSQL's appendix A): class 08's
 * connection failures (not 08P01, a protocol violation, which a query can cause), 53300 (too many connections; a full
 * disk, 53100, is counted apart; not 53200, out of memory, which a runaway query causes), 57P01–57P05
 * (shut down, crashed, starting up), 58030 (an I/O error, as a full disk gives) and 3D000 (the database named in
 * DATABASE_URL does not exist, or no longer).
 */
const unavailableState = (code: string) => /^0800[0-7]$|^53300$|^57P0[1-5]$|^58030$|^3D000$/.test(code);

/** node-postgres' own messages for a connection that is gone or could not be made (they carry no code). */
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /not queryable/i,
  /connection (?:is )?closed/i,
  /no space left on device/i,
  // PGlite after its WebAssembly aborted (a full disk mid-write, say): closed for good until the process restarts.
  /^Aborted\(/,
  /PGlite is closed/i,
];

/** Errors of a full disk (on the embedded database's side, or PostgreSQL's 53100 and the I/O error it gives). */
const FULL_CODES = new Set(["ENOSPC", "EDQUOT", "53100", "58030"]);

/**
 * Whether an error (or one of its causes: Drizzle wraps the driver's) says the database is away rather than that a
 * query is wrong, and how: unreachable, or unable to write (a full disk).
 */
export function storageFailure(error: unknown): "unreachable" | "full" | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, name } = current as { code?: unknown; message?: unknown; name?: unknown };
    if (typeof code === "string" && FULL_CODES.has(code)) return "full";
    if (typeof message === "string" && /no space left on device|disk quota exceeded/i.test(message)) return "full";
    if (typeof code === "string" && (NETWORK_CODES.has(code) || (/^[0-9A-Z]{5}$/.test(code) && unavailableState(code))))
      return "unreachable";
    if (typeof message === "string" && CONNECTION_MESSAGES.some((pattern) => pattern.test(message)))
      return "unreachable";
    // PGlite's WebAssembly trapped: it is closed for good (the process's only WebAssembly is PGlite's).
    if (name === "RuntimeError" && /pglite|Aborted\(/i.test(`${String(message)} ${String((current as Error).stack)}`))
      return "unreachable";
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Free space below which the embedded database's disk still counts as full: a write-ahead log segment and some. */
const ROOM_NEEDED_BYTES = 32 * 1024 * 1024;

/**
 * One outage at a time: its first failure is logged with its cause, the database is then asked every second
 * whether it can work again (a query answered; after a full disk, room on it), and its end is logged with how long
 * it lasted and how many requests were refused meanwhile. While it lasts the health check answers 503.
 */
export class StorageOutage {
  private since?: number;
  private kind?: "unreachable" | "full";
  private refused = 0;
  private probe?: NodeJS.Timeout;
  private closed = false;
  private readonly recovered: (() => void)[] = [];

  /** `dataDir`: the embedded database's directory, whose free space tells when a full disk has room again. */
  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly dataDir?: string,
  ) {}

  /** Whether an outage is under way (the health check answers 503 without asking). */
  get down(): boolean {
    return this.since !== undefined;
  }

  /**
   * Reports a failure. Returns whether it was the database being away (and is counted as such); any other error is
   * the caller's to handle.
   */
  failed(error: unknown, what = "a request"): boolean {
    const kind = storageFailure(error);
    if (!kind) return false;
    if (what === "a request") this.refused += 1;
    if (this.since !== undefined) {
      if (kind === "full") this.kind = "full";
      return true;
    }
    this.since = Date.now();
    this.kind = kind;
    this.log.error(
      { err: withoutQueryParameters(error), during: what },
      kind === "full"
        ? "the database cannot write: its disk is full; requests that write are answered 503 until it has room again"
        : "the database is unreachable: requests that need it are answered 503 until it answers again",
    );
    this.scheduleProbe();
    return true;
  }

  /**
   * A failure that may be passing (an idle connection ended: PostgreSQL restarting, or an idle timeout, a pooler):
   * an outage only if the database then does not answer. Returns whether it was one.
   */
  async suspect(error: unknown, what: string): Promise<boolean> {
    if (!storageFailure(error)) return false;
    if (this.since !== undefined) return true;
    if ((await databaseAnswers(this.db)) === undefined) return false;
    return this.failed(error, what);
  }

  /** Calls `listener` whenever an outage ends (the outbox records what it sent meanwhile). */
  onRecovered(listener: () => void): void {
    this.recovered.push(listener);
  }

  /** Stops probing (the server is closing). */
  close(): void {
    this.closed = true;
    clearTimeout(this.probe);
  }

  private scheduleProbe(): void {
    if (this.closed) return;
    this.probe = setTimeout(() => void this.check(), PROBE_EVERY_MS);
    this.probe.unref();
  }

  private async check(): Promise<void> {
    if (this.since === undefined) return;
    if (!(await this.works())) return this.scheduleProbe();
    const seconds = ((Date.now() - this.since) / 1000).toFixed(1);
    this.log.info(
      { outageSeconds: Number(seconds), refusedRequests: this.refused },
      `the database ${this.kind === "full" ? "can write again" : "answers again"}, after ${seconds} s`,
    );
    this.since = undefined;
    this.kind = undefined;
    this.refused = 0;
    for (const listener of this.recovered) listener();
  }

  /** Whether the database works again: it answers, and after a full disk, it has room (or, on PostgreSQL, a write succeeds). */
  private async works(): Promise<boolean> {
    if ((await databaseAnswers(this.db)) !== undefined) return false;
    if (this.kind !== "full") return true;
    if (this.dataDir) {
      const { bavail, bsize } = await statfs(this.dataDir).catch(() => ({ bavail: 0, bsize: 0 }));
      return bavail * bsize >= ROOM_NEEDED_BYTES;
    }
    // PostgreSQL's disk is not ours to measure: a write of one row tells (a window that is pruned like any other).
    try {
      await this.db.execute(sql`
        INSERT INTO rate_limits (key, count, reset_at) VALUES ('storage-probe', 1, now())
        ON CONFLICT (key) DO UPDATE SET count = 1, reset_at = now()`);
      return true;
    } catch {
      return false;
    }
  }
}

/** Whether the database answers `SELECT 1` within `timeoutMs`: the error when it does not. */
export async function databaseAnswers(db: Db, timeoutMs = PROBE_TIMEOUT_MS): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: "ETIMEDOUT" })),
      timeoutMs,
    );
  });
  try {
    await Promise.race([db.execute(sql`SELECT 1`), timeout]);
    return undefined;
  } catch (error) {
    return error ?? new Error("query failed");
  } finally {
    clearTimeout(timer);
  }
}
