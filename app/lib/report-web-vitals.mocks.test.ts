import { readFileSync } from "node:fs";
import type { Metric } from "web-vitals";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { vitalsReportSchema } from "../shared/vitals-schema";

/** The metrics the mocked library reports as soon as each on* function is called. */
const reported: Metric[] = [];
vi.mock("web-vitals", () => {
  const on = (name: Metric["name"]) => (callback: (metric: Metric) => void) => {
    for (const metric of reported.filter((entry) => entry.name === name)) callback(metric);
  };
  return { onCLS: on("CLS"), onFCP: on("FCP"), onINP: on("INP"), onLCP: on("LCP"), onTTFB: on("TTFB") };
});

const metric = (overrides: Partial<Metric> = {}): Metric => ({
  name: "LCP",
  value: 1834.2,
  rating: "needs-improvement",
  delta: 1834.2,
  id: "v5-1767225600000-8421073928411",
  entries: [{ name: "", entryType: "largest-contentful-paint", startTime: 1834.2, duration: 0, toJSON: () => ({}) }],
  navigationType: "navigate",
  navigationId: 1,
  navigationURL: "https://www.alphai.tech/about?ref=mail",
  ...overrides,
});

/** A fresh module per test: reportWebVitals registers once per page load. */
const load = async () => {
  vi.resetModules();
  return import("./report-web-vitals");
};

/** Lets the lazy import and its callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  reported.splice(
    0,
    reported.length,
    metric(),
    metric({ name: "CLS", value: 0.02, rating: "good", id: "v5-cls" }),
    metric({ name: "TTFB", value: 95, rating: "good", id: "v5-ttfb" }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe("vitalPayload", () => {
  it("keeps only what the server stores, with the given path", async () => {
    const { vitalPayload } = await load();
    expect(vitalPayload(metric(), "/about")).toEqual({
      name: "LCP",
      value: 1834.2,
      rating: "needs-improvement",
      id: "v5-1767225600000-8421073928411",
      navigationType: "navigate",
      path: "/about",
    });
  });

  it("builds what the server's schema accepts, alone and in a batch", async () => {
    const { vitalPayload } = await load();
    const payloads = reported.map((entry) => vitalPayload(entry, "/services/website-development/react"));
    expect(vitalsReportSchema.safeParse(payloads[0]).success).toBe(true);
    expect(vitalsReportSchema.safeParse(payloads).success).toBe(true);
    // Over-long paths are cut to the server's limit instead of being refused.
    const long = vitalPayload(metric(), `/${"a".repeat(300)}`);
    expect(long.path).toHaveLength(200);
    expect(vitalsReportSchema.safeParse(long).success).toBe(true);
  });
});

describe("reportWebVitals", () => {
  it("does nothing without a window (prerendering)", async () => {
    const { reportWebVitals } = await load();
    const callback = vi.fn();
    reportWebVitals(callback);
    await settle();
    expect(callback).not.toHaveBeenCalled();
  });

  it("passes every metric to the callback when one is given, once per page load", async () => {
    vi.stubGlobal("window", { location: { pathname: "/about" } });
    const beacon = vi.fn(() => true);
    vi.stubGlobal("navigator", { sendBeacon: beacon });
    const { reportWebVitals } = await load();
    const callback = vi.fn();
    reportWebVitals(callback);
    reportWebVitals(callback);
    await settle();
    expect(callback.mock.calls.map(([entry]) => (entry as Metric).name).sort()).toEqual(["CLS", "LCP", "TTFB"]);
    expect(beacon).not.toHaveBeenCalled();
  });

  it("sends each metric to /api/vitals as a JSON beacon by default, with the landing path", async () => {
    vi.stubGlobal("window", { location: { pathname: "/about" } });
    const beacon = vi.fn((_url: string, _data?: BodyInit | null) => true);
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal("navigator", { sendBeacon: beacon });
    vi.stubGlobal("fetch", fetch);
    const { reportWebVitals } = await load();
    reportWebVitals();
    // A client-side navigation before the metrics are final does not move them to the new route.
    (window as unknown as { location: { pathname: string } }).location.pathname = "/contactus";
    await settle();
    expect(beacon).toHaveBeenCalledTimes(3);
    expect(fetch).not.toHaveBeenCalled();
    const [url, blob] = beacon.mock.calls[0]!;
    expect(url).toBe("/api/vitals");
    expect(blob).toBeInstanceOf(Blob);
    expect((blob as Blob).type).toBe("application/json");
    const sent = await Promise.all(
      beacon.mock.calls.map(([, data]) =>
        (data as Blob).text().then((text) => JSON.parse(text) as { name: string; path: string }),
      ),
    );
    expect(sent.map((body) => body.name).sort()).toEqual(["CLS", "LCP", "TTFB"]);
    expect(sent.every((body) => body.path === "/about")).toBe(true);
    expect(sent.every((body) => vitalsReportSchema.safeParse(body).success)).toBe(true);
  });

  it("falls back to fetch with keepalive and no credentials when sendBeacon is missing or refuses", async () => {
    for (const navigatorStub of [{}, { sendBeacon: () => false }]) {
      vi.stubGlobal("window", { location: { pathname: "/contactus" } });
      vi.stubGlobal("navigator", navigatorStub);
      const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.reject(new Error("offline")));
      vi.stubGlobal("fetch", fetch);
      const { reportWebVitals } = await load();
      reportWebVitals();
      await settle();
      expect(fetch).toHaveBeenCalledTimes(3);
      const [url, init] = fetch.mock.calls[0]!;
      expect(url).toBe("/api/vitals");
      expect(init).toMatchObject({
        method: "POST",
        keepalive: true,
        credentials: "omit",
        headers: { "Content-Type": "application/json" },
      });
      expect(JSON.parse(String(init?.body))).toMatchObject({ path: "/contactus" });
    }
  });

  it("loads web-vitals lazily: no static import that would put it in the first-load bundle", () => {
    const source = readFileSync(new URL("./report-web-vitals.ts", import.meta.url), "utf8");
    expect(source).toMatch(/import\("web-vitals"\)/);
    expect(source).not.toMatch(/^import (?!type )[^;]*from "web-vitals"/m);
    expect(source).not.toMatch(/^import [^;]*(?:"zod"|vitals-schema)/m);
  });
});
