/**
 * `GET /healthz` (and HEAD) for load balancers and orchestrators: `200
 * {"status":"ok"}` when the database answers a query, `503
 * {"status":"unavailable"}` when it does not (within HEALTH_QUERY_TIMEOUT_MS),
 * and 503 from the moment shutdown begins, so traffic moves to other
 * instances while this one finishes its requests. Probes are not rate-limited,
 * not cached and not logged one by one; a change of state is logged once.
 * During shutdown every answer carries `Connection: close`, so clients reconnect
 * (elsewhere) and idle keep-alive connections do not hold the close up.
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { DbHandle } from "./db/client";

const HEALTH_PATH = "/healthz";
/** A database slower than this to answer `SELECT 1` counts as unavailable: a probe never hangs. */
export const HEALTH_QUERY_TIMEOUT_MS = 2000;

declare module "fastify" {
  interface FastifyInstance {
    /** Marks the instance as shutting down: /healthz answers 503 and answers close their connection. */
    beginShutdown(): void;
    /** Whether shutdown has begun (answers served outside Fastify close their connection too: server/static-memory.ts). */
    isShuttingDown(): boolean;
  }
}

async function databaseAnswers(database: DbHandle): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`no answer within ${HEALTH_QUERY_TIMEOUT_MS} ms`)),
      HEALTH_QUERY_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([database.db.execute(sql`SELECT 1`), timeout]);
    return undefined;
  } catch (error) {
    return error ?? new Error("query failed");
  } finally {
    clearTimeout(timer);
  }
}

export function healthRoutes(app: FastifyInstance, database: DbHandle): void {
  let shuttingDown = false;
  let databaseDown = false;
  app.decorate("beginShutdown", () => {
    shuttingDown = true;
  });
  app.decorate("isShuttingDown", () => shuttingDown);
  app.addHook("preClose", async () => {
    shuttingDown = true;
  });
  app.addHook("onSend", async (_request, reply) => {
    if (shuttingDown) reply.header("Connection", "close");
  });

  app.get(HEALTH_PATH, { logLevel: "silent" }, async (_request, reply) => {
    reply.header("Cache-Control", "no-store").type("application/json; charset=utf-8");
    if (shuttingDown) return reply.code(503).send({ status: "unavailable" });
    const failure = await databaseAnswers(database);
    if (failure && !databaseDown) app.log.error({ err: failure }, "health check: the database does not answer");
    if (!failure && databaseDown) app.log.info("health check: the database answers again");
    databaseDown = Boolean(failure);
    return failure ? reply.code(503).send({ status: "unavailable" }) : reply.send({ status: "ok" });
  });
}
