/**
 * How long leads are kept (issue 36 §6): owners set the periods within the code's limits (a recent sign-in, a version,
 * audited); the daily job erases, once a day and not before its start, every lead past its period counted from the
 * last activity, with its notes and mails; and the privacy policy as sent states the periods in force.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION, retentionListHtml } from "../../app/shared/lead-retention";
import {
  auditEvents,
  contacts,
  leadEvents,
  leadFollowUps,
  leadNotes,
  leadReplies,
  leadRetention,
  outbox,
  teamSessions,
} from "../db/schema";
import { startApp } from "../testing/app";
import { addLeads, addMember, as } from "../testing/inbox";
import { BACKENDS, formToken, makeBuildDir, writeSiteManifest } from "../testing/support";
import { eraseExpiredLeads } from "./retention";

const DAY = 24 * 60 * 60_000;
const NOW = new Date("2026-11-30T10:00:00Z");
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

const periods = (changes: Partial<Record<string, unknown>> = {}) => ({ ...DEFAULT_RETENTION, ...changes });

/** The erasure may start (the migration's grace is over). */
const graceOver = (app: FastifyInstance) => app.database.db.update(leadRetention).set({ eraseFrom: ago(1) });

/** A build with the privacy policy in both languages, its retention list as the build draws it. */
function buildWithPolicy(): string {
  const dir = makeBuildDir();
  const page = (locale: "en" | "de") =>
    `<!doctype html><html lang="${locale}"><title>Privacy</title><h1>Privacy</h1><p>Kept:</p>${retentionListHtml(DEFAULT_RETENTION, locale)}<p>End.</p>`;
  mkdirSync(path.join(dir, "privacy-policy"));
  mkdirSync(path.join(dir, "de", "privacy-policy"), { recursive: true });
  writeFileSync(path.join(dir, "privacy-policy", "index.html"), page("en"));
  writeFileSync(path.join(dir, "de", "privacy-policy", "index.html"), page("de"));
  writeSiteManifest(dir, {
    "index.html": [],
    "404/index.html": [],
    "privacy-policy/index.html": [],
    "de/privacy-policy/index.html": [],
  });
  return dir;
}

describe.each(BACKENDS)("lead retention on %s", (backend) => {
  it("owners set the periods within the limits, with a recent sign-in and the version they read; audited", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const owner = await addMember(app, "owner", "Olivia");
    const sales = await addMember(app, "sales", "Sam");

    const first = await as(app, owner).get("/api/team/retention");
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      retention: { months: DEFAULT_RETENTION, version: 1, updatedAt: null, lastRunOn: null },
      limits: { lost: { min: 1, max: 24, default: 6 } },
      due: { new: 0, lost: 0 },
    });
    expect((await as(app, sales).get("/api/team/retention")).statusCode).toBe(403);
    expect((await as(app, sales).put("/api/team/retention", { ...periods(), version: 1 })).statusCode).toBe(403);

    // Outside the limits, or not a whole number: 400 per field, nothing saved.
    const bad = await as(app, owner).put("/api/team/retention", {
      ...periods({ lost: 0, spam: 13, won: "three", qualified: 2.5 }),
      version: 1,
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(["lost", "qualified", "spam", "won"]);
    expect(bad.json().fields.lost).toMatch(/1 to 24/);

    // Shorter periods erase for good: not without a sign-in in the last 10 minutes.
    await db
      .update(teamSessions)
      .set({ verifiedAt: sql`now() - interval '11 minutes'` })
      .where(eq(teamSessions.memberId, owner.id));
    const stale = await as(app, owner).put("/api/team/retention", { ...periods({ lost: 3 }), version: 1 });
    expect(stale.statusCode, stale.body).toBe(403);
    expect(stale.json().stepUp).toBeDefined();
    await db.update(teamSessions).set({ verifiedAt: new Date() }).where(eq(teamSessions.memberId, owner.id));

    const saved = await as(app, owner).put("/api/team/retention", { ...periods({ lost: 3, won: 60 }), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().retention).toMatchObject({
      months: periods({ lost: 3, won: 60 }),
      version: 2,
      updatedByName: "Olivia",
    });

    // A colleague's page, opened before that save, cannot overwrite it.
    const other = await addMember(app, "owner", "Omar");
    const conflict = await as(app, other).put("/api/team/retention", { ...periods({ lost: 12 }), version: 1 });
    expect(conflict.statusCode, conflict.body).toBe(409);
    expect(conflict.json()).toMatchObject({ error: expect.stringContaining("Olivia"), retention: { version: 2 } });
    expect((await as(app, owner).get("/api/team/retention")).json().retention.months.lost).toBe(3);

    // The public periods, for the privacy policy after a navigation in the app.
    const policy = await app.inject({ method: "GET", url: "/api/lead-retention" });
    expect(policy.statusCode).toBe(200);
    expect(policy.json()).toEqual({ months: periods({ lost: 3, won: 60 }) });

    const audited = await db.select().from(auditEvents).where(eq(auditEvents.action, "retention.update"));
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({ actorId: owner.id, detail: periods({ lost: 3, won: 60 }) });
  });

  it("erases once a day every lead past its period since the last activity, with its notes and mails; counts audited", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const sam = await addMember(app, "sales", "Sam");
    const [lostOld, lostNoted, spamChanged, wonOld, , contactedFollowedUp, lostRecent] = await addLeads(app, [
      { status: "lost", createdAt: ago(200), email: "gone@example.org" },
      { status: "lost", createdAt: ago(200) },
      { status: "spam", createdAt: ago(200) },
      { status: "won", createdAt: ago(400) },
      { status: "new", createdAt: ago(400) },
      { status: "contacted", createdAt: ago(400) },
      { status: "lost", createdAt: ago(100) },
    ]);
    await db.insert(leadNotes).values([
      { leadId: lostOld!, authorId: sam.id, body: "Old note", createdAt: ago(190) },
      { leadId: lostNoted!, authorId: sam.id, body: "Called again", createdAt: ago(30) },
    ]);
    await db.insert(leadEvents).values({
      leadId: spamChanged!,
      actorId: sam.id,
      at: ago(20),
      version: 2,
      kind: "status",
      before: "new",
      after: "spam",
    });
    await db
      .insert(leadFollowUps)
      .values({ leadId: contactedFollowedUp!, memberId: sam.id, dueOn: "2026-12-15", createdAt: ago(390) });
    await db.insert(outbox).values([
      { kind: "contact-acknowledgement", to: "gone@example.org", subject: "Thanks", text: "…", leadId: lostOld! },
      { kind: "team-digest", to: "sam@alphai.test", subject: "Your day", text: "…" },
    ]);

    // Before the grace after the migration is over, nothing goes.
    expect(await eraseExpiredLeads(db, NOW)).toBeUndefined();
    expect(await db.select({ id: contacts.id }).from(contacts)).toHaveLength(7);

    await graceOver(app);
    const owner = await addMember(app, "owner", "Olivia");
    // The lead's page says until when it is kept: its last activity (the note) plus its status's period.
    const noted = await as(app, owner).get(`/api/team/leads/${lostNoted}`);
    expect(noted.json().lead).toMatchObject({ keptUntil: "2027-04-30T10:00:00.000Z", keptMonths: 6 });
    const preview = await as(app, owner).post("/api/team/retention/preview", periods());
    expect(preview.statusCode, preview.body).toBe(200);

    const erased = await eraseExpiredLeads(db, NOW);
    expect(erased).toEqual({ new: 1, contacted: 0, qualified: 0, won: 0, lost: 1, spam: 0 });
    const left = (await db.select({ id: contacts.id }).from(contacts)).map((row) => row.id).sort((a, b) => a - b);
    expect(left).toEqual([lostNoted, spamChanged, wonOld, contactedFollowedUp, lostRecent]);
    // The lead's notes and the mail about it went with it; the rest stayed.
    expect(await db.select().from(leadNotes).where(eq(leadNotes.leadId, lostOld!))).toEqual([]);
    expect((await db.select({ kind: outbox.kind }).from(outbox)).map((row) => row.kind)).toEqual(["team-digest"]);

    // Once a day, whichever instance asks: the same day again does nothing; the next day runs (and finds nothing).
    expect(await eraseExpiredLeads(db, new Date(NOW.getTime() + 60_000))).toBeUndefined();
    expect(await eraseExpiredLeads(db, new Date(NOW.getTime() + DAY))).toEqual({
      new: 0,
      contacted: 0,
      qualified: 0,
      won: 0,
      lost: 0,
      spam: 0,
    });
    const runs = await db
      .select({ actorId: auditEvents.actorId, detail: auditEvents.detail })
      .from(auditEvents)
      .where(eq(auditEvents.action, "retention.erase"))
      .orderBy(auditEvents.id);
    expect(runs).toEqual([
      { actorId: null, detail: { new: 1, contacted: 0, qualified: 0, won: 0, lost: 1, spam: 0, total: 2 } },
      { actorId: null, detail: { new: 0, contacted: 0, qualified: 0, won: 0, lost: 0, spam: 0, total: 0 } },
    ]);
    expect(
      await db
        .select()
        .from(leadRetention)
        .where(and(eq(leadRetention.id, 1), eq(leadRetention.lastRunOn, "2026-12-01"))),
    ).toHaveLength(1);
  });

  it("counts what shorter periods would erase, and the preview checks the limits", async () => {
    const app = await startApp(backend);
    const owner = await addMember(app, "owner", "Olivia");
    await addLeads(app, [
      { status: "lost", createdAt: new Date(Date.now() - 100 * DAY) },
      { status: "spam", createdAt: new Date(Date.now() - 40 * DAY) },
      { status: "won", createdAt: new Date(Date.now() - 40 * DAY) },
    ]);
    const shorter = await as(app, owner).post("/api/team/retention/preview", periods({ lost: 3, spam: 1 }));
    expect(shorter.json().due).toEqual({ new: 0, contacted: 0, qualified: 0, won: 0, lost: 1, spam: 1 });
    const bad = await as(app, owner).post("/api/team/retention/preview", periods({ new: 37 }));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(["new"]);
  });

  it("links the mails queued before migration 0019 to their leads, as its backfill does", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const sam = await addMember(app, "sales", "Sam");
    const [first, second, other] = await addLeads(app, [
      { email: "Mariam@example.org", createdAt: ago(10) },
      { email: "mariam@example.org", createdAt: ago(5) },
      { email: "jonas@example.org", createdAt: ago(4) },
    ]);
    // A reply to her first enquiry, written after her second arrived: its row in lead_replies says which.
    const [reply] = await db
      .insert(leadReplies)
      .values({ leadId: first!, authorId: sam.id, subject: "Re", body: "Hello", createdAt: ago(2) })
      .returning({ createdAt: leadReplies.createdAt });
    const mails = await db
      .insert(outbox)
      .values([
        { kind: "lead-reply", to: "mariam@example.org", subject: "Re", text: "Hello", createdAt: reply!.createdAt },
        // A notification from before the workspace link: the person's details, and the lead in the subject.
        {
          kind: "contact-notification",
          to: "team@alphai.test",
          subject: `New enquiry #${other} from Jonas`,
          text: "Jonas wrote…",
        },
        {
          kind: "contact-notification",
          to: "team@alphai.test",
          subject: `New enquiry #${second}`,
          text: `https://www.alphai.test/team/leads/${second}`,
        },
        {
          kind: "lead-assigned",
          to: "sam@alphai.test",
          subject: "Assigned",
          text: `https://www.alphai.test/team/leads/${first}`,
        },
        {
          kind: "contact-acknowledgement",
          to: "MARIAM@example.org",
          subject: "Thanks",
          text: "…",
          createdAt: new Date(ago(10).getTime() + 1000),
        },
        {
          kind: "team-digest",
          to: "sam@alphai.test",
          subject: "Your day",
          text: "https://www.alphai.test/team/leads/1",
        },
      ])
      .returning({ id: outbox.id });
    const migration = readFileSync("server/db/migrations/0019_lead_retention.sql", "utf8");
    const backfill = migration
      .split("--> statement-breakpoint")
      .filter((statement) => /^\s*UPDATE "outbox"/.test(statement));
    expect(backfill).toHaveLength(3);
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const linked = await db.select({ id: outbox.id, leadId: outbox.leadId }).from(outbox).orderBy(outbox.id);
    expect(linked.map((row) => row.leadId)).toEqual([first, other, second, first, first, null]);
    expect(linked.map((row) => row.id)).toEqual(mails.map((mail) => mail.id));
  });

  it("states the periods in force on the privacy policy as sent, in both languages, and marks each mail with its lead", async () => {
    const app = await startApp(backend, { buildDir: buildWithPolicy(), rateLimitMax: 100 });
    const owner = await addMember(app, "owner", "Olivia");
    const built = await app.inject({ method: "GET", url: "/privacy-policy" });
    expect(built.statusCode).toBe(200);
    expect(built.body).toContain("<strong>Lost (no project)</strong>: 6 months");

    const saved = await as(app, owner).put("/api/team/retention", { ...periods({ lost: 3, won: 48 }), version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    const english = await app.inject({ method: "GET", url: "/privacy-policy", headers: { "accept-encoding": "gzip" } });
    expect(english.statusCode).toBe(200);
    expect(english.headers["content-encoding"]).toBe("gzip");
    expect(english.headers["cache-control"]).toMatch(/max-age=0/);
    expect(english.headers.etag).toBeUndefined();
    const html = gunzipSync(english.rawPayload).toString("utf8");
    expect(html).toContain("<strong>Lost (no project)</strong>: 3 months");
    expect(html).toContain("<strong>Won (a project followed)</strong>: 4 years");
    expect(html).toContain("<p>End.</p>");
    // However the address is spelt.
    const encoded = await app.inject({ method: "GET", url: "/privacy%2Dpolicy" });
    expect(encoded.body).toContain("<strong>Lost (no project)</strong>: 3 months");
    const german = await app.inject({ method: "GET", url: "/de/privacy-policy?from=footer" });
    expect(german.body).toContain("<strong>Verloren (kein Projekt)</strong>: 3 Monate");
    expect(german.body).toContain("4 Jahre");

    // A lead's mails name it, so they go with it.
    const sent = await app.inject({
      method: "POST",
      url: "/api/contact",
      payload: {
        name: "Mariam Khan",
        email: "mariam@example.org",
        message: "We need an appointment app for our clinics.",
        consent: true,
        formToken: formToken("contact"),
      },
    });
    expect(sent.statusCode, sent.body).toBeLessThan(300);
    const [lead] = await app.database.db.select({ id: contacts.id }).from(contacts);
    const mails = await app.database.db.select({ kind: outbox.kind, leadId: outbox.leadId }).from(outbox);
    expect(mails).toEqual(
      expect.arrayContaining([
        { kind: "contact-notification", leadId: lead!.id },
        { kind: "contact-acknowledgement", leadId: lead!.id },
      ]),
    );
  });
});
