import { eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, leadEvents, outbox } from "../db/schema";
import { startApp } from "../testing/app";
import { addLeads, addMember, as } from "../testing/inbox";
import { BACKENDS } from "../testing/support";

describe.each(BACKENDS)("several leads in one action on %s", (backend) => {
  it("sets a status or an assignee on the selected leads, leaves a colleague's later change alone, and undoes", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const sam = await addMember(app, "sales", "Sam");
    const nina = await addMember(app, "sales", "Nina");
    const rita = await addMember(app, "recruiting", "Rita");
    const ids = await addLeads(app, [{}, {}, { status: "qualified" }, {}]);
    const [a, b, c, d] = ids as [number, number, number, number];
    const leads = async () =>
      Object.fromEntries(
        (await db.select().from(contacts).where(inArray(contacts.id, ids))).map((lead) => [lead.id, lead]),
      );

    // Nina changes d after Sam's list was loaded (version 1).
    await as(app, nina).patch(`/api/team/leads/${d}`, { version: 1, status: "won" });
    const spam = await as(app, sam).post("/api/team/leads/bulk", {
      items: ids.map((id) => ({ id, version: 1 })),
      status: "spam",
    });
    expect(spam.statusCode, spam.body).toBe(200);
    expect(spam.json().changed.map((entry: { id: number }) => entry.id)).toEqual([a, b, c]);
    expect(spam.json().changed[2]).toEqual({ id: c, version: 2, before: { status: "qualified", assigneeId: null } });
    expect(spam.json().skipped).toEqual([{ id: d, reason: "changed" }]);
    let now = await leads();
    expect([a, b, c, d].map((id) => now[id]!.status)).toEqual(["spam", "spam", "spam", "won"]);
    expect(
      await db
        .select()
        .from(leadEvents)
        .where(inArray(leadEvents.leadId, [a, b, c])),
    ).toHaveLength(3);

    // Undo: each lead back to its former values, on the version the action gave it.
    const undo = await as(app, sam).post("/api/team/leads/bulk", {
      items: spam.json().changed.map((entry: { id: number; version: number; before: object }) => ({
        id: entry.id,
        version: entry.version,
        ...entry.before,
      })),
    });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().changed).toHaveLength(3);
    now = await leads();
    expect([a, b, c, d].map((id) => now[id]!.status)).toEqual(["new", "new", "qualified", "won"]);

    // Assigned to a colleague: one mail to them with a link, never the leads; to oneself, none.
    const assign = await as(app, sam).post("/api/team/leads/bulk", {
      items: [a, b].map((id) => ({ id, version: now[id]!.version })),
      assigneeId: nina.id,
    });
    expect(assign.json().changed).toHaveLength(2);
    const mails = await db.select().from(outbox).where(eq(outbox.kind, "lead-assigned"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to: "nina@alphai.test", subject: "2 leads were assigned to you" });
    expect(mails[0]!.text).toContain("/team/leads?assignee=me");
    expect(mails[0]!.text).not.toContain("person0");
    await as(app, sam).post("/api/team/leads/bulk", { items: [{ id: c, version: 3 }], assigneeId: sam.id });
    expect(await db.select().from(outbox).where(eq(outbox.kind, "lead-assigned"))).toHaveLength(1);

    // Refused whole: nothing changes.
    for (const payload of [
      { items: [], status: "won" },
      { items: [{ id: a, version: 1 }] },
      {
        items: [
          { id: a, version: 1 },
          { id: a, version: 1 },
        ],
        status: "won",
      },
      { items: [{ id: a }], status: "won" },
      { items: Array.from({ length: 201 }, (_, index) => ({ id: index + 1, version: 1 })), status: "won" },
      { items: [{ id: a, version: 3 }], status: "closed" },
      { items: [{ id: a, version: 3 }], assigneeId: rita.id },
    ]) {
      const refused = await as(app, sam).post("/api/team/leads/bulk", payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().fields).toBeDefined();
    }
    expect(
      (await as(app, rita).post("/api/team/leads/bulk", { items: [{ id: a, version: 3 }], status: "won" })).statusCode,
    ).toBe(403);
    expect((await leads())[a]).toMatchObject({ status: "new", assigneeId: nina.id });
  });
});
