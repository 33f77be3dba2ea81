/**
 * Operator commands while the site runs on the embedded database (decision 034). The server holds DATA_DIR's lock
 * (server/db/data-dir-lock.ts), so a command cannot open the files itself; it sends its queries to the running
 * server instead, over a Unix socket in DATA_DIR (`pglite.sock`, readable and writable by the server's user only:
 * whoever can use it could read the database files anyway). The server runs each query on its own PGlite, between
 * its own queries, so the command sees what the server has written and writes nothing the server does not know of.
 *
 * The command's side is a client that answers Drizzle's PGlite driver as PGlite itself would (`query`, `transaction`):
 * the commands' code is the same whichever way they reach the database.
 *
 * Messages are V8-serialised (dates, buffers and big integers arrive as they were), each after its length (4 bytes).
 * A transaction holds the server's database for its length, as PGlite does: one left idle for
 * TRANSACTION_IDLE_MS is rolled back and its connection closed, so a stuck command cannot stop the site.
 */
import { chmod, rm } from "node:fs/promises";
import net from "node:net";
import path from "node:path";
import { deserialize, serialize } from "node:v8";
import type { PGlite, QueryOptions, Results, Transaction } from "@electric-sql/pglite";

const operatorSocketPath = (dataDir: string) => path.join(path.resolve(dataDir), "pglite.sock");
/** A Unix socket's path holds at most 107 bytes on Linux (108 with its terminating zero). */
const socketPathFits = (socketPath: string) => Buffer.byteLength(socketPath) <= 107;
/** No server can listen on DATA_DIR's socket: the message says why, for the command to print. */
export class OperatorSocketUnusable extends Error {}
const socketPathTooLong = (socketPath: string) =>
  `The operator socket's path ${socketPath} is ${Buffer.byteLength(socketPath)} bytes long, over the 107 a Unix socket allows: give DATA_DIR a shorter path`;

/** A transaction idle this long is rolled back: the site's own queries wait while one is open. */
const TRANSACTION_IDLE_MS = 30_000;
/** The largest message either side takes (a big export's rows, a CV). */
const MAX_MESSAGE_BYTES = 256 * 1024 * 1024;

type Request =
  | { readonly type: "hello"; readonly command: string }
  | {
      readonly type: "query";
      readonly sql: string;
      readonly params: readonly unknown[];
      readonly rowMode: "array" | "object";
      /** Types whose text the client wants as it is (Drizzle's parsers for dates and intervals do nothing else). */
      readonly rawTypes: readonly number[];
    }
  | { readonly type: "begin" | "commit" | "rollback" };

type Response =
  { readonly ok: true; readonly result?: unknown } | { readonly ok: false; readonly error: Record<string, unknown> };

/**
 * Splits a stream into length-prefixed V8 messages. The chunks of a large message are joined once it is whole. A
 * message over the limit, or one that does not deserialise, ends the connection (never the process).
 */
function frames(socket: net.Socket, onMessage: (message: unknown) => void): void {
  let chunks: Buffer[] = [];
  let size = 0;
  let needed = 4;
  socket.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    while (size >= needed) {
      const buffered = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
      chunks = [buffered];
      const length = buffered.readUInt32BE(0);
      if (length > MAX_MESSAGE_BYTES) {
        socket.destroy(new Error(`a message of ${length} bytes is over the limit`));
        return;
      }
      // Wait for the rest without joining the chunks again on every one that arrives.
      needed = 4 + length;
      if (size < needed) return;
      let message: unknown;
      try {
        message = deserialize(buffered.subarray(4, needed));
      } catch {
        socket.destroy(new Error("a message that could not be read"));
        return;
      }
      const rest = buffered.subarray(needed);
      chunks = rest.length ? [rest] : [];
      size = rest.length;
      needed = 4;
      onMessage(message);
    }
  });
}

function send(socket: net.Socket, message: unknown): void {
  const body = serialize(message);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(body.length);
  socket.write(Buffer.concat([head, body]));
}

/** A database error's fields, as PGlite's DatabaseError carries them (no stack: it names the server's files). */
function errorFields(error: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = { message: String((error as Error)?.message ?? error) };
  for (const key of ["code", "severity", "detail", "hint", "position", "table", "column", "constraint"]) {
    const value = (error as Record<string, unknown> | undefined)?.[key];
    if (value !== undefined) fields[key] = value;
  }
  return fields;
}

const identity = (value: unknown) => value;
/** A statement without the comments and spaces before it. */
function statementStart(sql: string): string {
  let rest = sql;
  for (;;) {
    const stripped = rest
      .replace(/^\s+/, "")
      .replace(/^--[^\n]*(?:\n|$)/, "")
      .replace(/^\/\*[\s\S]*?\*\//, "");
    if (stripped === rest) return rest;
    rest = stripped;
  }
}

/**
 * Statements a command may not send: they would open or end a transaction behind the server's back, or leave state in
 * the server's one database session (settings, prepared statements, temporary tables that would hide real ones, LISTEN)
 * that its own queries would then run with. A guard against a command's mistakes: a command can do no more than the
 * server's user could do with the files.
 */
const REFUSED =
  /^(?:begin|start\s+transaction|commit|end|rollback|abort|prepare|deallocate|set|reset|discard|listen|unlisten|load|create\s+(?:(?:global|local)\s+)?temp(?:orary)?\b)/i;
/** Savepoints, which Drizzle's nested transactions use, inside a command's transaction. */
const SAVEPOINTS = /^(?:savepoint|release|rollback\s+to)\b/i;

/** Why a command's statement is refused, or undefined. */
function refusal(sql: string, inTransaction: boolean): string | undefined {
  const start = statementStart(sql);
  if (inTransaction && SAVEPOINTS.test(start)) return undefined;
  if (/^(?:savepoint|release)\b/i.test(start) || REFUSED.test(start))
    return "this statement is not allowed through the server (transaction control and session settings are the server's; use the client's transaction())";
  if (/\bset_config\s*\(/i.test(sql)) return "set_config is not allowed through the server";
  return undefined;
}

interface OperatorLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** A transaction a command holds open on the server's PGlite; `end` commits or rolls it back. */
interface OpenTransaction {
  readonly tx: Transaction;
  end(commit: boolean): Promise<void>;
}

/** Begins a transaction on PGlite and keeps it open until its `end`; `onEnd` once it has ended, either way. */
function beginTransaction(pglite: PGlite, onEnd: () => void): Promise<OpenTransaction> {
  return new Promise((started, failed) => {
    let finish!: (commit: boolean) => void;
    const decided = new Promise<boolean>((resolve) => (finish = resolve));
    const done: Promise<void> = pglite
      .transaction(async (tx) => {
        started({
          tx,
          end: async (commit) => {
            finish(commit);
            await done;
          },
        });
        if (!(await decided)) await tx.rollback();
      })
      .finally(onEnd);
    // A transaction that could not begin answers the "begin"; once begun, `end` answers for it.
    done.catch(failed);
  });
}

/**
 * One command's connection: its queries in order, and at most one transaction. Resolves once the connection has
 * closed and what it left open is rolled back.
 */
function serveConnection(socket: net.Socket, pglite: PGlite, log: OperatorLog): Promise<void> {
  let queue = Promise.resolve();
  let transaction: OpenTransaction | undefined;
  let idle: NodeJS.Timeout | undefined;

  const run = async (request: Request): Promise<unknown> => {
    switch (request.type) {
      case "hello":
        log.info(
          { command: String(request.command).slice(0, 40) },
          "an operator command uses the database through this server",
        );
        return undefined;
      case "begin":
        if (transaction) throw new Error("a transaction is already open");
        transaction = await beginTransaction(pglite, () => (transaction = undefined));
        return undefined;
      case "commit":
      case "rollback": {
        const open = transaction;
        if (!open) throw new Error("no transaction is open");
        await open.end(request.type === "commit");
        return undefined;
      }
      case "query": {
        // The server's own queries run on the same PGlite session: a command may not change what they run in.
        const refused = refusal(request.sql, transaction !== undefined);
        if (refused) throw new Error(refused);
        const options: QueryOptions = {
          rowMode: request.rowMode,
          parsers: Object.fromEntries(request.rawTypes.map((type) => [type, identity])),
        };
        // Every statement runs in a transaction (the command's, or one of its own), and must leave it open: one that
        // slipped past the guard and ended it is answered with an error.
        const inTransaction = async (tx: Transaction) => {
          const result: Results = await tx.query(request.sql, [...request.params], options);
          if (!pglite.isInTransaction())
            throw new Error("the statement ended the transaction: not allowed through the server");
          return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows };
        };
        return transaction ? inTransaction(transaction.tx) : pglite.transaction(inTransaction);
      }
      default:
        throw new Error("not a request this server answers");
    }
  };

  const armIdle = () => {
    clearTimeout(idle);
    if (!transaction) return;
    idle = setTimeout(() => {
      log.warn({ idleMs: TRANSACTION_IDLE_MS }, "an operator command's transaction was left idle: rolled back");
      socket.destroy();
    }, TRANSACTION_IDLE_MS);
    idle.unref();
  };

  frames(socket, (message) => {
    clearTimeout(idle);
    queue = queue.then(async () => {
      let response: Response;
      try {
        response = { ok: true, result: await run(message as Request) };
      } catch (error) {
        response = { ok: false, error: errorFields(error) };
      }
      if (!socket.destroyed) send(socket, response);
      armIdle();
    });
  });
  socket.on("error", () => undefined);
  return new Promise((resolve) =>
    socket.once("close", () => {
      clearTimeout(idle);
      // A command that ends (or is killed) inside a transaction: what it wrote is rolled back.
      void queue
        .then(() => transaction?.end(false))
        .catch(() => undefined)
        .then(resolve);
    }),
  );
}

export interface OperatorSocket {
  /** Whether a command has connected since the server started (what it did with the database is not known here). */
  served(): boolean;
  close(): Promise<void>;
}

/**
 * Listens on DATA_DIR's operator socket. Only the holder of DATA_DIR's lock calls this, so a socket file left by a
 * process that died is removed first. Undefined, with a warning, when the socket cannot be made (a DATA_DIR whose
 * path is too long for a Unix socket, a read-only directory): the site runs, and the commands say it is in use.
 */
export async function listenForOperators(
  pglite: PGlite,
  dataDir: string,
  log: OperatorLog,
): Promise<OperatorSocket | undefined> {
  const socketPath = operatorSocketPath(dataDir);
  const connections = new Map<net.Socket, Promise<void>>();
  let served = false;
  const server = net.createServer((socket) => {
    served = true;
    connections.set(
      socket,
      serveConnection(socket, pglite, log).then(() => void connections.delete(socket)),
    );
  });
  try {
    if (!socketPathFits(socketPath)) throw new Error(socketPathTooLong(socketPath));
    await rm(socketPath, { force: true });
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      // Made for the server's user alone from the start (binding a Unix socket is synchronous in listen()).
      const umask = process.umask(0o077);
      try {
        server.listen(socketPath, () => resolve());
      } finally {
        process.umask(umask);
      }
    });
    await chmod(socketPath, 0o600);
  } catch (error) {
    server.close();
    log.warn(
      { err: error, socket: socketPath },
      "operator commands cannot reach this server (its socket could not be made): stop the server to run them",
    );
    return undefined;
  }
  server.unref();
  let closing: Promise<void> | undefined;
  return {
    served: () => served,
    /** Stops listening, ends the commands' connections and waits until what they left open is rolled back. */
    close: () =>
      (closing ??= (async () => {
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        const ended = [...connections.values()];
        for (const socket of connections.keys()) socket.destroy();
        await Promise.all([closed, ...ended]);
      })()),
  };
}

/** What Drizzle's PGlite driver asks of its client; the operator socket's client answers it. */
export interface RemotePglite {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(callback: (tx: RemotePglite) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** An error the server's database answered with: its message and fields, as PGlite's own would have them. */
class RemoteDatabaseError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    this.name = "DatabaseError";
    Object.assign(this, fields);
  }
}

/**
 * Connects a command to the server running on `dataDir`; undefined when no server listens there (the lock's holder
 * is another command, or a server still opening the database).
 */
export async function connectToServer(dataDir: string, command: string): Promise<RemotePglite | undefined> {
  const socketPath = operatorSocketPath(dataDir);
  // No server can listen there: say why at once, rather than that DATA_DIR is in use.
  if (!socketPathFits(socketPath)) throw new OperatorSocketUnusable(socketPathTooLong(socketPath));
  const socket = net.connect(socketPath);
  const connected = await new Promise<boolean>((resolve) => {
    socket.once("connect", () => resolve(true));
    socket.once("error", () => resolve(false));
  });
  if (!connected) {
    socket.destroy();
    return undefined;
  }
  const waiting: ((response: Response) => void)[] = [];
  let closedError: Error | undefined;
  frames(socket, (message) => waiting.shift()?.(message as Response));
  socket.on("error", (error) => (closedError = error));
  socket.on("close", () => {
    closedError ??= new Error("the server closed the connection (it stopped, or the command's transaction was idle)");
    for (const reject of waiting.splice(0)) reject({ ok: false, error: { message: closedError.message } });
  });
  const ask = (request: Request) =>
    new Promise<unknown>((resolve, reject) => {
      if (closedError) return reject(closedError);
      waiting.push((response) =>
        (response as Response | undefined)?.ok === true
          ? resolve((response as { result?: unknown }).result)
          : reject(
              new RemoteDatabaseError(
                (response as { error?: Record<string, unknown> })?.error ?? {
                  message: "an answer that could not be read",
                },
              ),
            ),
      );
      send(socket, request);
    });

  const query = async <T>(sql: string, params: unknown[] = [], options: QueryOptions = {}) =>
    (await ask({
      type: "query",
      sql,
      params,
      rowMode: options.rowMode ?? "object",
      rawTypes: Object.keys(options.parsers ?? {}).map(Number),
    })) as Results<T>;
  const client: RemotePglite = {
    query,
    async transaction(callback) {
      await ask({ type: "begin" });
      try {
        const result = await callback(client);
        await ask({ type: "commit" });
        return result;
      } catch (error) {
        await ask({ type: "rollback" }).catch(() => undefined);
        throw error;
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.destroyed) return resolve();
        socket.once("close", () => resolve());
        socket.end();
      }),
  };
  await ask({ type: "hello", command });
  return client;
}
