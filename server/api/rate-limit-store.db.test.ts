import { asc, sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PRUNE_EVERY_MS } from "../app";
import { rateLimits, webVitals } from "../db/schema";
import { startApp } from "../testing/app";
import { BACKENDS } from "../testing/support";

afterEach(() => {
  vi.useRealTimers();
});

describe.each(BACKENDS)("pruning on %s", (backend) => {
  it("deletes expired rate-limit windows and old web vitals while the server runs, not only at start", async () => {
    // Only the intervals are fake: the database drivers keep their real timeouts.
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    const app = await startApp(backend);
    const { db } = app.database;
    // Written after the prune at start, as a running server would.
    await db.insert(rateLimits).values([
      { key: "POST /api/subscribe:203.0.113.7", count: 10, resetAt: sql`now() - interval '2 hours'` },
      { key: "mail:confirmation:all", count: 3, resetAt: sql`now() - interval '61 minutes'` },
      { key: "POST /api/contact:203.0.113.8", count: 1, resetAt: sql`now() + interval '5 minutes'` },
      // Ended less than an hour ago: kept a little longer.
      { key: "POST /api/contact:203.0.113.9", count: 1, resetAt: sql`now() - interval '10 minutes'` },
    ]);
    await db.insert(webVitals).values([
      {
        name: "LCP",
        value: 2000,
        rating: "good",
        metricId: "old",
        path: "/",
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      },
      { name: "LCP", value: 1500, rating: "good", metricId: "new", path: "/", createdAt: new Date() },
    ]);

    vi.advanceTimersByTime(PRUNE_EVERY_MS);
    await vi.waitFor(
      async () => {
        const keys = (await db.select({ key: rateLimits.key }).from(rateLimits).orderBy(asc(rateLimits.key))).map(
          (row) => row.key,
        );
        expect(keys).toEqual(["POST /api/contact:203.0.113.8", "POST /api/contact:203.0.113.9"]);
        expect((await db.select({ metricId: webVitals.metricId }).from(webVitals)).map((row) => row.metricId)).toEqual([
          "new",
        ]);
      },
      { timeout: 5_000, interval: 100 },
    );
  });
});
