/**
 * The 75th percentile of each web vital per route, the figure Core Web Vitals
 * are judged by. Computed in the database (percentile_cont interpolates, as
 * PGlite and PostgreSQL both do), for `npm run vitals`.
 */
import { asc, gte, sql } from "drizzle-orm";
import { VITAL_NAMES, type VitalName } from "../../app/shared/vitals-schema";
import type { Db } from "../db/client";
import { webVitals } from "../db/schema";

export interface VitalPercentile {
  readonly path: string;
  readonly name: VitalName;
  readonly p75: number;
  readonly samples: number;
}

export interface RouteVitals {
  readonly path: string;
  /** Only the metrics that have samples for this route. */
  readonly metrics: Partial<Record<VitalName, { readonly p75: number; readonly samples: number }>>;
}

export async function vitalPercentiles(db: Db, options: { since?: Date } = {}): Promise<VitalPercentile[]> {
  return db
    .select({
      path: webVitals.path,
      name: webVitals.name,
      p75: sql<number>`percentile_cont(0.75) WITHIN GROUP (ORDER BY ${webVitals.value})`.mapWith(Number),
      samples: sql<number>`count(*)`.mapWith(Number),
    })
    .from(webVitals)
    .where(options.since ? gte(webVitals.createdAt, options.since) : undefined)
    .groupBy(webVitals.path, webVitals.name)
    .orderBy(asc(webVitals.path), asc(webVitals.name));
}

/** One entry per route, in path order, with its metrics in the usual order (LCP, INP, CLS, FCP, TTFB). */
export function byRoute(rows: readonly VitalPercentile[]): RouteVitals[] {
  const routes = new Map<string, Map<VitalName, { p75: number; samples: number }>>();
  for (const row of rows) {
    const metrics = routes.get(row.path) ?? new Map();
    metrics.set(row.name, { p75: row.p75, samples: row.samples });
    routes.set(row.path, metrics);
  }
  return [...routes].map(([path, metrics]) => ({
    path,
    metrics: Object.fromEntries(VITAL_NAMES.flatMap((name) => (metrics.has(name) ? [[name, metrics.get(name)!]] : []))),
  }));
}

/** "2,310 ms" for timings, "0.052" for CLS. */
export function formatVital(name: VitalName, value: number): string {
  return name === "CLS" ? value.toFixed(3) : `${Math.round(value).toLocaleString("en-US")} ms`;
}
