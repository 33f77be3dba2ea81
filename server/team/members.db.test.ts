import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "../config";
import { auditEvents, outbox, teamMembers, teamSessions } from "../db/schema";
import { startApp } from "../testing/app";
import { BACKENDS, type Backend } from "../testing/support";
import { memberWithSession, signInByEmail, TestBrowser } from "../testing/team";

const OWNER = "owner@alphai.test";

const start = (backend: Backend, overrides: Partial<ServerConfig> = {}) =>
  startApp(backend, { teamOwnerEmail: OWNER, rateLimitMax: 1000, ...overrides });

/** The app with its bootstrap owner signed in through the e-mail flow. */
async function withOwner(backend: Backend, overrides: Partial<ServerConfig> = {}) {
  const app = await start(backend, overrides);
  const owner = new TestBrowser(app);
  const member = await signInByEmail(owner, OWNER);
  return { app, owner, ownerId: member.id };
}

const auditOf = (app: FastifyInstance, action: string) =>
  app.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe.each(BACKENDS)("the team's members on %s", (backend) => {
  it("invites a member by e-mail with a role; they sign in and see only what the role allows", async () => {
    const { app, owner, ownerId } = await withOwner(backend);
    const invited = await owner.post("/api/team/members", {
      email: " Rita.Recruiter@Alphai.test ",
      role: "recruiting",
    });
    expect(invited.statusCode).toBe(201);
    const { member } = invited.json();
    expect(member).toEqual({
      id: expect.any(Number),
      email: "rita.recruiter@alphai.test",
      name: "rita.recruiter",
      role: "recruiting",
      createdAt: expect.any(String),
      removedAt: null,
      bootstrap: false,
    });

    const [mail] = await app.database.db.select().from(outbox).where(eq(outbox.kind, "team-invitation"));
    expect(mail!.to).toBe("rita.recruiter@alphai.test");
    expect(mail!.text).toContain("https://www.alphai.test/team/sign-in");
    expect(mail!.text).toContain("rita.recruiter@alphai.test");
    expect(mail!.text).toMatch(/recruiting/);
    const [audited] = await auditOf(app, "member.invite");
    expect(audited).toMatchObject({
      actorId: ownerId,
      subjectType: "member",
      subjectId: String(member.id),
      detail: { role: "recruiting" },
    });

    const again = await owner.post("/api/team/members", { email: "rita.recruiter@alphai.test", role: "sales" });
    expect(again.statusCode).toBe(409);

    const rita = new TestBrowser(app);
    expect(await signInByEmail(rita, "rita.recruiter@alphai.test")).toMatchObject({
      id: member.id,
      role: "recruiting",
    });
    expect((await rita.get("/api/team/members")).statusCode).toBe(403);
    expect((await rita.get("/api/team/assignees")).statusCode).toBe(403);

    const named = await owner.post("/api/team/members", {
      email: "sam@alphai.test",
      name: "Sam Seller",
      role: "sales",
    });
    expect(named.json().member).toMatchObject({ name: "Sam Seller", role: "sales" });

    // An editor (marketing): the site's articles and case studies, nothing of the inbox.
    const editor = await owner.post("/api/team/members", { email: "emil@alphai.test", name: "Emil", role: "editor" });
    expect(editor.json().member).toMatchObject({ name: "Emil", role: "editor" });
    const [invitation] = await app.database.db.select().from(outbox).where(eq(outbox.to, "emil@alphai.test"));
    expect(invitation!.text).toContain("an editor (the site's articles and case studies)");
    const emil = new TestBrowser(app);
    expect(await signInByEmail(emil, "emil@alphai.test")).toMatchObject({ role: "editor" });
    expect((await emil.get("/api/team/content/articles")).statusCode).toBe(200);
    expect((await emil.get("/api/team/leads")).statusCode).toBe(403);
    // Leads are never assigned to an editor.
    expect((await owner.get("/api/team/assignees")).json().members.map((m: { name: string }) => m.name)).not.toContain(
      "Emil",
    );
  });

  it("answers 400 with the fields for a bad address, name or role", async () => {
    const { owner } = await withOwner(backend);
    const bad = await owner.post("/api/team/members", { email: "nope", name: "x".repeat(101), role: "admin" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({
      email: expect.stringMatching(/valid e-mail/),
      name: expect.stringMatching(/under 100/),
      role: "Choose a role: owner, sales, recruiting or editor.",
    });
    expect((await owner.patch("/api/team/members/1", { role: "boss" })).json().fields.role).toMatch(/Choose a role/);
    const asSales = await owner.post("/api/team/members", { email: OWNER.toUpperCase(), role: "sales" });
    expect(asSales.statusCode).toBe(400);
    expect(asSales.json().fields.role).toMatch(/TEAM_OWNER_EMAIL/);
    // A name goes into mails, lists and CSV files: the public forms' text rules hold for it, and nothing is stored.
    for (const name of ["Eve\r\nBcc: everyone@example.org", "Eve\u202Egnp.exe", "Eve\u0000", "Eve\u0007"]) {
      const refused = await owner.post("/api/team/members", { email: "eve@alphai.test", name, role: "sales" });
      expect(refused.statusCode, JSON.stringify(name)).toBe(400);
      expect(refused.json().fields).toEqual({ name: expect.stringMatching(/special characters/) });
    }
    expect((await owner.get("/api/team/members")).body).not.toContain("eve@alphai.test");
  });

  it("lists the members (removed ones too) for owners, and assignees for owners and sales", async () => {
    const { app, owner, ownerId } = await withOwner(backend);
    const sales = await memberWithSession(app, "sam@alphai.test", "sales", "Sam");
    const recruiting = await memberWithSession(app, "rita@alphai.test", "recruiting", "Rita");
    const gone = await memberWithSession(app, "gone@alphai.test", "sales", "Gone");
    expect((await owner.delete(`/api/team/members/${gone.id}`)).statusCode).toBe(204);

    const listed = await owner.get("/api/team/members");
    expect(listed.statusCode).toBe(200);
    const members = listed.json().members as {
      id: number;
      email: string;
      bootstrap: boolean;
      removedAt: string | null;
    }[];
    expect(members.map((row) => row.email)).toEqual(["gone@alphai.test", "rita@alphai.test", "sam@alphai.test", OWNER]);
    expect(members.find((row) => row.email === OWNER)!.bootstrap).toBe(true);
    expect(members.find((row) => row.email === "gone@alphai.test")!.removedAt).toEqual(expect.any(String));

    const assignees = await sales.browser.get("/api/team/assignees");
    expect(assignees.statusCode).toBe(200);
    expect(assignees.json()).toEqual({
      members: [
        { id: ownerId, name: "owner" },
        { id: sales.id, name: "Sam" },
      ],
    });
    expect((await owner.get("/api/team/assignees")).statusCode).toBe(200);

    for (const other of [sales, recruiting]) {
      expect((await other.browser.get("/api/team/members")).statusCode).toBe(403);
      expect(
        (await other.browser.post("/api/team/members", { email: "new@alphai.test", role: "owner" })).statusCode,
      ).toBe(403);
      expect((await other.browser.patch(`/api/team/members/${other.id}`, { role: "owner" })).statusCode).toBe(403);
      expect((await other.browser.delete(`/api/team/members/${ownerId}`)).statusCode).toBe(403);
    }
    expect(await app.database.db.select().from(teamMembers).where(eq(teamMembers.email, "new@alphai.test"))).toEqual(
      [],
    );
  });

  it("changes a role, effective at the member's next request, and audits it", async () => {
    const { app, owner, ownerId } = await withOwner(backend);
    const sam = await memberWithSession(app, "sam@alphai.test", "sales");
    expect((await sam.browser.get("/api/team/members")).statusCode).toBe(403);
    const changed = await owner.patch(`/api/team/members/${sam.id}`, { role: "owner" });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().member).toMatchObject({ id: sam.id, role: "owner", bootstrap: false });
    expect((await sam.browser.get("/api/team/members")).statusCode).toBe(200);
    const [audited] = await auditOf(app, "member.role");
    expect(audited).toMatchObject({
      actorId: ownerId,
      subjectType: "member",
      subjectId: String(sam.id),
      detail: { role: "owner" },
    });
    expect((await owner.patch("/api/team/members/999999", { role: "sales" })).statusCode).toBe(404);
    expect((await owner.patch("/api/team/members/abc", { role: "sales" })).statusCode).toBe(404);
  });

  it("removes a member: their sessions end at once, and inviting them again restores them with the new role", async () => {
    const { app, owner, ownerId } = await withOwner(backend);
    const sam = await memberWithSession(app, "sam@alphai.test", "sales", "Sam");
    const secondBrowser = new TestBrowser(app);
    await signInByEmail(secondBrowser, "sam@alphai.test");
    expect((await sam.browser.get("/api/team/me")).statusCode).toBe(200);

    const removed = await owner.delete(`/api/team/members/${sam.id}`);
    expect(removed.statusCode).toBe(204);
    expect((await sam.browser.get("/api/team/me")).statusCode).toBe(401);
    expect((await secondBrowser.get("/api/team/me")).statusCode).toBe(401);
    expect(await app.database.db.select().from(teamSessions).where(eq(teamSessions.memberId, sam.id))).toEqual([]);
    const [row] = await app.database.db.select().from(teamMembers).where(eq(teamMembers.id, sam.id));
    expect(row!.removedAt).toBeInstanceOf(Date);
    const [audited] = await auditOf(app, "member.remove");
    expect(audited).toMatchObject({ actorId: ownerId, subjectType: "member", subjectId: String(sam.id) });
    expect((await owner.delete(`/api/team/members/${sam.id}`)).statusCode).toBe(404);
    expect((await owner.patch(`/api/team/members/${sam.id}`, { role: "owner" })).statusCode).toBe(404);

    const restored = await owner.post("/api/team/members", { email: "sam@alphai.test", role: "recruiting" });
    expect(restored.statusCode).toBe(201);
    expect(restored.json().member).toMatchObject({ id: sam.id, name: "Sam", role: "recruiting", removedAt: null });
    expect((await sam.browser.get("/api/team/me")).statusCode).toBe(401);
  });

  it("protects TEAM_OWNER_EMAIL's owner, the owner themself and the last owner", async () => {
    const { app, owner, ownerId } = await withOwner(backend);
    const demoted = await owner.patch(`/api/team/members/${ownerId}`, { role: "sales" });
    expect(demoted.statusCode).toBe(400);
    expect(demoted.json().error).toMatch(/TEAM_OWNER_EMAIL/);
    const other = await memberWithSession(app, "olga@alphai.test", "owner");
    const removedBootstrap = await other.browser.delete(`/api/team/members/${ownerId}`);
    expect(removedBootstrap.statusCode).toBe(400);
    expect(removedBootstrap.json().error).toMatch(/TEAM_OWNER_EMAIL/);
    const self = await other.browser.delete(`/api/team/members/${other.id}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().error).toMatch(/cannot remove yourself/);
    expect((await other.browser.patch(`/api/team/members/${ownerId}`, { role: "recruiting" })).statusCode).toBe(400);
    const [row] = await app.database.db.select().from(teamMembers).where(eq(teamMembers.id, ownerId));
    expect(row).toMatchObject({ role: "owner", removedAt: null });

    // Without TEAM_OWNER_EMAIL: the last owner cannot step down, one of two can.
    const bare = await start(backend, { teamOwnerEmail: undefined });
    const first = await memberWithSession(bare, "first@alphai.test", "owner");
    const last = await first.browser.patch(`/api/team/members/${first.id}`, { role: "sales" });
    expect(last.statusCode).toBe(400);
    expect(last.json().error).toMatch(/needs an owner/);
    const second = await memberWithSession(bare, "second@alphai.test", "owner");
    expect((await first.browser.patch(`/api/team/members/${first.id}`, { role: "sales" })).statusCode).toBe(200);
    expect((await second.browser.patch(`/api/team/members/${second.id}`, { role: "sales" })).statusCode).toBe(400);
  });

  it("keeps an owner when two owners demote each other at the same time", async () => {
    const app = await start(backend, { teamOwnerEmail: undefined });
    const a = await memberWithSession(app, "a@alphai.test", "owner");
    const b = await memberWithSession(app, "b@alphai.test", "owner");
    const answers = await Promise.all([
      a.browser.patch(`/api/team/members/${b.id}`, { role: "sales" }),
      b.browser.patch(`/api/team/members/${a.id}`, { role: "sales" }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual(expect.arrayContaining([200]));
    const owners = await app.database.db.select().from(teamMembers).where(eq(teamMembers.role, "owner"));
    expect(owners.length).toBeGreaterThanOrEqual(1);
  });
});
