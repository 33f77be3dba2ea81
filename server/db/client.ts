/**
 * Opens the database: embedded PGlite in DATA_DIR by default, or a real
 * PostgreSQL server when DATABASE_URL is set (for production and several
 * instances). Both run the same versioned migrations at start.
 */
import { closeSync, existsSync, fsyncSync, openSync, unlinkSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { setFlagsFromString } from "node:v8";
import type { PGlite } from "@electric-sql/pglite";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { DataDirInUse, lockDataDir, lockHolder, type DataDirLock } from "./data-dir-lock";
import { connectToServer, listenForOperators, type OperatorSocket } from "./operator-socket";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DbHandle {
  readonly db: Db;
  readonly kind: "pglite" | "postgres";
  /** PGlite only: the database is the running server's, reached through its operator socket (a command's `throughServer`). */
  readonly viaServer?: boolean;
  /**
   * PGlite only: stops serving operator commands, rolling back a transaction one holds (shutdown does it first: the
   * server's own queries would wait for it).
   */
  stopOperators?(): Promise<void>;
  /**
   * PGlite only: whether the process that had this database open before closed it with every erasure's rewrite done
   * (server/db/erasure.ts): then no erased row's bytes can be left in its files, and the start needs no rewrite.
   */
  readonly erasuresCompacted?: boolean;
  /**
   * PGlite only: every erasure of this process has been rewritten out of the table files; close() then leaves the
   * mark the next open reads as `erasuresCompacted` (unless an operator command had the database meanwhile).
   */
  markErasuresCompacted?(): void;
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
  /**
   * PGlite only: an operator command's name. When a server holds DATA_DIR, the command's queries go through that
   * server (server/db/operator-socket.ts) instead of failing.
   */
  readonly throughServer?: string;
  /** PGlite only: DATA_DIR's lock, already taken by the caller (the server takes it before it reads the build). */
  readonly lock?: DataDirLock;
  /** PGlite only: the server's log. The server serves operator commands' queries on DATA_DIR's socket. */
  readonly operators?: Parameters<typeof listenForOperators>[2];
}

/** How long a query waits for a new PostgreSQL connection before it fails (pg waits for ever by default). */
const CONNECT_TIMEOUT_MS = 5000;
/** How long a command waits for a server that holds DATA_DIR but is still opening the database to listen. */
const SERVER_OPENING_WAIT_MS = 60_000;

/**
 * Each database's driver is loaded when that database is opened (decision 060): a server on PostgreSQL never loads
 * PGlite's JavaScript (about 0.8 MB of it), one on PGlite never loads node-postgres.
 */
const postgresDriver = async () => {
  const [{ default: pg }, { drizzle }, { migrate }] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
  ]);
  return { pg, drizzle, migrate };
};
const embeddedDriver = async () => {
  const [{ PGlite, types }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import("@electric-sql/pglite"),
    import("@electric-sql/pglite/contrib/pg_trgm"),
    import("drizzle-orm/pglite"),
    import("drizzle-orm/pglite/migrator"),
  ]);
  return { PGlite, types, pg_trgm, drizzle, migrate };
};
type EmbeddedDriver = Awaited<ReturnType<typeof embeddedDriver>>;

export async function openDatabase(options: DbOptions): Promise<DbHandle> {
  if (options.databaseUrl) {
    const { pg, drizzle: drizzlePg, migrate: migratePg } = await postgresDriver();
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // A server that cannot be reached fails the query within seconds (503, server/db/outage.ts), never hangs it.
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
    });
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
  return openPglite(options);
}

/**
 * The embedded database in DATA_DIR, under DATA_DIR's lock (server/db/data-dir-lock.ts): held from before PGlite
 * opens the files until after it has closed them. A command finding a server holding it goes through that server.
 */
async function openPglite(options: DbOptions): Promise<DbHandle> {
  const dataDir = path.resolve(options.dataDir);
  const dir = path.join(dataDir, "pglite");
  // Owner only: the database, the signing secret and the operator socket are the server's user's alone.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const lock = options.lock ?? lockDataDir(dataDir, options.throughServer ? "command" : "server");
  if (!lock) return (await throughServer(dataDir, options)) ?? Promise.reject(new DataDirInUse(dataDir));
  let client: PGlite | undefined;
  const driver = await embeddedDriver().catch((error: unknown) => {
    lock.release();
    throw error;
  });
  const { PGlite, pg_trgm, drizzle: drizzlePglite, migrate: migratePglite } = driver;
  let operators: OperatorSocket | undefined;
  let compactedAtClose = false;
  try {
    // Taken away before anything can be erased: a process that dies from here on leaves no mark, and the next start
    // rewrites the erasable tables. A database made now (no PG_VERSION yet) has nothing erased in it either.
    const made = !existsSync(path.join(dir, "PG_VERSION"));
    const erasuresCompacted = takeCompactedMark(dataDir) || made;
    compileEmbeddedDatabaseWithBaselineOnly();
    // relaxedDurability stays off: a write is acknowledged only once it is on disk.
    // pg_trgm: the workspace's search indexes (migration 0005).
    client = new PGlite(dir, {
      relaxedDurability: false,
      startParams: pgliteStartParams(driver),
      extensions: { pg_trgm },
      ...pgliteByteaCodecs(driver),
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder });
    if (options.operators) operators = await listenForOperators(client, dataDir, options.operators);
    const opened = client;
    return {
      db: db as unknown as Db,
      kind: "pglite",
      erasuresCompacted,
      markErasuresCompacted: () => void (compactedAtClose = true),
      stopOperators: async () => operators?.close(),
      close: once(async () => {
        try {
          await operators?.close();
          await opened.close();
          // Before the lock goes: a process opening the database next finds the mark, or none, never one made after.
          if (compactedAtClose && !operators?.served()) leaveCompactedMark(dataDir);
        } finally {
          lock.release();
        }
      }),
    };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

/**
 * The mark a PGlite database's last process leaves in DATA_DIR when it closed the database with every erasure
 * rewritten out of the table files (server/db/erasure.ts). PGlite keeps no statistics of dead rows across restarts, so
 * without it each start would rewrite every erasable table (about 0.3 s).
 */
const COMPACTED_MARK = "pglite-erasures-compacted";

/** Whether DATA_DIR has the mark, which is removed (durably: the directory is synced) before the database opens. */
function takeCompactedMark(dataDir: string): boolean {
  try {
    unlinkSync(path.join(dataDir, COMPACTED_MARK));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
    throw error;
  }
  syncDir(dataDir);
  return true;
}

function leaveCompactedMark(dataDir: string): void {
  const file = path.join(dataDir, COMPACTED_MARK);
  const fd = openSync(file, "w", 0o600);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  syncDir(dataDir);
}

function syncDir(dir: string): void {
  const fd = openSync(dir, "r");
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** DATA_DIR's lock for a server, taken before anything else is read; DataDirInUse when another process holds it. */
export async function lockDataDirForServer(dataDir: string): Promise<DataDirLock> {
  await mkdir(path.resolve(dataDir), { recursive: true, mode: 0o700 });
  const lock = lockDataDir(path.resolve(dataDir), "server");
  if (!lock) throw new DataDirInUse(path.resolve(dataDir));
  return lock;
}

/** A command's database when a server holds DATA_DIR: that server's, through its socket; undefined when none answers. */
async function throughServer(dataDir: string, options: DbOptions): Promise<DbHandle | undefined> {
  const command = options.throughServer;
  if (!command) return undefined;
  const deadline = Date.now() + SERVER_OPENING_WAIT_MS;
  for (;;) {
    const remote = await connectToServer(dataDir, command);
    if (remote) {
      const { drizzle: drizzlePglite } = await import("drizzle-orm/pglite");
      const db = drizzlePglite(remote as unknown as PGlite, { schema });
      return { db: db as unknown as Db, kind: "pglite", viaServer: true, close: once(() => remote.close()) };
    }
    // Another command holds DATA_DIR, or a server that is still opening the database (it listens once it has).
    if (lockHolder(dataDir)?.holder !== "server" || Date.now() > deadline) return undefined;
    await sleep(250);
  }
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
const pgliteByteaCodecs = ({ types }: EmbeddedDriver) => ({
  serializers: { [types.BYTEA]: (value: Uint8Array) => value as unknown as string },
  parsers: { [types.BYTEA]: (text: string) => Buffer.from(text.slice(2), "hex") },
});

/**
 * PGlite's own start parameters, and:
 * - `wal_recycle=off`: a write-ahead log segment a checkpoint no longer needs is deleted instead of renamed for reuse
 *   with its old content, so an erased application's bytes leave the log's files too once the erasure's compaction
 *   switches to a new segment (server/db/erasure.ts, decision 022).
 * - `shared_buffers=16MB` (PGlite's default is 160 MB, which it fills with zeros as it starts): the embedded database
 *   of one site holds a few thousand rows, and a page not in the buffers is read from DATA_DIR's files, which the
 *   operating system caches. An open took 1.2 CPU-s and 490 MB at its peak, now 0.95 CPU-s and 245 MB (decision 042).
 *   A site that outgrows it runs on PostgreSQL (DATABASE_URL).
 */
const PGLITE_SHARED_BUFFERS = "16MB";
const pgliteStartParams = ({ PGlite }: EmbeddedDriver) => [
  ...(PGlite.defaultStartParams ?? []),
  "-c",
  "wal_recycle=off",
  "-c",
  `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
];

/**
 * PGlite's PostgreSQL (9 MB of WebAssembly) compiled by V8's baseline compiler alone, Liftoff, without the optimising
 * tier (decision 063). With it, V8 recompiled the functions a start and its first queries ran hot with TurboFan on its
 * background threads, one of them (105 KB of code) in 600 MB of compiler memory: each start peaked at about 830 MB
 * resident and kept about 70 MB of it (293 MB at rest); now 270 MB at its peak and 227 MB at rest. The cost: the
 * workspace's lists at 50,000 leads take about 1.5 times as long on PGlite (`npm run bench:team`); a site at that scale
 * runs on PostgreSQL. Set before the module is compiled (V8 reads these flags then); the process has no other
 * WebAssembly that needs the optimising tier, and a server on PostgreSQL never calls it.
 */
function compileEmbeddedDatabaseWithBaselineOnly(): void {
  setFlagsFromString("--no-wasm-dynamic-tiering");
  setFlagsFromString("--no-wasm-tier-up");
}

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
