import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, contacts, leadReplies, outbox, replyTemplates } from "../db/schema";
import { startApp } from "../testing/app";
import { addLeads, addMember, as } from "../testing/inbox";
import { BACKENDS } from "../testing/support";

describe.each(BACKENDS)("replies from the workspace on %s", (backend) => {
  it("offers the templates in the lead's language with its values filled in, sends the reply through the outbox with the member as Reply-To and their signature, and records it", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const sam = await addMember(app, "sales", "Sam Sales");
    const olivia = await addMember(app, "owner", "Olivia");
    const [german, english] = await addLeads(app, [
      {
        name: "Greta  Schmidt",
        email: "greta@example.de",
        company: "Zweimal AG",
        service: "services/quality-assurance-management",
        locale: "de",
      },
      { name: "Ada Lovelace", email: "ada@example.org" },
    ]);

    // The German lead is offered the German templates, filled for it and for Sam.
    const detail = (await as(app, sam).get(`/api/team/leads/${german}`)).json();
    expect(detail.templates.map((template: { name: string }) => template.name)).toEqual(["Erste Antwort"]);
    expect(detail.templates[0].subject).toBe("Ihre Anfrage bei Alphai");
    expect(detail.templates[0].body).toMatch(/^Guten Tag Greta Schmidt,\n\nvielen Dank/);
    expect(detail.replies).toEqual([]);
    expect(detail.lead.firstReplyAt).toBeNull();
    // A template of the owner's with every placeholder: the service in German.
    const created = await as(app, olivia).post("/api/team/templates", {
      locale: "de",
      name: "Zum Angebot",
      subject: "{service} für {company}",
      body: "Hallo {first_name},\n\nich bin {member_name}.",
    });
    expect(created.statusCode, created.body).toBe(201);
    const offered = (await as(app, sam).get(`/api/team/leads/${german}`)).json().templates;
    expect(offered.find((template: { name: string }) => template.name === "Zum Angebot")).toMatchObject({
      subject: "QA & Management für Zweimal AG",
      body: "Hallo Greta,\n\nich bin Sam Sales.",
    });
    expect((await as(app, sam).get(`/api/team/leads/${english}`)).json().templates[0]).toMatchObject({
      name: "First answer",
      body: expect.stringMatching(/^Hello Ada,\n\n/),
    });

    // Sam sends it: queued for the lead, answered to Sam, signed; the lead is contacted and its clock stops.
    const sent = await as(app, sam).post(`/api/team/leads/${german}/replies`, {
      subject: "Ihre Anfrage bei Alphai",
      body: "Guten Tag Greta Schmidt,\n\nvielen Dank.",
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      reply: { subject: "Ihre Anfrage bei Alphai", author: { id: sam.id, name: "Sam Sales" } },
      lead: { status: "contacted", version: 2 },
      changes: [{ kind: "status", from: "new", to: "contacted", actor: { id: sam.id } }],
    });
    const [mail] = await db.select().from(outbox).where(eq(outbox.kind, "lead-reply"));
    expect(mail).toMatchObject({
      to: "greta@example.de",
      replyTo: "sam.sales@alphai.test",
      subject: "Ihre Anfrage bei Alphai",
      text: "Guten Tag Greta Schmidt,\n\nvielen Dank.\n\nSam Sales\nAlphai · www.alphai.test\n",
    });
    const [lead] = await db.select().from(contacts).where(eq(contacts.id, german!));
    expect(lead!.firstReplyAt).toBeInstanceOf(Date);
    const after = (await as(app, olivia).get(`/api/team/leads/${german}`)).json();
    expect(after.replies).toMatchObject([
      { subject: "Ihre Anfrage bei Alphai", body: "Guten Tag Greta Schmidt,\n\nvielen Dank." },
    ]);

    // A second reply, with Sam's own signature: the status and the first reply's time stay.
    const signature = await as(app, sam).put("/api/team/me/signature", { signature: "Sam Sales\nSales lead, Alphai" });
    expect(signature.statusCode, signature.body).toBe(200);
    await db.update(contacts).set({ status: "qualified" }).where(eq(contacts.id, german!));
    const second = await as(app, sam).post(`/api/team/leads/${german}/replies`, {
      subject: "Termin",
      body: "Passt Montag?",
    });
    expect(second.json().lead).toMatchObject({ status: "qualified", version: 2 });
    const mails = await db.select().from(outbox).where(eq(outbox.kind, "lead-reply")).orderBy(outbox.id);
    expect(mails[1]!.text).toBe("Passt Montag?\n\nSam Sales\nSales lead, Alphai\n");
    const [again] = await db.select().from(contacts).where(eq(contacts.id, german!));
    expect(again!.firstReplyAt).toEqual(lead!.firstReplyAt);

    // Audited as ids: never the text.
    const events = await db.select().from(auditEvents).where(eq(auditEvents.action, "lead.reply"));
    expect(events.map((event) => [event.actorId, event.subjectId, typeof event.detail.replyId])).toEqual([
      [sam.id, String(german), "number"],
      [sam.id, String(german), "number"],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/Greta|Montag/);
    expect(await db.select().from(leadReplies)).toHaveLength(2);
  });

  it("refuses a reply with a placeholder left, an empty or multi-line subject, to a lead that is not there, or from a recruiter", async () => {
    const app = await startApp(backend);
    const sam = await addMember(app, "sales", "Sam");
    const rita = await addMember(app, "recruiting", "Rita");
    const [id] = await addLeads(app, [{ name: "Ada", company: null }]);
    for (const [payload, field] of [
      [{ subject: "Hello", body: "Dear Ada of {company}," }, "body"],
      [{ subject: "{service}", body: "Hello" }, "subject"],
      [{ subject: "", body: "Hello" }, "subject"],
      [{ subject: "Two\nlines", body: "Hello" }, "subject"],
      [{ subject: "Hi", body: "   " }, "body"],
      [{ subject: "Hi", body: "x".repeat(20_001) }, "body"],
      [{ subject: "Hi", body: "Hello", cc: "x@example.org" }, "form"],
    ] as const) {
      const refused = await as(app, sam).post(`/api/team/leads/${id}/replies`, payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(Object.keys(refused.json().fields), JSON.stringify(payload).slice(0, 60)).toEqual([field]);
    }
    // Braces that name no placeholder are text.
    expect(
      (await as(app, sam).post(`/api/team/leads/${id}/replies`, { subject: "Hi", body: "The API returns {ok}." }))
        .statusCode,
    ).toBe(201);
    expect((await as(app, sam).post("/api/team/leads/999999/replies", { subject: "Hi", body: "x" })).statusCode).toBe(
      404,
    );
    expect((await as(app, rita).post(`/api/team/leads/${id}/replies`, { subject: "Hi", body: "x" })).statusCode).toBe(
      403,
    );
    const mails = await app.database.db.select().from(outbox).where(eq(outbox.kind, "lead-reply"));
    expect(mails).toHaveLength(1);
  });

  it("lets owners write the templates, with placeholders checked, and refuses a stale edit with 409", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const olivia = await addMember(app, "owner", "Olivia");
    const otto = await addMember(app, "owner", "Otto");
    const sam = await addMember(app, "sales", "Sam");
    const list = (await as(app, sam).get("/api/team/templates")).json();
    expect(
      list.templates.map((template: { locale: string; name: string }) => [template.locale, template.name]),
    ).toEqual([
      ["de", "Erste Antwort"],
      ["en", "First answer"],
    ]);
    expect(Object.keys(list.placeholders)).toEqual(["first_name", "full_name", "company", "service", "member_name"]);

    const template = { locale: "en", name: "Follow-up", subject: "Following up", body: "Hello {first_name}," };
    expect((await as(app, sam).post("/api/team/templates", template)).statusCode).toBe(403);
    for (const [payload, field] of [
      [{ ...template, body: "Hello {firstname}," }, "body"],
      [{ ...template, subject: "About {servce}" }, "subject"],
      [{ ...template, locale: "fr" }, "locale"],
      [{ ...template, name: "" }, "name"],
    ] as const) {
      const refused = await as(app, olivia).post("/api/team/templates", payload);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual([field]);
    }
    const refused = await as(app, olivia).post("/api/team/templates", { ...template, body: "Hi {firstname} {x_y}" });
    expect(refused.json().fields.body).toBe(
      "Unknown placeholder {firstname}, {x_y}: use {first_name}, {full_name}, {company}, {service}, {member_name}.",
    );

    const created = (await as(app, olivia).post("/api/team/templates", template)).json().template;
    expect(created).toMatchObject({ ...template, version: 1, updatedByName: "Olivia" });
    const edit = { name: "Follow-up", subject: "Following up on your enquiry", body: "Hello {first_name}," };
    const saved = await as(app, otto).patch(`/api/team/templates/${created.id}`, { ...edit, version: 1 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().template).toMatchObject({ version: 2, updatedByName: "Otto" });
    const stale = await as(app, olivia).patch(`/api/team/templates/${created.id}`, {
      ...edit,
      subject: "Mine",
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: expect.stringMatching(/^Otto changed this template after you opened it\./),
      template: { subject: "Following up on your enquiry", version: 2 },
    });
    const [row] = await db.select().from(replyTemplates).where(eq(replyTemplates.id, created.id));
    expect(row!.subject).toBe("Following up on your enquiry");

    expect((await as(app, sam).delete(`/api/team/templates/${created.id}`)).statusCode).toBe(403);
    const remove = () => as(app, olivia).delete(`/api/team/templates/${created.id}`);
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    const actions = (await db.select().from(auditEvents).orderBy(auditEvents.id))
      .filter((event) => event.subjectType === "template")
      .map((event) => [event.action, event.actorId]);
    expect(actions).toEqual([
      ["template.create", olivia.id],
      ["template.update", otto.id],
      ["template.delete", olivia.id],
    ]);
  });
});
