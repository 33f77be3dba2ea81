import { asc } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { webVitals } from "../db/schema";
import { startApp, startAppWith } from "../testing/app";
import { BACKENDS, formToken, testConfig } from "../testing/support";
import { byRoute, vitalPercentiles } from "./vitals-report";

/** A report as report-web-vitals.ts sends it. */
const vital = (overrides: Record<string, unknown> = {}) => ({
  name: "LCP",
  value: 1234.5,
  rating: "good",
  id: "v5-1767225600000-8421073928411",
  navigationType: "navigate",
  path: "/services/website-development",
  ...overrides,
});

const post = (app: FastifyInstance, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({
    method: "POST",
    url: "/api/vitals",
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(payload),
  });

const rows = (app: FastifyInstance) => app.database.db.select().from(webVitals).orderBy(asc(webVitals.id));

describe.each(BACKENDS)("web vitals on %s", (backend) => {
  it("stores a single metric and a batch, answering 204 without a body or cookie", async () => {
    const app = await startApp(backend);
    const single = await post(app, vital());
    expect(single.statusCode).toBe(204);
    expect(single.body).toBe("");
    expect(single.headers["set-cookie"]).toBeUndefined();

    const batch = await post(app, [
      vital({ name: "CLS", value: 0.042, id: "v5-cls" }),
      vital({ name: "TTFB", value: 88, rating: "good", navigationType: undefined, id: "v5-ttfb", path: "/" }),
      vital({ name: "INP", value: 640, rating: "poor", navigationType: "back-forward-cache", id: "v5-inp" }),
    ]);
    expect(batch.statusCode).toBe(204);
    expect(batch.headers["set-cookie"]).toBeUndefined();

    const stored = await rows(app);
    expect(
      stored.map(({ name, value, rating, metricId, navigationType, path }) => ({
        name,
        value,
        rating,
        metricId,
        navigationType,
        path,
      })),
    ).toEqual([
      {
        name: "LCP",
        value: 1234.5,
        rating: "good",
        metricId: "v5-1767225600000-8421073928411",
        navigationType: "navigate",
        path: "/services/website-development",
      },
      {
        name: "CLS",
        value: 0.042,
        rating: "good",
        metricId: "v5-cls",
        navigationType: "navigate",
        path: "/services/website-development",
      },
      { name: "TTFB", value: 88, rating: "good", metricId: "v5-ttfb", navigationType: null, path: "/" },
      {
        name: "INP",
        value: 640,
        rating: "poor",
        metricId: "v5-inp",
        navigationType: "back-forward-cache",
        path: "/services/website-development",
      },
    ]);
    expect(stored[0]!.createdAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it("answers bad input with per-field messages and stores nothing", async () => {
    const app = await startApp(backend);
    const cases: [unknown, string[]][] = [
      [vital({ name: "FID" }), ["name"]],
      [vital({ value: -1 }), ["value"]],
      [vital({ value: "1200" }), ["value"]],
      [vital({ value: 600_001 }), ["value"]],
      [vital({ name: "CLS", value: 101 }), ["value"]],
      [vital({ path: "services" }), ["path"]],
      [vital({ path: "/contactus?utm_source=mail" }), ["path"]],
      [vital({ path: "/contactus#form" }), ["path"]],
      [vital({ path: `/${"a".repeat(200)}` }), ["path"]],
      [vital({ rating: "great", id: "x".repeat(101), navigationType: "teleport" }), ["id", "navigationType", "rating"]],
      [vital({ entries: [] }), ["form"]],
      [{}, ["id", "name", "path", "rating", "value"]],
      ["LCP", ["form"]],
      [[], ["form"]],
      [Array.from({ length: 11 }, () => vital()), ["form"]],
      [
        [vital(), vital({ name: "FID", path: "x" })],
        ["1.name", "1.path"],
      ],
      [[vital(), 42], ["1.form"]],
    ];
    for (const [payload, fields] of cases) {
      const response = await post(app, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      const body = response.json();
      expect(body.error).toBeTruthy();
      expect(Object.keys(body.fields).sort(), JSON.stringify(payload).slice(0, 80)).toEqual(fields);
    }
    const bad = (await post(app, vital({ name: "CLS", value: 101, path: "/a?b" }))).json();
    expect(bad.fields).toEqual({
      value: "CLS must be at most 100.",
      path: "Send the path without a query string or fragment.",
    });
    expect(await rows(app)).toHaveLength(0);
  });

  it("answers malformed, oversized, wrongly typed requests and other methods with their status codes", async () => {
    const app = await startApp(backend);
    const malformed = await app.inject({
      method: "POST",
      url: "/api/vitals",
      headers: { "content-type": "application/json" },
      payload: '{"name": "LCP",',
    });
    expect(malformed.statusCode).toBe(400);
    // Well under the forms' 16 KiB, over this endpoint's 4 KiB.
    const huge = await post(app, vital({ id: "x".repeat(5 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().error).toMatch(/at most 4 KiB/);
    const text = await app.inject({
      method: "POST",
      url: "/api/vitals",
      headers: { "content-type": "text/plain" },
      payload: JSON.stringify(vital()),
    });
    expect(text.statusCode).toBe(415);
    const get = await app.inject({ method: "GET", url: "/api/vitals" });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe("POST");
    for (const response of [malformed, huge, text, get]) {
      expect(response.body).not.toMatch(/at \w+ \(|node_modules|\.ts:\d+|stack/i);
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
    expect(await rows(app)).toHaveLength(0);
  });

  it("rate-limits each client with 429 and Retry-After, separately from the forms", async () => {
    const app = await startApp(backend, { vitalsRateLimitMax: 3, rateLimitMax: 1 });
    const statuses: number[] = [];
    let retryAfter: string | undefined;
    for (let i = 0; i < 5; i += 1) {
      const response = await post(app, vital({ id: `v5-${i}` }));
      statuses.push(response.statusCode);
      if (response.statusCode === 429) retryAfter = String(response.headers["retry-after"]);
    }
    expect(statuses).toEqual([204, 204, 204, 429, 429]);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(Number(retryAfter)).toBeLessThanOrEqual(60);
    expect(await rows(app)).toHaveLength(3);
    // Another client is not affected.
    const other = await app.inject({ method: "POST", url: "/api/vitals", remoteAddress: "10.1.2.3", payload: vital() });
    expect(other.statusCode).toBe(204);
    // The form endpoints keep their own counter.
    const subscribe = await app.inject({
      method: "POST",
      url: "/api/subscribe",
      payload: { email: "reader@example.org", formToken: formToken("subscribe") },
    });
    expect(subscribe.statusCode).toBe(200);
  });

  it("computes the 75th percentile per route and metric, optionally since a date", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    await db.insert(webVitals).values([
      ...Array.from({ length: 100 }, (_, i) => ({
        name: "LCP" as const,
        value: i + 1,
        rating: "good" as const,
        metricId: `lcp-${i}`,
        path: "/",
      })),
      ...[0.01, 0.02, 0.3, 0.4].map((value, i) => ({
        name: "CLS" as const,
        value,
        rating: "good" as const,
        metricId: `cls-${i}`,
        path: "/",
      })),
      { name: "TTFB", value: 120, rating: "good", metricId: "ttfb-0", path: "/about" },
      // Older than the --since date below, and than the retention period.
      {
        name: "TTFB",
        value: 9000,
        rating: "poor",
        metricId: "ttfb-old",
        path: "/about",
        createdAt: new Date(Date.now() - 40 * 86_400_000),
      },
    ]);

    const all = await vitalPercentiles(db);
    expect(all).toEqual([
      { path: "/", name: "CLS", p75: expect.closeTo(0.325, 10), samples: 4 },
      { path: "/", name: "LCP", p75: 75.25, samples: 100 },
      { path: "/about", name: "TTFB", p75: 6780, samples: 2 },
    ]);
    const recent = await vitalPercentiles(db, { since: new Date(Date.now() - 86_400_000) });
    expect(recent.find((row) => row.path === "/about")).toEqual({ path: "/about", name: "TTFB", p75: 120, samples: 1 });
    expect(byRoute(recent)).toEqual([
      {
        path: "/",
        metrics: { LCP: { p75: 75.25, samples: 100 }, CLS: { p75: expect.closeTo(0.325, 10), samples: 4 } },
      },
      { path: "/about", metrics: { TTFB: { p75: 120, samples: 1 } } },
    ]);
    expect(Object.keys(byRoute(recent)[0]!.metrics)).toEqual(["LCP", "CLS"]);
  });

  it("prunes measurements older than 30 days at start", async () => {
    const config = await testConfig(backend);
    const first = await startAppWith(config);
    await first.database.db.insert(webVitals).values([
      {
        name: "LCP",
        value: 2000,
        rating: "good",
        metricId: "old",
        path: "/",
        createdAt: new Date(Date.now() - 31 * 86_400_000),
      },
      {
        name: "LCP",
        value: 1500,
        rating: "good",
        metricId: "new",
        path: "/",
        createdAt: new Date(Date.now() - 29 * 86_400_000),
      },
    ]);
    await first.close();
    const second = await startAppWith(config);
    const left = await second.database.db.select({ metricId: webVitals.metricId }).from(webVitals);
    expect(left).toEqual([{ metricId: "new" }]);
  });
});
