import { describe, expect, it } from "vitest";
import { vitalsFieldErrors, vitalsReportSchema } from "./vitals-schema";

const vital = {
  name: "INP",
  value: 184,
  rating: "good",
  id: "v5-1767225600000-1",
  navigationType: "reload",
  path: "/about/careers",
};

const errors = (body: unknown) => {
  const result = vitalsReportSchema.safeParse(body);
  if (result.success) throw new Error("expected the report to be refused");
  return vitalsFieldErrors(result.error, Array.isArray(body));
};

describe("web-vitals report schema", () => {
  it("accepts one metric or up to ten, always giving an array", () => {
    expect(vitalsReportSchema.parse(vital)).toEqual([vital]);
    const withoutNavigation = { ...vital, navigationType: undefined };
    expect(vitalsReportSchema.parse(withoutNavigation)[0]?.navigationType).toBeUndefined();
    expect(vitalsReportSchema.parse(Array.from({ length: 10 }, () => vital))).toHaveLength(10);
    expect(vitalsReportSchema.parse({ ...vital, name: "CLS", value: 0 })[0]?.value).toBe(0);
  });

  it("bounds values: timings up to ten minutes, CLS up to 100, never negative", () => {
    expect(errors({ ...vital, value: 600_001 }).value).toMatch(/600000/);
    expect(vitalsReportSchema.safeParse({ ...vital, value: 600_000 }).success).toBe(true);
    expect(errors({ ...vital, name: "CLS", value: 100.5 }).value).toMatch(/CLS/);
    expect(errors({ ...vital, value: -0.1 }).value).toMatch(/negative/);
    expect(errors({ ...vital, value: null }).value).toMatch(/number/);
  });

  it("refuses paths that are not a bare page path", () => {
    expect(errors({ ...vital, path: "https://evil.example/" }).path).toMatch(/starting with \//);
    expect(errors({ ...vital, path: "/about?x=1" }).path).toMatch(/query/);
    expect(errors({ ...vital, path: "/about#team" }).path).toMatch(/query/);
    expect(errors({ ...vital, path: "/a b" }).path).toMatch(/spaces/);
    expect(errors({ ...vital, path: `/${"x".repeat(200)}` }).path).toMatch(/200/);
  });

  it("refuses the team workspace's paths, which can name a lead or an application", () => {
    for (const path of ["/team", "/team/", "/team/leads/42", "/TEAM/applications/7"])
      expect(errors({ ...vital, path }).path).toMatch(/workspace/);
    expect(vitalsReportSchema.safeParse({ ...vital, path: "/teams-we-build" }).success).toBe(true);
  });

  it("names fields by index in a batch and the report as a whole under form", () => {
    expect(errors([vital, { ...vital, rating: "fine" }, { ...vital, id: "" }])).toEqual({
      "1.rating": "Rate the metric good, needs-improvement, poor.",
      "2.id": "Send the metric id.",
    });
    expect(Object.keys(errors(Array.from({ length: 11 }, () => vital)))).toEqual(["form"]);
    expect(errors({ ...vital, delta: 3 })).toEqual({ form: "Unexpected field: delta." });
    expect(errors(null)).toEqual({ form: "Send each metric as an object." });
  });
});
