/**
 * POST /api/vitals: field measurements from app/lib/report-web-vitals.ts.
 * Small bodies, a per-client rate limit, the shared zod schema, then one
 * insert per event-loop turn (group commit); 204 once committed.
 */
import { lt, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { vitalsFieldErrors, vitalsReportSchema, type Vital } from "../../app/shared/vitals-schema";
import type { ServerConfig } from "../config";
import { Batcher } from "../db/batcher";
import type { Db } from "../db/client";
import { webVitals } from "../db/schema";
import { sendError } from "./respond";
import { VITALS_RATE_WINDOW_MS, VITALS_RETENTION_DAYS } from "../../content/retention";

export interface VitalsDeps {
  readonly db: Db;
  readonly config: ServerConfig;
}

/** Ten metrics of a real page fit in well under 4 KiB; anything bigger is refused with 413. */
const VITALS_BODY_LIMIT = 4 * 1024;

export async function vitalsRoutes(app: FastifyInstance, deps: VitalsDeps): Promise<void> {
  const { db, config } = deps;
  const rateLimit = { max: config.vitalsRateLimitMax, timeWindow: VITALS_RATE_WINDOW_MS };

  const save = vitalsWriter(db);

  app.post("/api/vitals", { bodyLimit: VITALS_BODY_LIMIT, config: { rateLimit } }, async (request, reply) => {
    const parsed = vitalsReportSchema.safeParse(request.body);
    if (!parsed.success) {
      return sendError(
        request,
        reply,
        400,
        "The report has invalid fields.",
        vitalsFieldErrors(parsed.error, Array.isArray(request.body)),
      );
    }
    await save.run(parsed.data);
    return reply.code(204).send();
  });
}

/** Deletes measurements past the retention period, VITALS_RETENTION_DAYS (enough for a monthly p75; at start, then hourly). */
export const pruneVitals = (db: Db) =>
  db.delete(webVitals).where(lt(webVitals.createdAt, sql`now() - ${VITALS_RETENTION_DAYS}::int * interval '1 day'`));

/** One insert per event-loop turn for every report received in it (group commit). */
export function vitalsWriter(db: Db): Batcher<Vital[], void> {
  return new Batcher<Vital[], void>(async (reports) => {
    await db.insert(webVitals).values(
      reports.flat().map((vital) => ({
        name: vital.name,
        value: vital.value,
        rating: vital.rating,
        metricId: vital.id,
        navigationType: vital.navigationType,
        path: vital.path,
      })),
    );
    return reports.map(() => undefined);
  });
}
