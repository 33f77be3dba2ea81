/**
 * Erasure that erases (decision 022). Deleting a row in PostgreSQL only marks it
 * dead: its bytes (a candidate's name, address and whole CV, the mails about
 * them) stay in the table's files until the page is reused or rewritten, and
 * PGlite runs no autovacuum at all, so its data directory only grew.
 *
 * After job applications are erased (withdrawn, or past their retention), or a
 * person is erased from the team workspace (server/team/erase.ts), the
 * tables that held them are rewritten with `VACUUM FULL`, which copies the
 * live rows into new files and drops the old ones (PostgreSQL truncates a
 * dropped relation's files at commit and unlinks them at the next
 * checkpoint). On PGlite, which runs with `wal_recycle=off`, a switch to a new
 * write-ahead log segment and a `CHECKPOINT` follow: the new files are
 * written, the old ones gone, and the log segments that held the erased rows
 * deleted. Erasures arriving
 * together share one rewrite: it runs `delayMs` after the first, but no
 * sooner than `minIntervalMs` after the one before (anyone can apply and
 * withdraw: they must not be able to have every CV rewritten again and
 * again), and at shutdown if one is still due. What the rewrite costs grows with the tables
 * (it copies every remaining CV): decision 022 has the figures.
 *
 * What stays elsewhere for a while is documented in decision 022: the
 * write-ahead log's segments, backups, and, on PostgreSQL, the blocks of
 * dropped files until the file system reuses them.
 */
import { sql } from "drizzle-orm";
import type pg from "pg";
import type { FastifyBaseLogger } from "fastify";
import { queryRows, type DbHandle } from "./client";

/** Every table that holds personal data someone may have erased: leads with their notes and replies, subscribers, applications (with CVs), their notes, and mails. */
export const ERASABLE_TABLES = [
  "contacts",
  "lead_notes",
  "lead_replies",
  "lead_follow_ups",
  "subscribers",
  "applications",
  "application_notes",
  "outbox",
] as const;
export type ErasableTable = (typeof ERASABLE_TABLES)[number];
/** A lead's personal data (the retention periods, server/team/retention.ts): the lead, its notes, replies, follow-ups and mails. */
export const LEAD_TABLES: readonly ErasableTable[] = [
  "contacts",
  "lead_notes",
  "lead_replies",
  "lead_follow_ups",
  "outbox",
];
/** A job application's personal data (withdrawal, retention): the application with its CV, the team's notes on it, its mails. */
const APPLICATION_TABLES: readonly ErasableTable[] = ["applications", "application_notes", "outbox"];

export class Compactor {
  private timer?: NodeJS.Timeout;
  private running: Promise<void> = Promise.resolve();
  /** The tables with erased rows not yet rewritten. */
  private readonly due = new Set<ErasableTable>();
  /** When the last rewrite started (performance.now()); none yet: -Infinity. */
  private lastRun = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly database: DbHandle,
    private readonly log: FastifyBaseLogger,
    private readonly delayMs: number,
    private readonly minIntervalMs: number,
  ) {}

  /**
   * Rows were erased from `tables` (by default a job application's): their bytes leave the table files within
   * `delayMs`, `minIntervalMs` after the last rewrite at most (or at shutdown).
   */
  erased(tables: readonly ErasableTable[] = APPLICATION_TABLES): void {
    for (const table of tables) this.due.add(table);
    if (this.timer) return;
    const wait = Math.max(this.delayMs, this.lastRun + this.minIntervalMs - performance.now());
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.run();
    }, wait);
    this.timer.unref();
  }

  /** Runs a due rewrite now and waits for it (shutdown, tests); waits for one under way. */
  async flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    await this.run();
  }

  /** Whether every erasure so far has been rewritten out of the table files (none due, none failed). */
  get clean(): boolean {
    return this.due.size === 0 && !this.timer;
  }

  /**
   * At start: rewrites the tables that hold dead rows (a crash after an erasure, before its rewrite). PGlite keeps
   * no statistics across restarts: there every erasable table is rewritten, unless the process before closed the
   * database with every erasure rewritten (its mark, server/db/client.ts).
   */
  async atStart(): Promise<void> {
    if (this.database.kind === "pglite" && this.database.erasuresCompacted) return;
    let tables: readonly ErasableTable[] = ERASABLE_TABLES;
    if (this.database.kind === "postgres") {
      const rows = await queryRows<{ name: ErasableTable }>(
        this.database.db,
        sql`SELECT relname AS name FROM pg_stat_user_tables WHERE relname IN (${sql.join(
          ERASABLE_TABLES.map((table) => sql`${table}`),
          sql`, `,
        )}) AND n_dead_tup > 0`,
      );
      tables = rows.map((row) => row.name);
    }
    for (const table of tables) this.due.add(table);
    await this.run();
  }

  /**
   * On PostgreSQL, VACUUM FULL copies a deleted row that a snapshot older than the deletion could still see ("dead row
   * versions cannot be removed yet"), and with it the erased bytes. Its VERBOSE report says how many it kept: a table
   * that kept some is rewritten again once such snapshots have had time to end (every 200 ms, up to 25 times).
   */
  private async rewriteUntilClean(pool: pg.Pool, tables: readonly string[]): Promise<void> {
    const client = await pool.connect();
    let kept = 0;
    const onNotice = (notice: { detail?: string }) => {
      kept += Number(/(\d+) dead row versions? cannot be removed yet/.exec(notice.detail ?? "")?.[1] ?? 0);
    };
    client.on("notice", onNotice);
    try {
      for (const table of tables) {
        for (let attempt = 1; ; attempt += 1) {
          kept = 0;
          await client.query(`VACUUM (FULL, VERBOSE) ${table}`);
          if (!kept || attempt === 25) break;
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      }
    } finally {
      client.off("notice", onNotice);
      client.release();
    }
  }

  private run(): Promise<void> {
    this.running = this.running.then(async () => {
      if (!this.due.size) return;
      const tables = [...this.due];
      this.due.clear();
      const started = performance.now();
      this.lastRun = started;
      try {
        const pool = (this.database.db as unknown as { $client?: pg.Pool }).$client;
        // The planner's statistics sample column values (an address, a name) into pg_statistic: gathered again without
        // the erased rows, and the catalog rewritten so the old samples' bytes go too (a role that may not vacuum the
        // catalog gets a warning from PostgreSQL, not an error: decision 046). On PostgreSQL through its pool; a
        // handle without one (the unit tests' recording handle) gets the statements.
        const analyze = sql.raw(`ANALYZE ${tables.join(", ")}`);
        if (this.database.kind === "postgres" && pool?.connect) {
          await this.rewriteUntilClean(pool, tables);
          await this.database.db.execute(analyze);
          await this.rewriteUntilClean(pool, ["pg_statistic"]);
        } else {
          await this.database.db.execute(sql.raw(`VACUUM (FULL) ${tables.join(", ")}`));
          await this.database.db.execute(analyze);
          await this.database.db.execute(sql`VACUUM (FULL) pg_statistic`);
        }
        if (this.database.kind === "pglite") {
          // A new log segment, then a checkpoint: the old files are unlinked, the segments that held the rows deleted (wal_recycle=off).
          await this.database.db.execute(sql`SELECT pg_switch_wal()`);
          await this.database.db.execute(sql`CHECKPOINT`);
        }
        this.log.info(
          { tables, ms: Math.round(performance.now() - started) },
          "erased rows compacted out of the table files",
        );
      } catch (error) {
        // Tried again with the next erasure, or at the next start.
        for (const table of tables) this.due.add(table);
        this.log.warn({ err: error }, "compacting erased rows out of the table files failed");
      }
    });
    return this.running;
  }
}
