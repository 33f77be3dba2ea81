/**
 * A @fastify/rate-limit store in the database, so limits hold across every
 * server instance: a fixed window per key, counted with an atomic upsert.
 * Increments arriving together share one statement (group commit); each
 * request still gets its own position in the window.
 */
import { sql } from "drizzle-orm";
import { Batcher } from "../db/batcher";
import { queryRows, type Db } from "../db/client";
import { RATE_LIMIT_KEPT_AFTER_WINDOW_HOURS } from "../../content/retention";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
interface Hit {
  readonly key: string;
  readonly window: number;
}
interface Count {
  readonly current: number;
  readonly ttl: number;
}

function countHits(db: Db) {
  return new Batcher<Hit, Count>(async (hits) => {
    const groups = new Map<string, { window: number; n: number }>();
    for (const hit of hits) {
      const group = groups.get(hit.key);
      if (group) group.n += 1;
      else groups.set(hit.key, { window: hit.window, n: 1 });
    }
    // In one order, whichever instance counts: two statements locking the same rows in different orders could deadlock.
    const values = sql.join(
      [...groups]
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, { window, n }]) => sql`(${key}, ${n}::int, now() + ${window}::int * interval '1 millisecond')`),
      sql`, `,
    );
    const rows = await queryRows<{ key: string; count: number; ttl: number }>(
      db,
      sql`
      INSERT INTO rate_limits (key, count, reset_at) VALUES ${values}
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.count ELSE rate_limits.count + EXCLUDED.count END,
        reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
      RETURNING key, count, GREATEST(0, (EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl`,
    );
    const totals = new Map(rows.map((row) => [row.key, row]));
    const seen = new Map<string, number>();
    return hits.map((hit) => {
      const total = totals.get(hit.key)!;
      const index = seen.get(hit.key) ?? 0;
      seen.set(hit.key, index + 1);
      // The hits of this batch are the last n of the window, in arrival order.
      return { current: Number(total.count) - groups.get(hit.key)!.n + index + 1, ttl: Number(total.ttl) };
    });
  });
}

/** `onError`: a count that failed (the database is away); the plugin then lets the request through (server/app.ts). */
export function databaseStore(db: Db, onError: (error: unknown) => void = () => undefined) {
  const counter = countHits(db);
  return class DatabaseRateLimitStore {
    readonly prefix: string;
    /** The plugin constructs the store with its options; children get a per-route key prefix. */
    constructor(options?: unknown) {
      this.prefix = typeof options === "string" ? options : "";
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      counter
        .run({ key: `${this.prefix}${key}`, window: timeWindow })
        .then((count) => callback(null, count))
        .catch((error: Error) => {
          onError(error);
          callback(error);
        });
    }

    /** The plugin passes the merged route options with `routeInfo` (the route's method and url). */
    child(options: object): DatabaseRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(`${String(route?.method ?? "")} ${route?.url ?? ""}:`);
    }
  };
}

/** Deletes windows that ended over an hour ago (request limits and mail caps alike; at start, then hourly: server/app.ts). */
export const pruneRateLimits = (db: Db) =>
  db.execute(
    // Rows another transaction holds are left for the next prune: waiting for them, while holding others, could
    // deadlock with a confirmation that takes its domain's row, then the global one (server/mail/quota.ts).
    sql`DELETE FROM rate_limits WHERE key IN (
      SELECT key FROM rate_limits WHERE reset_at < now() - ${RATE_LIMIT_KEPT_AFTER_WINDOW_HOURS}::int * interval '1 hour'
      ORDER BY key FOR UPDATE SKIP LOCKED)`,
  );
