/**
 * The planner's statistics of the inbox's tables on PGlite, which has no autovacuum to gather them (PostgreSQL's
 * does): without them the lists' plans are guesses, a few times slower at 50,000 leads (`npm run bench:team`).
 * Gathered at start and every 6 hours (as the applications' retention runs); ANALYZE samples a bounded number of
 * rows, about 0.2 s at that size, during which other queries wait (PGlite has one connection).
 */
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";

const ANALYZE_EVERY_MS = 6 * 60 * 60_000;

export function inboxStatistics(app: FastifyInstance): void {
  if (app.database.kind !== "pglite") return;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const analyze = () =>
    (running = app.database.db.execute(
      sql`ANALYZE contacts, lead_notes, subscribers, applications, application_notes, audit_events`,
    ));
  app.addHook("onReady", async () => {
    await analyze();
    timer = setInterval(() => {
      analyze().catch((error: unknown) =>
        app.log.warn({ err: error }, "gathering the inbox tables' statistics failed"),
      );
    }, ANALYZE_EVERY_MS).unref();
  });
  app.addHook("onClose", async () => {
    clearInterval(timer);
    await running.catch(() => undefined);
  });
}
