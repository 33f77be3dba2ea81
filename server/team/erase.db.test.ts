/**
 * Erasing a person from the workspace (decision 026): every row about an address goes in one transaction, the counts
 * are exact, nobody else's rows are touched, the audit log holds counts and no address, and the bytes leave the
 * database's files (checked byte for byte as server/db/erasure.db.test.ts does for a withdrawal).
 */
import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import {
  applicationNotes,
  applications,
  auditEvents,
  contacts,
  leadNotes,
  leadRetention,
  outbox,
  subscribers,
} from "../db/schema";
import { fields, multipart, pdf } from "../testing/applications";
import { startApp, startAppWith } from "../testing/app";
import { addLeads, addMember, as } from "../testing/inbox";
import { BACKENDS, testConfig } from "../testing/support";
import { holding, oneTableFileTestAtATime, tableFiles } from "../testing/table-files";

async function apply(app: FastifyInstance, email: string, name = "Mariam Khan") {
  const body = multipart(fields({ email, name }), [pdf()]);
  const response = await app.inject({
    method: "POST",
    url: "/api/applications",
    headers: { ...body.headers, accept: "application/json" },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** Everything about one person, and about another who must stay. */
async function twoPeople(app: FastifyInstance, marker: string, control: string) {
  const { db } = app.database;
  const sam = await addMember(app, "sales", "Sam");
  const [first, second, other] = await addLeads(app, [
    { name: "Mariam Khan", email: "mariam.khan@example.org", message: `First enquiry ${marker}` },
    // Stored before addresses were normalised, or typed differently: the same person.
    { name: "Mariam Khan", email: "Mariam.Khan@Example.ORG", message: `Second enquiry ${marker}` },
    { name: "Jonas", email: "jonas@example.de", message: `Someone else ${control}` },
  ]);
  await as(app, sam).post(`/api/team/leads/${first}/notes`, { body: "Called." });
  await as(app, sam).post(`/api/team/leads/${second}/notes`, { body: "Sent the offer." });
  await as(app, sam).post(`/api/team/leads/${other}/notes`, { body: "Not her." });
  await db.insert(subscribers).values([
    { email: "mariam.khan@example.org", status: "confirmed" },
    { email: "jonas@example.de", status: "confirmed" },
  ]);
  // Her application: its confirmation to her and the team's notification about it are in the outbox.
  await apply(app, "mariam.khan@example.org");
  await apply(app, "jonas@example.de", "Jonas");
  const [hers] = await db
    .select({ id: applications.id })
    .from(applications)
    .where(sql`${applications.email} = 'mariam.khan@example.org'`);
  await db.insert(applicationNotes).values({ applicationId: hers!.id, authorId: sam.id, body: "Strong." });
  // A mail answering her (a notification of the old kind, with her as Reply-To), and one to somebody else.
  await db.insert(outbox).values([
    {
      kind: "contact-notification",
      to: "hello@alphai.tech",
      replyTo: "mariam.khan@example.org",
      subject: "New enquiry #1",
      text: `old style ${marker}`,
    },
    { kind: "subscribe-confirmation", to: "MARIAM.KHAN@example.org", subject: "Confirm", text: "link" },
    { kind: "subscribe-confirmation", to: "jonas@example.de", subject: "Confirm", text: `link ${control}` },
  ]);
}

oneTableFileTestAtATime();

describe.each(BACKENDS)("erasing a person on %s", (backend) => {
  it("previews and erases every row about an address, in any case, and nobody else's; audits the counts only", async () => {
    const app = await startApp(backend, { rateLimitMax: 1000 });
    const { db } = app.database;
    const owner = await addMember(app, "owner", "Olivia");
    await twoPeople(app, "M1", "C1");
    const mailsBefore = await db.select().from(outbox);

    const preview = await as(app, owner).post("/api/team/erase/preview", { email: "  Mariam.Khan@EXAMPLE.org " });
    expect(preview.statusCode, preview.body).toBe(200);
    // Her mails: the application's confirmation and notification, the old notification, the subscription confirmation.
    expect(preview.json()).toEqual({ found: { leads: 2, subscribers: 1, applications: 1, mails: 4 } });
    expect(await db.select().from(outbox)).toHaveLength(mailsBefore.length);

    const erased = await as(app, owner).post("/api/team/erase", { email: "mariam.khan@example.org" });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toEqual({ removed: { leads: 2, notes: 3, subscribers: 1, applications: 1, mails: 4 } });

    expect((await db.select({ email: contacts.email }).from(contacts)).map((row) => row.email)).toEqual([
      "jonas@example.de",
    ]);
    expect((await db.select({ body: leadNotes.body }).from(leadNotes)).map((row) => row.body)).toEqual(["Not her."]);
    expect((await db.select({ email: subscribers.email }).from(subscribers)).map((row) => row.email)).toEqual([
      "jonas@example.de",
    ]);
    expect((await db.select({ email: applications.email }).from(applications)).map((row) => row.email)).toEqual([
      "jonas@example.de",
    ]);
    expect(await db.select().from(applicationNotes)).toEqual([]);
    const mails = await db.select().from(outbox);
    expect(mails).toHaveLength(mailsBefore.length - 4);
    expect(JSON.stringify(mails).toLowerCase()).not.toContain("mariam");

    // Again: nothing left to find or remove.
    expect((await as(app, owner).post("/api/team/erase/preview", { email: "mariam.khan@example.org" })).json()).toEqual(
      { found: { leads: 0, subscribers: 0, applications: 0, mails: 0 } },
    );
    expect((await as(app, owner).post("/api/team/erase", { email: "mariam.khan@example.org" })).json()).toEqual({
      removed: { leads: 0, notes: 0, subscribers: 0, applications: 0, mails: 0 },
    });

    const erasures = await db
      .select()
      .from(auditEvents)
      .where(sql`${auditEvents.action} = 'erase'`)
      .orderBy(auditEvents.id);
    expect(erasures.map((event) => [event.actorId, event.subjectType, event.subjectId, event.detail])).toEqual([
      [owner.id, null, null, { leads: 2, notes: 3, subscribers: 1, applications: 1, mails: 4 }],
      [owner.id, null, null, { leads: 0, notes: 0, subscribers: 0, applications: 0, mails: 0 }],
    ]);
    expect(JSON.stringify(await db.select().from(auditEvents)).toLowerCase()).not.toContain("mariam");
  });

  it("refuses an address that is not one with 400 and the field, and erases nothing", async () => {
    const app = await startApp(backend);
    const owner = await addMember(app, "owner", "Olivia");
    await addLeads(app, [{ email: "a@example.org" }]);
    for (const payload of [
      {},
      { email: "" },
      { email: "not-an-address" },
      { email: ["a@example.org"] },
      { email: "a@example.org\r\nBcc: x@example.org" },
      { email: "a@example.org", all: true },
    ]) {
      for (const url of ["/api/team/erase", "/api/team/erase/preview"]) {
        const response = await as(app, owner).post(url, payload);
        expect(response.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(Object.keys(response.json().fields)).toEqual([Object.keys(payload).includes("all") ? "form" : "email"]);
      }
    }
    expect(await app.database.db.select().from(contacts)).toHaveLength(1);
  });

  it("takes the erased person's bytes out of the database's files, and keeps everyone else's", async () => {
    const marker = `GONE${randomBytes(10).toString("hex")}`;
    const control = `KEPT${randomBytes(10).toString("hex")}`;
    // A long delay: the compaction that runs is the one the graceful shutdown runs.
    const config = await testConfig(backend, { erasureCompactDelayMs: 600_000, rateLimitMax: 1000 });
    const app = await startAppWith(config);
    const owner = await addMember(app, "owner", "Olivia");
    await twoPeople(app, marker, control);
    expect(
      (await as(app, owner).post("/api/team/erase", { email: "mariam.khan@example.org" })).json().removed.leads,
    ).toBe(2);
    await app.close();

    const dir = await tableFiles(config);
    expect(holding(dir, control).length, "the control, proving the search finds what is there").toBeGreaterThan(0);
    expect(holding(dir, marker), "the erased leads and mail").toEqual([]);
    if (backend === "pglite") expect(holding(config.dataDir, marker), "PGlite's write-ahead log too").toEqual([]);
  });
});

describe.each(BACKENDS)("the daily lead erasure on %s", (backend) => {
  it("runs when the server starts, and takes the erased leads' bytes out of the database's files", async () => {
    const marker = `GONE${randomBytes(10).toString("hex")}`;
    const control = `KEPT${randomBytes(10).toString("hex")}`;
    const config = await testConfig(backend, { erasureCompactDelayMs: 600_000 });
    const first = await startAppWith(config);
    const longAgo = new Date(Date.now() - 400 * 24 * 60 * 60_000);
    const [gone] = await addLeads(first, [
      { status: "spam", createdAt: longAgo, message: `Spam ${marker}` },
      { status: "won", createdAt: longAgo, message: `Kept ${control}` },
    ]);
    await first.database.db
      .insert(outbox)
      .values({ kind: "contact-acknowledgement", to: "x@example.org", subject: "Thanks", text: marker, leadId: gone! });
    await first.database.db.update(leadRetention).set({ eraseFrom: longAgo });
    await first.close();

    // The next start runs the day's erasure; the shutdown runs the compaction it asked for.
    const second = await startAppWith(config);
    expect(
      (await second.database.db.select({ status: contacts.status }).from(contacts)).map((row) => row.status),
    ).toEqual(["won"]);
    await second.close();
    const dir = await tableFiles(config);
    expect(holding(dir, control).length, "the control, proving the search finds what is there").toBeGreaterThan(0);
    expect(holding(dir, marker), "the erased lead and its mail").toEqual([]);
    if (backend === "pglite") expect(holding(config.dataDir, marker), "PGlite's write-ahead log too").toEqual([]);
  });
});

describe.each(BACKENDS)("the audit log's list on %s", (backend) => {
  it("lists entries newest first with the actor's name, by action and actor, in pages", async () => {
    const app = await startApp(backend);
    const owner = await addMember(app, "owner", "Olivia");
    const sam = await addMember(app, "sales", "Sam");
    const [lead] = await addLeads(app, [{}]);
    for (const [index, status] of ["contacted", "qualified", "won"].entries())
      await as(app, sam).patch(`/api/team/leads/${lead}`, { version: index + 1, status });
    await as(app, owner).get("/api/team/leads/export.csv");
    await app.database.db
      .insert(auditEvents)
      .values({ actorId: null, action: "sign-in-failed", detail: { method: "code" } });

    const page = async (query: string) => {
      const response = await as(app, owner).get(`/api/team/audit${query}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{
        items: {
          id: number;
          action: string;
          actor: { id: number; name: string } | null;
          detail: object;
          at: string;
          subjectType: string | null;
          subjectId: string | null;
        }[];
        nextCursor: string | null;
      }>();
    };
    const all = await page("");
    expect(all.items.map((item) => [item.action, item.actor?.name ?? null])).toEqual([
      ["sign-in-failed", null],
      ["export", "Olivia"],
      ["lead.update", "Sam"],
      ["lead.update", "Sam"],
      ["lead.update", "Sam"],
    ]);
    expect(all.items[2]).toEqual({
      id: expect.any(Number),
      at: expect.stringMatching(/^\d{4}-/),
      actor: { id: sam.id, name: "Sam" },
      action: "lead.update",
      subjectType: "lead",
      subjectId: String(lead),
      detail: { status: "won" },
    });
    expect(all.nextCursor).toBeNull();

    const first = await page("?action=lead.update&limit=2");
    const second = await page(`?action=lead.update&limit=2&cursor=${first.nextCursor}`);
    expect([...first.items, ...second.items].map((item) => item.detail)).toEqual([
      { status: "won" },
      { status: "qualified" },
      { status: "contacted" },
    ]);
    expect(second.nextCursor).toBeNull();
    expect((await page(`?actor=${owner.id}`)).items.map((item) => item.action)).toEqual(["export"]);
    for (const [query, field] of [
      ["?actor=me", "actor"],
      ["?action=DROP%20TABLE", "action"],
      ["?cursor=abc", "cursor"],
      ["?subject=1", "form"],
    ] as const) {
      const response = await as(app, owner).get(`/api/team/audit${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields)).toEqual([field]);
    }
  });
});
