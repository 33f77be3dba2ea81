import { describe, expect, it } from "vitest";
import { isRoleOpen, openRoles, roleBySlug, roles, rolesClosingWithin } from "./index";
import { rolePath } from "./registry";
import { roleOrder } from "./collection-order";
import { readCollection } from "./collections";
import { closedRolePaths, collectionPaths } from "./routes";
import { roleSchema } from "./schema";
import { applicationRetentionDays, formatSalary } from "./role-facts";
import { structuredData } from "./structured-data";

/** The roles as their files give them (content/roles/<slug>.md), before the schema, in their order. */
const order: readonly string[] = roleOrder;
const rawRoles = readCollection("roles")
  .files.sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug))
  .map((file) => file.entry);
const [good] = rawRoles;
const issues = (value: unknown) => {
  const parsed = roleSchema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
};
const without = (key: string) => Object.fromEntries(Object.entries(good!).filter(([name]) => name !== key));

describe("role content", () => {
  it("accepts every role of content/roles/", () => {
    expect(roles.length).toBe(rawRoles.length);
    expect(issues(good)).toEqual([]);
  });

  it.each(["validThrough", "salary", "location"])("fails a role without %s", (key) => {
    const found = issues(without(key));
    expect(found.some((issue) => issue.startsWith(`${key}:`) && / is required/.test(issue))).toBe(true);
  });

  it("fails a salary without currency or period, or with min above max", () => {
    expect(issues({ ...good, salary: { min: 1, max: 2, period: "MONTH" } })).toContainEqual(
      expect.stringMatching(/^salary\.currency/),
    );
    expect(issues({ ...good, salary: { currency: "EUR", min: 1, max: 2 } })).toContainEqual(
      expect.stringMatching(/^salary\.period/),
    );
    expect(issues({ ...good, salary: { currency: "EUR", min: 3, max: 2, period: "YEAR" } })).toContainEqual(
      "salary.max: salary min is above max",
    );
  });

  it("fails a remote role without the countries applicants may live in, and a bad date", () => {
    expect(issues({ ...good, location: { office: "dach", remotePolicy: "remote", label: "Remote" } })).toContainEqual(
      expect.stringMatching(/^location\.remoteCountries: a remote role lists/),
    );
    expect(issues({ ...good, validThrough: "2027-02-30" })).toContainEqual(expect.stringMatching(/^validThrough:/));
    expect(issues({ ...good, slug: "Not A Slug" })).toContainEqual(expect.stringMatching(/^slug:/));
  });

  it("is open until the end of its validThrough day (UTC)", () => {
    const role = { validThrough: "2027-01-15" };
    expect(isRoleOpen(role, new Date("2027-01-15T23:59:59.999Z"))).toBe(true);
    expect(isRoleOpen(role, new Date("2027-01-16T00:00:00.000Z"))).toBe(false);
  });

  it("lists open roles, finds roles by slug and names the ones closing within 14 days", () => {
    const now = new Date("2027-01-05T12:00:00Z");
    const open = openRoles(now).map((role) => role.slug);
    expect(open).toContain("senior-react-engineer-lahore");
    expect(open).not.toContain("flutter-developer-lahore");
    expect(roleBySlug("flutter-developer-lahore")?.title).toBe("Flutter Developer");
    expect(roleBySlug("nope")).toBeUndefined();
    expect(rolesClosingWithin(now, 14).map((role) => role.slug)).toEqual(["senior-react-engineer-lahore"]);
  });

  it("prerenders every role at /about/careers/<slug>; closed ones are the 410 paths", () => {
    expect(rolePath("x-y")).toBe("/about/careers/x-y");
    expect(collectionPaths()).toEqual(expect.arrayContaining(roles.map((role) => `/about/careers/${role.slug}`)));
    expect(closedRolePaths(new Date("2027-01-20T00:00:00Z"))).toEqual([
      "/about/careers/senior-react-engineer-lahore",
      "/about/careers/flutter-developer-lahore",
      "/de/about/careers/senior-react-engineer-lahore",
      "/de/about/careers/flutter-developer-lahore",
    ]);
  });

  it("formats the salary and reads the retention period", () => {
    expect(formatSalary({ currency: "EUR", min: 62000, max: 78000, period: "YEAR" })).toBe(
      "EUR 62,000 – 78,000 per year (gross)",
    );
    expect(formatSalary({ currency: "EUR", min: 62000, max: 78000, period: "YEAR" }, "de")).toBe(
      "62.000–78.000 EUR pro Jahr (brutto)",
    );
    expect(applicationRetentionDays({})).toBe(180);
    expect(applicationRetentionDays({ APPLICATION_RETENTION_DAYS: "90" })).toBe(90);
    expect(() => applicationRetentionDays({ APPLICATION_RETENTION_DAYS: "-1" })).toThrow(/APPLICATION_RETENTION_DAYS/);
  });
});

describe("JobPosting JSON-LD", () => {
  const types = (path: string, now: Date) =>
    (structuredData(path, now)["@graph" as never] as { "@type": string }[]).map((node) => node["@type"]);
  const now = new Date("2026-11-23T00:00:00Z");

  it("gives every open role's page exactly one JobPosting, with salary and direct apply", () => {
    for (const role of openRoles(now)) {
      const graph = structuredData(rolePath(role.slug), now)["@graph" as never] as Record<string, unknown>[];
      const postings = graph.filter((node) => node["@type"] === "JobPosting");
      expect(postings).toHaveLength(1);
      expect(postings[0]).toMatchObject({
        directApply: true,
        validThrough: `${role.validThrough}T23:59:59Z`,
        datePosted: role.posted,
        employmentType: role.employmentType,
        baseSalary: {
          currency: role.salary.currency,
          value: { minValue: role.salary.min, maxValue: role.salary.max, unitText: role.salary.period },
        },
      });
      expect(graph.some((node) => node["@type"] === "BreadcrumbList")).toBe(true);
    }
  });

  it("puts none on /about/careers and none on a closed role's page", () => {
    expect(types("/about/careers", now)).not.toContain("JobPosting");
    expect(types("/about/careers/flutter-developer-lahore", now)).not.toContain("JobPosting");
  });
});
