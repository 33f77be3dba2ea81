import { createHash, randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { roles } from "../../content";
import { applicationNotes, applications, auditEvents, teamMembers } from "../db/schema";
import { fields, multipart, ROLE } from "../testing/applications";
import { DOCX, ODT, pdfOfSize } from "../testing/cv-files";
import { startApp } from "../testing/app";
import { addMember, as, type Member } from "../testing/inbox";
import { BACKENDS } from "../testing/support";

const DAY_MS = 24 * 60 * 60_000;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** Applications as the form stores them (without going through the upload), oldest first. */
async function addApplications(
  app: FastifyInstance,
  rows: readonly Partial<typeof applications.$inferInsert>[],
): Promise<number[]> {
  const cv = Buffer.from("%PDF-1.4\n%%EOF\n");
  const inserted = await app.database.db
    .insert(applications)
    .values(
      rows.map((row, index) => ({
        role: ROLE,
        name: `Candidate ${index}`,
        email: `candidate${index}@example.org`,
        cvType: "pdf" as const,
        cv,
        cvSize: cv.length,
        cvSha256: sha256(cv),
        consentAt: new Date(),
        createdAt: new Date(Date.now() - (rows.length - index) * 60_000),
        ...row,
      })),
    )
    .returning({ id: applications.id });
  return inserted.map((row) => row.id);
}

/** Uploads an application through POST /api/applications, as a candidate would; returns its id. */
async function upload(app: FastifyInstance, name: string, email: string, bytes: Buffer, filename = "cv.pdf") {
  const body = multipart(fields({ name, email }), [{ filename, type: "application/octet-stream", bytes }]);
  const response = await app.inject({
    method: "POST",
    url: "/api/applications",
    headers: { ...body.headers, accept: "application/json" },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  const [row] = await app.database.db
    .select({ id: applications.id })
    .from(applications)
    .where(eq(applications.email, email));
  return row!.id;
}

const list = async (app: FastifyInstance, member: Member, query = "") => {
  const response = await as(app, member).get(`/api/team/applications${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    items: { id: number; role: string; roleTitle: string; isNew: boolean; createdAt: string; deleteAt: string }[];
    nextCursor: string | null;
    total?: number;
    newCount: number;
  }>();
};

describe.each(BACKENDS)("the workspace's job applications on %s", (backend) => {
  it("lists applications by role, status, days and search, in pages, with role titles (closed roles too), the deletion day and what is new", async () => {
    const app = await startApp(backend, { applicationRetentionDays: 90 });
    const rita = await addMember(app, "recruiting", "Rita");
    const slugs = roles.map((role) => role.slug);
    const statuses = ["received", "screening", "interview", "offer", "hired", "rejected"] as const;
    const ids = await addApplications(
      app,
      Array.from({ length: 25 }, (_, index) => ({
        role: index === 24 ? "a-role-no-longer-in-content" : slugs[index % slugs.length]!,
        status: statuses[index % statuses.length],
        name: index === 3 ? "Zoë Ångström" : `Candidate ${index}`,
        email: index === 5 ? "Dev.Person@Example.NET" : `candidate${index}@example.org`,
        createdAt: new Date(Date.UTC(2026, 9, 1 + index, 9)),
      })),
    );
    const newestFirst = [...ids].reverse();

    const pages: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await list(app, rita, `?limit=10${cursor ? `&cursor=${cursor}` : ""}`);
      pages.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(pages).toEqual(newestFirst);

    expect((await list(app, rita, "?limit=10")).total).toBe(25);
    const all = (await list(app, rita, "?limit=100")).items;
    for (const item of all) {
      expect(item.roleTitle).toBe(
        roles.find((role) => role.slug === item.role)?.title ?? "a-role-no-longer-in-content",
      );
      expect(new Date(item.deleteAt).getTime() - new Date(item.createdAt).getTime()).toBe(90 * DAY_MS);
      expect(item.isNew).toBe(true);
    }
    expect(all[0]).toEqual({
      id: ids[24],
      role: "a-role-no-longer-in-content",
      roleTitle: "a-role-no-longer-in-content",
      name: "Candidate 24",
      email: "candidate24@example.org",
      status: "received",
      createdAt: "2026-10-25T09:00:00.000Z",
      deleteAt: "2027-01-23T09:00:00.000Z",
      locale: "en",
      isNew: true,
    });
    const idsOf = async (query: string) => (await list(app, rita, query)).items.map((item) => item.id);
    expect(await idsOf(`?role=${slugs[1]}&limit=100`)).toEqual(
      newestFirst.filter((id) => ids.indexOf(id) % slugs.length === 1 && ids.indexOf(id) !== 24),
    );
    expect(await idsOf("?status=interview")).toEqual(newestFirst.filter((id) => ids.indexOf(id) % 6 === 2));
    expect(await idsOf("?from=2026-10-03&to=2026-10-04")).toEqual([ids[3], ids[2]]);
    expect(await idsOf("?q=%C3%85NGSTR%C3%B6M")).toEqual([ids[3]]);
    expect(await idsOf("?q=ngstr")).toEqual([ids[3]]);
    expect(await idsOf("?q=dev.person@example")).toEqual([ids[5]]);
    expect(await idsOf("?q=example.net&status=rejected")).toEqual([ids[5]]);
    expect(await idsOf("?q=nobody")).toEqual([]);

    // Loading and filtering the lists above changed nothing: every application is still unseen by Rita.
    expect((await list(app, rita)).newCount).toBe(25);
    expect(await idsOf("?seen=unseen&status=interview")).toEqual(await idsOf("?status=interview"));
    // Opening one, or marking some seen, is for them alone.
    await as(app, rita).get(`/api/team/applications/${ids[0]}`);
    expect((await as(app, rita).post("/api/team/applications/seen", { ids: [ids[1]] })).statusCode).toBe(204);
    expect((await list(app, rita)).newCount).toBe(23);
    expect(await idsOf("?seen=unseen&limit=100")).toEqual(newestFirst.filter((id) => id !== ids[0] && id !== ids[1]));
    expect((await as(app, rita).post("/api/team/applications/seen")).statusCode).toBe(204);
    const [seen] = await app.database.db
      .select({ at: teamMembers.applicationsSeenAt, leads: teamMembers.leadsSeenAt })
      .from(teamMembers)
      .where(eq(teamMembers.id, rita.id));
    expect(seen!.at).toBeInstanceOf(Date);
    expect(seen!.leads).toBeNull();
    const after = await list(app, rita);
    expect([after.newCount, after.items.some((item) => item.isNew)]).toEqual([0, false]);

    for (const [query, field] of [
      ["?role=Senior%20Engineer", "role"],
      ["?status=hired&status=offer", "status"],
      ["?status=new", "status"],
      ["?from=2026-13-01", "from"],
      ["?cursor=%3F%3F", "cursor"],
      ["?limit=1000", "limit"],
      ["?assignee=me", "form"],
    ] as const) {
      const response = await as(app, rita).get(`/api/team/applications${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(Object.keys(response.json().fields), query).toEqual([field]);
    }
  });

  it("shows an application whole but for the CV's bytes, audits every view, changes its status and keeps notes with their author", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const rita = await addMember(app, "recruiting", "Rita");
    const olivia = await addMember(app, "owner", "Olivia");
    const id = await upload(app, "Mariam Khan", "mariam.khan@example.org", pdfOfSize(4000));

    const response = await as(app, rita).get(`/api/team/applications/${id}`);
    expect(response.statusCode, response.body).toBe(200);
    const { application, notes } = response.json();
    expect(application).toMatchObject({
      id,
      role: ROLE,
      roleTitle: "Senior React Engineer",
      name: "Mariam Khan",
      email: "mariam.khan@example.org",
      phone: "+92 300 1234567",
      location: "Lahore",
      linkedin: "https://www.linkedin.com/in/mariam-khan",
      github: null,
      portfolio: null,
      note: "I have built React design systems for two fintech products.",
      cvType: "pdf",
      cvSize: 4000,
      cvSha256: sha256(pdfOfSize(4000)),
      status: "received",
      isNew: true,
    });
    expect(new Date(application.deleteAt).getTime() - new Date(application.createdAt).getTime()).toBe(180 * DAY_MS);
    expect(Object.keys(application)).not.toContain("cv");
    expect(Object.keys(application)).not.toContain("withdrawNonce");
    expect(response.body).not.toContain("%PDF");
    expect(notes).toEqual([]);

    expect(application.version).toBe(1);
    const patched = await as(app, rita).patch(`/api/team/applications/${id}`, { version: 1, status: "interview" });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().application).toMatchObject({
      id,
      status: "interview",
      roleTitle: "Senior React Engineer",
      version: 2,
    });
    expect(patched.json().changes).toMatchObject([
      { version: 2, actor: { id: rita.id, name: "Rita" }, kind: "status", from: "received", to: "interview" },
    ]);
    // Olivia's page, opened before Rita's change, cannot undo it: 409 with the change, and nothing saved.
    const stale = await as(app, olivia).patch(`/api/team/applications/${id}`, { version: 1, status: "rejected" });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      error: expect.stringMatching(/^Rita changed this application after you opened it\./),
      application: { id, status: "interview", version: 2 },
      changes: [{ actor: { name: "Rita" }, from: "received", to: "interview" }],
    });
    expect(
      (await db.select({ status: applications.status }).from(applications).where(eq(applications.id, id)))[0]!.status,
    ).toBe("interview");
    for (const payload of [
      { version: 2, status: "received", extra: true },
      { version: 2, status: "new" },
      {},
      { status: "offer" },
    ]) {
      expect(
        (await as(app, rita).patch(`/api/team/applications/${id}`, payload)).statusCode,
        JSON.stringify(payload),
      ).toBe(400);
    }
    const note = await as(app, rita).post(`/api/team/applications/${id}/notes`, {
      body: "Strong portfolio.\nInvite for the team interview.",
    });
    expect(note.statusCode).toBe(201);
    expect(note.json().note).toMatchObject({
      body: "Strong portfolio.\nInvite for the team interview.",
      author: { id: rita.id, name: "Rita" },
    });
    expect((await as(app, rita).post(`/api/team/applications/${id}/notes`, { body: "\u001b[31m" })).statusCode).toBe(
      400,
    );
    const again = (await as(app, olivia).get(`/api/team/applications/${id}`)).json();
    expect(again.notes).toMatchObject([
      { body: "Strong portfolio.\nInvite for the team interview.", author: { id: rita.id, name: "Rita" } },
    ]);
    expect(await db.select().from(applicationNotes)).toHaveLength(1);

    for (const response of [
      await as(app, rita).get("/api/team/applications/424242"),
      await as(app, rita).patch("/api/team/applications/424242", { version: 1, status: "offer" }),
      await as(app, rita).post("/api/team/applications/424242/notes", { body: "Hello" }),
      await as(app, rita).get("/api/team/applications/424242/cv"),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    for (const url of [
      "/api/team/applications/x",
      "/api/team/applications/0/cv",
      "/api/team/applications/3000000000",
    ]) {
      expect((await as(app, rita).get(url)).json().fields, url).toHaveProperty("id");
    }

    const events = await db.select().from(auditEvents).orderBy(auditEvents.id);
    expect(
      events.map((event) => [event.actorId, event.action, event.subjectType, event.subjectId, event.detail]),
    ).toEqual([
      [rita.id, "application.view", "application", String(id), {}],
      [rita.id, "application.update", "application", String(id), { status: "interview" }],
      [rita.id, "application.note", "application", String(id), { noteId: expect.any(Number) }],
      [olivia.id, "application.view", "application", String(id), {}],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/mariam|Mariam|portfolio/);
  });

  it("sends the CV as uploaded, as an attachment of its sniffed type with a safe file name, never to be sniffed, cached or run, and audits the download", async () => {
    const app = await startApp(backend, { rateLimitMax: 1000 });
    const rita = await addMember(app, "recruiting", "Rita");
    const random = Buffer.concat([Buffer.from("%PDF-1.7\n%"), randomBytes(200_000), Buffer.from("\n%%EOF\n")]);
    const cases = [
      {
        name: "Mariam Khan",
        email: "a@example.org",
        bytes: random,
        type: "application/pdf",
        file: (id: number) => `attachment; filename="cv-${id}-Mariam-Khan.pdf"`,
      },
      {
        name: "Zoë Ångström-Łukasz",
        email: "b@example.org",
        bytes: DOCX,
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        file: (id: number) =>
          `attachment; filename="cv-${id}-Zoe-Angstrom-ukasz.docx"; filename*=UTF-8''cv-${id}-Zo%C3%AB-%C3%85ngstr%C3%B6m-%C5%81ukasz.docx`,
      },
      {
        name: 'Eve "../../etc/passwd" O\'Neil',
        email: "c@example.org",
        bytes: ODT,
        type: "application/vnd.oasis.opendocument.text",
        file: (id: number) => `attachment; filename="cv-${id}-Eve-etc-passwd-O-Neil.odt"`,
      },
      {
        name: "محمد علی",
        email: "d@example.org",
        bytes: pdfOfSize(1000),
        type: "application/pdf",
        file: (id: number) =>
          `attachment; filename="cv-${id}.pdf"; filename*=UTF-8''cv-${id}-%D9%85%D8%AD%D9%85%D8%AF-%D8%B9%D9%84%DB%8C.pdf`,
      },
    ];
    for (const item of cases) {
      const id = await upload(app, item.name, item.email, item.bytes, "whatever.bin");
      const response = await as(app, rita).get(`/api/team/applications/${id}/cv`);
      expect(response.statusCode).toBe(200);
      expect(sha256(response.rawPayload)).toBe(sha256(item.bytes));
      expect(response.headers["content-type"]).toBe(item.type);
      expect(response.headers["content-disposition"]).toBe(item.file(id));
      expect(response.headers["content-length"]).toBe(String(item.bytes.length));
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["content-security-policy"]).toBe("sandbox; default-src 'none'");
    }
    const downloads = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "cv.download"));
    expect(downloads).toHaveLength(cases.length);
    expect(downloads.every((event) => event.actorId === rita.id && event.subjectType === "application")).toBe(true);
  });

  it("exports the filtered applications as formula-safe CSV without CVs, audited with the row count", async () => {
    const app = await startApp(backend);
    const rita = await addMember(app, "recruiting", "Rita");
    await addApplications(app, [
      { name: "=cmd|' /C calc'!A0", status: "screening", note: "+1 good" },
      { name: "Plain Person", status: "screening" },
      { name: "Other Person", status: "rejected" },
    ]);
    const response = await as(app, rita).get("/api/team/applications/export.csv?status=screening");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="alphai-applications-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = response.body.trimEnd().split("\n");
    expect(lines[0]).toBe("id,date,role,status,name,email,phone,location,linkedin,github,portfolio,note,cv,deleteAt");
    expect(lines).toHaveLength(3);
    expect(response.body).toContain(`,'=cmd|' /C calc'!A0,`);
    expect(response.body).toContain(",'+1 good,");
    expect(response.body).toContain(",Senior React Engineer,");
    expect(response.body).not.toContain("%PDF");
    expect(response.body).not.toContain("Other Person");
    const [event] = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "export"));
    expect([event!.actorId, event!.detail]).toEqual([rita.id, { list: "applications", rows: 2 }]);
  });
});
