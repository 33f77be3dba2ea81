/**
 * A @fastify/rate-limit store in the database, so limits hold across every
 * server instance: one atomic upsert per request on a fixed window per key.
 */
import { sql } from "drizzle-orm";
import { queryRows, type Db } from "../db/client";

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;

export function databaseStore(db: Db) {
  return class DatabaseRateLimitStore {
    private readonly prefix: string;
    /** The plugin constructs the store with its options; children get a per-route key prefix. */
    constructor(options?: unknown) {
      this.prefix = typeof options === "string" ? options : "";
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const fullKey = `${this.prefix}${key}`;
      queryRows<{ count: number; ttl: number }>(db, sql`
        INSERT INTO rate_limits (key, count, reset_at)
        VALUES (${fullKey}, 1, now() + ${timeWindow} * interval '1 millisecond')
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
          reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
        RETURNING count, GREATEST(0, (EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl`)
        .then(([row]) => {
          callback(null, { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) });
        })
        .catch((error: Error) => callback(error));
    }

    /** The plugin passes the merged route options with `routeInfo` (the route's method and url). */
    child(options: object): DatabaseRateLimitStore {
      const route = (options as { routeInfo?: { method?: string | string[]; url?: string } }).routeInfo;
      return new DatabaseRateLimitStore(`${String(route?.method ?? "")} ${route?.url ?? ""}:`);
    }
  };
}

/** Deletes windows that ended long ago (run now and then). */
export const pruneRateLimits = (db: Db) => db.execute(sql`DELETE FROM rate_limits WHERE reset_at < now() - interval '1 hour'`);
