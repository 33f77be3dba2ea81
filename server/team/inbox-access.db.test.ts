/**
 * Who may use which inbox route (docs/team-api.md): nobody signed out (401), sales not applications, erasure or the
 * audit log, recruiting not leads or subscribers, an editor nothing but the articles and case studies (403); each
 * route is tried as each role, with real ids, so a 403 is the role check's and not a missing row's.
 */
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { asc, eq } from "drizzle-orm";
import { applications, auditEvents, subscribers } from "../db/schema";
import { startApp } from "../testing/app";
import { addLeads, addMember, as, type Member } from "../testing/inbox";
import { BACKENDS } from "../testing/support";

type Role = "owner" | "sales" | "recruiting" | "editor";

const routes = (
  lead: number,
  subscriber: number,
  application: number,
): [
  method: "GET" | "POST" | "PATCH" | "PUT",
  url: string,
  body: object | undefined,
  roles: Role[],
  answer?: number,
][] => [
  ["GET", "/api/team/leads", undefined, ["owner", "sales"]],
  ["GET", `/api/team/leads/${lead}`, undefined, ["owner", "sales"]],
  ["PATCH", `/api/team/leads/${lead}`, { version: 1, status: "contacted" }, ["owner", "sales"]],
  ["POST", `/api/team/leads/${lead}/notes`, { body: "Called." }, ["owner", "sales"]],
  ["POST", "/api/team/leads/seen", {}, ["owner", "sales"]],
  ["POST", `/api/team/leads/${lead}/replies`, { subject: "Hello", body: "Thank you." }, ["owner", "sales"]],
  ["GET", "/api/team/templates", undefined, ["owner", "sales"]],
  ["POST", "/api/team/templates", { locale: "en", name: "T", subject: "S", body: "B" }, ["owner"]],
  ["GET", "/api/team/leads/export.csv", undefined, ["owner", "sales"]],
  ["GET", "/api/team/subscribers", undefined, ["owner", "sales"]],
  ["POST", `/api/team/subscribers/${subscriber}/unsubscribe`, {}, ["owner", "sales"]],
  ["GET", "/api/team/subscribers/export.csv", undefined, ["owner", "sales"]],
  ["GET", "/api/team/applications", undefined, ["owner", "recruiting"]],
  ["GET", `/api/team/applications/${application}`, undefined, ["owner", "recruiting"]],
  ["PATCH", `/api/team/applications/${application}`, { version: 1, status: "screening" }, ["owner", "recruiting"]],
  ["POST", `/api/team/applications/${application}/notes`, { body: "Good." }, ["owner", "recruiting"]],
  ["POST", "/api/team/applications/seen", {}, ["owner", "recruiting"]],
  ["GET", `/api/team/applications/${application}/cv`, undefined, ["owner", "recruiting"]],
  ["GET", "/api/team/applications/export.csv", undefined, ["owner", "recruiting"]],
  ["POST", "/api/team/erase/preview", { email: "nobody@example.org" }, ["owner"]],
  ["POST", "/api/team/erase", { email: "nobody@example.org" }, ["owner"]],
  ["GET", "/api/team/audit", undefined, ["owner"]],
  ["GET", "/api/team/members", undefined, ["owner"]],
  ["GET", "/api/team/content/articles", undefined, ["owner", "editor"]],
  ["GET", "/api/team/content/case-studies", undefined, ["owner", "editor"]],
  ["GET", "/api/team/content/roles", undefined, ["owner", "recruiting"]],
  ["GET", "/api/team/content/articles/dedicated-team-vs-freelancers", undefined, ["owner", "editor"]],
  ["GET", "/api/team/content/case-studies/amateur-football-league-app", undefined, ["owner", "editor"]],
  // A publish from a stale page: past the role check, refused before any generation of the site.
  [
    "PUT",
    "/api/team/content/articles/dedicated-team-vs-freelancers/en",
    { text: "x", version: 9 },
    ["owner", "editor"],
    409,
  ],
  [
    "PUT",
    "/api/team/content/case-studies/amateur-football-league-app/de",
    { text: "x", version: 9 },
    ["owner", "editor"],
    409,
  ],
];

/** The route a URL is logged under: its pattern (an id, a slug and a language as the route names them). */
const routeOf = (url: string) =>
  url
    .replace(/\/\d+/, "/:id")
    .replace(/^(\/api\/team\/content\/[a-z-]+)\/[a-z0-9-]+(\/(?:en|de))?$/, (_match, base: string, locale?: string) =>
      locale ? `${base}/:slug/:locale` : `${base}/:slug`,
    );

async function request(
  app: FastifyInstance,
  member: Member | undefined,
  method: "GET" | "POST" | "PATCH" | "PUT",
  url: string,
  body: object | undefined,
) {
  const client = as(app, member);
  if (method === "PUT") return client.put(url, body!);
  return method === "GET" ? client.get(url) : method === "POST" ? client.post(url, body) : client.patch(url, body!);
}

describe.each(BACKENDS)("the inbox's permissions on %s", (backend) => {
  it("answers 401 signed out, 403 to a role the route does not name, and serves the roles it names", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const members = {
      owner: await addMember(app, "owner", "Olivia"),
      sales: await addMember(app, "sales", "Sam"),
      recruiting: await addMember(app, "recruiting", "Rita"),
      editor: await addMember(app, "editor", "Emil"),
    };
    const [lead] = await addLeads(app, [{}]);
    const [subscriber] = await db
      .insert(subscribers)
      .values({ email: "reader@example.org", status: "confirmed" })
      .returning({ id: subscribers.id });
    const cv = Buffer.from("%PDF-1.4\n%%EOF\n");
    const [application] = await db
      .insert(applications)
      .values({
        role: "senior-react-engineer-lahore",
        name: "Cand",
        email: "cand@example.org",
        cvType: "pdf",
        cv,
        cvSize: cv.length,
        cvSha256: "0".repeat(64),
        consentAt: new Date(),
      })
      .returning({ id: applications.id });

    const denied: [number, string, string][] = [];
    for (const [method, url, body, allowed, answer] of routes(lead!, subscriber!.id, application!.id)) {
      const signedOut = await request(app, undefined, method, url, body);
      expect(signedOut.statusCode, `${method} ${url} signed out`).toBe(401);
      for (const role of ["owner", "sales", "recruiting", "editor"] as const) {
        const response = await request(app, members[role], method, url, body);
        const what = `${method} ${url} as ${role}`;
        if (allowed.includes(role) && answer !== undefined) {
          expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(answer);
        } else if (allowed.includes(role)) {
          expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBeLessThan(300);
        } else {
          expect(response.statusCode, what).toBe(403);
          expect(response.json(), what).toEqual({ error: "Your role does not give access to this." });
          denied.push([members[role].id, method, routeOf(url)]);
        }
      }
    }
    // Every 403 is in the audit log under the member who was refused, with the route (never the data asked for).
    const events = await db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "access.denied"))
      .orderBy(asc(auditEvents.id));
    expect(events.map((event) => [event.actorId, event.detail.method, event.detail.route])).toEqual(
      denied.map(([id, method, url]) => [id, method, url]),
    );
    expect(events.every((event) => event.detail.reason === "role")).toBe(true);
    expect(denied.length).toBeGreaterThan(20);
  });
});
