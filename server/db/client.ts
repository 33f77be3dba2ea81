/**
 * Opens the database: embedded PGlite in DATA_DIR by default, or a real
 * PostgreSQL server when DATABASE_URL is set (for production and several
 * instances). Both run the same versioned migrations at start.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite, types } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  close(): Promise<void>;
}

const migrationsFolder = fileURLToPath(new URL("./migrations", import.meta.url));
/** Serialises migrations when several instances start at once against one server. */
const MIGRATION_LOCK = 7_231_004;

export interface DbOptions {
  readonly databaseUrl?: string;
  readonly dataDir: string;
  /** Pool size per instance for PostgreSQL. */
  readonly poolSize?: number;
  /**
   * PostgreSQL only: an idle pooled connection failed (the server restarted,
   * the connection was terminated). The pool drops it and the next query opens
   * a new one; without a listener the pool's "error" event would end the process.
   */
  readonly onIdleConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    pool.on("error", (error) => options.onIdleConnectionError?.(error));
    const client = await pool.connect();
    try {
      await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return { db: drizzlePg(pool, { schema }) as unknown as Db, kind: "postgres", close: once(() => pool.end()) };
  }
  const dir = path.resolve(options.dataDir, "pglite");
  await mkdir(dir, { recursive: true });
  // relaxedDurability stays off: a write is acknowledged only once it is on disk.
  // pg_trgm: the workspace's search indexes (migration 0005).
  const client = new PGlite(dir, {
    relaxedDurability: false,
    startParams: pgliteStartParams(),
    extensions: { pg_trgm },
    ...pgliteByteaCodecs(),
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema });
  await migratePglite(db, { migrationsFolder });
  return { db: db as unknown as Db, kind: "pglite", close: once(() => client.close()) };
}

/**
 * PGlite's own bytea serializer writes a parameter as hex text one byte at a time
 * (`Array.from(bytes).map(…).join("")`): a 1 MB CV cost about 130 ms of CPU and a
 * million short strings for the collector (`npm run bench:uploads`). Given the bytes
 * themselves, PGlite's Bind message sends the parameter in binary format, which for
 * bytea is the bytes as they are: no text at all. (The declared return type is string,
 * but PGlite's protocol writer takes an ArrayBuffer view as a binary value.) Likewise
 * for reading: its parser calls parseInt per byte; Buffer's hex decoder is native.
 * Built when a PGlite is opened (unit tests replace the module and have no `types`).
 */
const pgliteByteaCodecs = () => ({
  serializers: { [types.BYTEA]: (value: Uint8Array) => value as unknown as string },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), "hex") },
});

/**
 * PGlite's own start parameters, and `wal_recycle=off`: a write-ahead log segment a checkpoint no longer needs
 * is deleted instead of renamed for reuse with its old content, so an erased application's bytes leave the
 * log's files too once the erasure's compaction switches to a new segment (server/db/erasure.ts, decision 022).
 */
const pgliteStartParams = () => [...(PGlite.defaultStartParams ?? []), "-c", "wal_recycle=off"];

/** close() may be called again (shutdown after a failure): both drivers throw on a second close. */
function once(close: () => Promise<void>): () => Promise<void> {
  let closing: Promise<void> | undefined;
  return () => (closing ??= close());
}

/** Runs raw SQL (on the database or in a transaction) and returns its rows (node-postgres and PGlite both answer `{ rows }`). */
export async function queryRows<T>(db: Pick<Db, "execute">, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
