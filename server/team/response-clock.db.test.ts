import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, outbox, teamMembers } from "../db/schema";
import { startApp } from "../testing/app";
import { addLeads, addMember, as } from "../testing/inbox";
import { BACKENDS, formToken } from "../testing/support";
import { sendDigests } from "./digest";
import { dueAt } from "./response-clock";

const HOUR = 3_600_000;
const today = () => new Date().toISOString().slice(0, 10);

describe.each(BACKENDS)(
  "the response clock, the origin of a lead, assignment mails and the daily digest on %s",
  (backend) => {
    it("gives each enquiry a due time in its office's zone and its origin, filters by them, flags and counts the overdue, and mails an assignee a link", async () => {
      const app = await startApp(backend);
      const { db } = app.database;
      const sam = await addMember(app, "sales", "Sam");
      const olivia = await addMember(app, "owner", "Olivia");

      // The form stores the due time: a Dubai number is on the Dubai office's clock.
      const sent = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: "Layla Haddad",
          email: "layla@example.ae",
          phone: "+971 4 555 0100",
          message: "We need an app for our clinics.",
          consent: true,
          formToken: formToken("contact"),
        },
      });
      expect(sent.statusCode, sent.body).toBeLessThan(300);
      const [layla] = await db.select().from(contacts).where(eq(contacts.email, "layla@example.ae"));
      expect(layla!.dueAt.toISOString()).toBe(dueAt(layla!.consentAt, "Asia/Dubai").toISOString());

      // Where it came from, as the browser sent it; without JavaScript, the form's page from the Referer.
      const origin = {
        landingPage: "/services/mobile-apps",
        formPage: "/contactus",
        referrerHost: "www.google.com",
        utm: { source: "newsletter", campaign: "autumn", bogus: "x" },
      };
      const sentWithOrigin = await app.inject({
        method: "POST",
        url: "/api/contact",
        payload: {
          name: "Omar Origin",
          email: "omar@example.ae",
          message: "We need an app for our clinics.",
          consent: true,
          formToken: formToken("contact"),
          attribution: origin,
        },
      });
      expect(sentWithOrigin.statusCode, sentWithOrigin.body).toBe(201);
      const plain = await app.inject({
        method: "POST",
        url: "/api/contact",
        headers: { "content-type": "application/x-www-form-urlencoded", referer: "https://www.alphai.test/de/kontakt" },
        payload: new URLSearchParams({
          name: "Petra Plain",
          email: "petra@example.de",
          message: "Wir brauchen eine App für unsere Praxen.",
          consent: "on",
          formToken: formToken("contact"),
        }).toString(),
      });
      expect(plain.statusCode, plain.body).toBe(303);
      const [omar] = await db.select().from(contacts).where(eq(contacts.email, "omar@example.ae"));
      expect(omar).toMatchObject({ ...origin, utm: { source: "newsletter", campaign: "autumn" } });
      const [petra] = await db.select().from(contacts).where(eq(contacts.email, "petra@example.de"));
      expect(petra).toMatchObject({ landingPage: null, formPage: "/de/kontakt", referrerHost: null, utm: {} });
      const ids = async (query: string) =>
        (await as(app, sam).get(`/api/team/leads?${query}`)).json().items.map((lead: { id: number }) => lead.id);
      expect(await ids("source=newsletter")).toEqual([omar!.id]);
      expect(await ids("campaign=autumn")).toEqual([omar!.id]);
      expect(await ids("landing=%2Fservices%2Fmobile-apps")).toEqual([omar!.id]);
      expect(await ids("source=www.google.com")).toEqual([]);
      expect((await as(app, sam).get(`/api/team/leads/${omar!.id}`)).json().lead).toMatchObject({
        landingPage: "/services/mobile-apps",
        referrerHost: "www.google.com",
        utm: { source: "newsletter", campaign: "autumn" },
      });
      expect((await as(app, sam).get("/api/team/leads?campaign=a%0Ab")).statusCode).toBe(400);

      // Two leads long overdue (one new, one answered), one not yet due, one closed.
      const [late] = await addLeads(app, [
        { name: "Late", createdAt: new Date(Date.now() - 72 * HOUR), dueAt: new Date(Date.now() - 40 * HOUR) },
        {
          name: "Answered",
          dueAt: new Date(Date.now() - 40 * HOUR),
          firstReplyAt: new Date(Date.now() - 50 * HOUR),
        },
        { name: "Closed", status: "lost", dueAt: new Date(Date.now() - 40 * HOUR) },
      ]);
      const list = await as(app, sam).get("/api/team/leads?due=overdue");
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().items.map((lead: { id: number }) => lead.id)).toEqual([late]);
      expect(list.json().items[0]).toMatchObject({ dueAt: expect.any(String), firstReplyAt: null });
      expect((await as(app, sam).get("/api/team/leads?due=soon")).statusCode).toBe(400);

      const counts = async (member = sam) => (await as(app, member).get(`/api/team/counts?today=${today()}`)).json();
      expect(await counts()).toEqual({ overdueLeads: 1, myDay: 0 });

      // Assigned to Sam by Olivia: Sam's My day counts it, and Sam gets a mail with a link, not the lead.
      const assign = await as(app, olivia).patch(`/api/team/leads/${late}`, { version: 1, assigneeId: sam.id });
      expect(assign.statusCode, assign.body).toBe(200);
      expect(await counts()).toEqual({ overdueLeads: 1, myDay: 1 });
      const myDay = (await as(app, sam).get(`/api/team/my-day?today=${today()}`)).json();
      expect(myDay.waiting.map((lead: { id: number }) => lead.id)).toEqual([late]);
      const mails = await db.select().from(outbox).where(eq(outbox.kind, "lead-assigned"));
      expect(mails).toHaveLength(1);
      expect(mails[0]).toMatchObject({ to: "sam@alphai.test", subject: `Lead #${late} was assigned to you` });
      expect(mails[0]!.text).toContain(`/team/leads/${late}`);
      expect(mails[0]!.text).toContain("Olivia");
      expect(mails[0]!.text).not.toContain("Late");
      expect(mails[0]!.text).not.toContain("@example.org");

      // Taking a lead oneself mails nobody; a first reply stops the clock.
      await as(app, olivia).patch(`/api/team/leads/${layla!.id}`, { version: 1, assigneeId: olivia.id });
      expect(await db.select().from(outbox).where(eq(outbox.kind, "lead-assigned"))).toHaveLength(1);
      await db.update(contacts).set({ firstReplyAt: new Date() }).where(eq(contacts.id, late!));
      expect(await counts()).toEqual({ overdueLeads: 0, myDay: 0 });
      expect((await as(app, undefined).get(`/api/team/counts?today=${today()}`)).statusCode).toBe(401);
      expect((await as(app, sam).get("/api/team/counts?today=soon")).statusCode).toBe(400);
    });

    it("sends a member who chose it one digest a working day at 08:00 their time, with counts and a link only", async () => {
      const app = await startApp(backend);
      const { db } = app.database;
      const sam = await addMember(app, "sales", "Sam");
      const nina = await addMember(app, "sales", "Nina");
      const rita = await addMember(app, "recruiting", "Rita");

      for (const [payload, status] of [
        [{ timeZone: "Mars/Olympus" }, 400],
        [{ timeZone: 8 }, 400],
        [{}, 400],
        [{ timeZone: "Asia/Karachi" }, 200],
      ] as const) {
        const response = await as(app, sam).put("/api/team/me/digest", payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      }
      expect((await as(app, sam).get("/api/team/me/digest")).json()).toEqual({ timeZone: "Asia/Karachi", hour: 8 });
      expect((await as(app, rita).put("/api/team/me/digest", { timeZone: "Europe/Berlin" })).statusCode).toBe(403);
      // Nina chose one too, in Berlin, but has nothing due: she gets no mail.
      await as(app, nina).put("/api/team/me/digest", { timeZone: "Europe/Berlin" });
      await addLeads(app, [{ name: "Greta Schmidt", assigneeId: sam.id }]);

      const digests = () => db.select().from(outbox).where(eq(outbox.kind, "team-digest"));
      // Tuesday 1 December 2026, 07:30 in Karachi (02:30 UTC): too early.
      expect(await sendDigests(db, "https://www.alphai.test", new Date("2026-12-01T02:30:00Z"))).toBe(0);
      // 08:05 in Karachi: Sam's digest, once, however many instances look.
      const at8 = new Date("2026-12-01T03:05:00Z");
      const sends = await Promise.all([1, 2, 3].map(() => sendDigests(db, "https://www.alphai.test", at8)));
      expect(sends.reduce((a, b) => a + b)).toBe(1);
      const [mail] = await digests();
      expect(mail).toMatchObject({ to: "sam@alphai.test" });
      expect(mail!.text).toContain("1 lead of yours waiting for a first answer");
      expect(mail!.text).toContain("https://www.alphai.test/team/my-day");
      expect(mail!.text).not.toContain("Greta");
      expect(await sendDigests(db, "https://www.alphai.test", new Date("2026-12-01T12:00:00Z"))).toBe(0);
      // Saturday: none; the next Monday: the next one.
      expect(await sendDigests(db, "https://www.alphai.test", new Date("2026-12-05T06:00:00Z"))).toBe(0);
      expect(await sendDigests(db, "https://www.alphai.test", new Date("2026-12-07T06:00:00Z"))).toBe(1);
      // Turned off: none.
      await as(app, sam).put("/api/team/me/digest", { timeZone: null });
      expect(await sendDigests(db, "https://www.alphai.test", new Date("2026-12-08T07:30:00Z"))).toBe(0);
      expect(await digests()).toHaveLength(2);
      const [ninaRow] = await db.select().from(teamMembers).where(eq(teamMembers.id, nina.id));
      expect(ninaRow!.digestSentOn).toBe("2026-12-08");
    });
  },
);
