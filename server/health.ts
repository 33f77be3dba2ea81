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
import type { FastifyInstance } from "fastify";
import type { DbHandle } from "./db/client";
import { databaseAnswers, type StorageOutage } from "./db/outage";

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

/**
 * The health check's routes. A database that does not answer is reported to `outage` (server/db/outage.ts), which
 * logs the outage once and its end with its length; without one (tests), a change of state is logged here.
 */
export function healthRoutes(app: FastifyInstance, database: DbHandle, outage?: StorageOutage): void {
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
    // An outage under way (a full disk answers SELECT 1 but takes no write) lasts until the outage's own probe ends it.
    if (outage?.down) return reply.code(503).send({ status: "unavailable" });
    const failure = await databaseAnswers(database.db, HEALTH_QUERY_TIMEOUT_MS);
    const reported = failure !== undefined && outage?.failed(failure, "the health check") === true;
    if (failure && !reported && !databaseDown)
      app.log.error({ err: failure }, "health check: the database does not answer");
    if (!failure && databaseDown && !outage) app.log.info("health check: the database answers again");
    databaseDown = Boolean(failure);
    return failure ? reply.code(503).send({ status: "unavailable" }) : reply.send({ status: "ok" });
  });
}
