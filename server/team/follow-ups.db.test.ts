import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, leadFollowUps } from "../db/schema";
import { startApp } from "../testing/app";
import { addLeads, addMember, as } from "../testing/inbox";
import { BACKENDS } from "../testing/support";

/** The calendar day `days` from now (UTC), as a member's browser near UTC would give it. */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe.each(BACKENDS)("follow-ups and My day on %s", (backend) => {
  it("lists a member's own follow-ups due by their today, the overdue first, with the new unassigned leads, until done", async () => {
    const app = await startApp(backend);
    const sam = await addMember(app, "sales", "Sam");
    const olivia = await addMember(app, "owner", "Olivia");
    const nina = await addMember(app, "sales", "Nina");
    const [greta, ada, taken] = await addLeads(app, [
      { name: "Greta Schmidt", company: "Zweimal AG" },
      { name: "Ada Lovelace" },
      { name: "Taken", assigneeId: null, status: "contacted" },
    ]);
    const tomorrow = dayFromNow(1);
    const set = await as(app, sam).post(`/api/team/leads/${greta}/follow-ups`, {
      dueOn: tomorrow,
      note: "  Call back about the offer.  ",
    });
    expect(set.statusCode, set.body).toBe(201);
    expect(set.json().followUps).toMatchObject([
      { dueOn: tomorrow, note: "Call back about the offer.", doneAt: null, member: { id: sam.id, name: "Sam" } },
    ]);
    await as(app, sam).post(`/api/team/leads/${ada}/follow-ups`, { dueOn: dayFromNow(0) });
    await as(app, nina).post(`/api/team/leads/${ada}/follow-ups`, { dueOn: dayFromNow(0), note: "Nina's own" });

    const myDay = async (member = sam, today = dayFromNow(0)) =>
      (await as(app, member).get(`/api/team/my-day?today=${today}`)).json();
    // Today: Ada's is due; Greta's is tomorrow's. Nina's are hers.
    const today = await myDay();
    expect(today.followUps.map((entry: { lead: { name: string } }) => entry.lead.name)).toEqual(["Ada Lovelace"]);
    expect(today.unassigned.map((lead: { id: number }) => lead.id)).toEqual([ada, greta]);
    expect(today.unassigned.map((lead: { id: number }) => lead.id)).not.toContain(taken);
    expect(today.unassignedCount).toBe(2);
    // The next morning, both; the day after, both overdue but for the newest due.
    const next = await myDay(sam, tomorrow);
    expect(
      next.followUps.map((entry: { lead: { name: string }; overdue: boolean }) => [entry.lead.name, entry.overdue]),
    ).toEqual([
      ["Ada Lovelace", true],
      ["Greta Schmidt", false],
    ]);
    expect(next.followUps[1]).toMatchObject({ note: "Call back about the offer.", lead: { company: "Zweimal AG" } });

    // Done by the member, or an owner; not by a colleague.
    const id = next.followUps[1].id as number;
    expect((await as(app, nina).post(`/api/team/follow-ups/${id}/done`)).statusCode).toBe(403);
    const done = await as(app, sam).post(`/api/team/follow-ups/${id}/done`);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().followUps[0].doneAt).toEqual(expect.any(String));
    expect((await as(app, sam).post(`/api/team/follow-ups/${id}/done`)).statusCode).toBe(200);
    const ninas = (await myDay(nina)).followUps[0].id as number;
    expect((await as(app, olivia).post(`/api/team/follow-ups/${ninas}/done`)).statusCode).toBe(200);
    expect((await myDay(sam, tomorrow)).followUps.map((entry: { lead: { name: string } }) => entry.lead.name)).toEqual([
      "Ada Lovelace",
    ]);
    // On the lead's page, done ones stay (its timeline).
    expect((await as(app, sam).get(`/api/team/leads/${greta}`)).json().followUps).toHaveLength(1);

    // Audited as ids and days, never the note.
    const events = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "lead.follow-up"));
    expect(events).toHaveLength(3);
    expect(JSON.stringify(events)).not.toContain("offer");
  });

  it("refuses a day that is not one, a past day, a long note, a lead that is not there, and a recruiter", async () => {
    const app = await startApp(backend);
    const sam = await addMember(app, "sales", "Sam");
    const rita = await addMember(app, "recruiting", "Rita");
    const [id] = await addLeads(app, [{}]);
    for (const [payload, field] of [
      [{ dueOn: "2026-02-30" }, "dueOn"],
      [{ dueOn: "tomorrow" }, "dueOn"],
      [{ dueOn: dayFromNow(-3) }, "dueOn"],
      [{}, "dueOn"],
      [{ dueOn: dayFromNow(1), note: "x".repeat(501) }, "note"],
      [{ dueOn: dayFromNow(1), note: "two\nlines" }, "note"],
      [{ dueOn: dayFromNow(1), at: "09:00" }, "form"],
    ] as const) {
      const refused = await as(app, sam).post(`/api/team/leads/${id}/follow-ups`, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 50)).toBe(400);
      expect(Object.keys(refused.json().fields), JSON.stringify(payload).slice(0, 50)).toEqual([field]);
    }
    expect((await as(app, sam).post("/api/team/leads/999999/follow-ups", { dueOn: dayFromNow(1) })).statusCode).toBe(
      404,
    );
    expect((await as(app, rita).post(`/api/team/leads/${id}/follow-ups`, { dueOn: dayFromNow(1) })).statusCode).toBe(
      403,
    );
    expect((await as(app, sam).get("/api/team/my-day")).statusCode).toBe(400);
    expect((await as(app, sam).get("/api/team/my-day?today=30.11.2026")).statusCode).toBe(400);
    expect((await as(app, sam).post("/api/team/follow-ups/999999/done")).statusCode).toBe(404);
    expect(await app.database.db.select().from(leadFollowUps)).toEqual([]);
  });
});
