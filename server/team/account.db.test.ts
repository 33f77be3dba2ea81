import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { auditEvents, teamSessions } from "../db/schema";
import { startApp } from "../testing/app";
import { BACKENDS, type Backend } from "../testing/support";
import { memberWithSession, signInByEmail, TestBrowser } from "../testing/team";
import { sha256 } from "./session";

const OWNER = "owner@alphai.test";
const FIREFOX_ON_MAC = "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:133.0) Gecko/20100101 Firefox/133.0";

const start = (backend: Backend) => startApp(backend, { teamOwnerEmail: OWNER, rateLimitMax: 1000 });

const meWith = (app: FastifyInstance, cookie: string) =>
  app.inject({ method: "GET", url: "/api/team/me", headers: { cookie: `__Host-alphai-team=${cookie}` } });

interface SessionJson {
  id: string;
  method: string;
  label: string;
  createdAt: string;
  lastSeenAt: string;
  verifiedAt: string;
  current: boolean;
}

describe.each(BACKENDS)("the member's sessions on %s", (backend) => {
  it("lists the member's own sessions, marks the current one, and ends another one by its id", async () => {
    const app = await start(backend);
    const laptop = new TestBrowser(app);
    const phone = new TestBrowser(app, FIREFOX_ON_MAC);
    await signInByEmail(laptop, OWNER);
    await signInByEmail(phone, OWNER);
    const someoneElse = await memberWithSession(app, "sam@alphai.test", "sales");

    const listed = await laptop.get("/api/team/sessions");
    expect(listed.statusCode).toBe(200);
    const sessions = (listed.json() as { sessions: SessionJson[] }).sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions.map((session) => [session.label, session.method, session.current])).toEqual([
      ["Firefox on macOS", "email", false],
      ["Chrome on Linux", "email", true],
    ]);
    expect(sessions[1]!.id).toBe(sha256(laptop.cookies.get("__Host-alphai-team")!));
    expect(new Date(sessions[0]!.createdAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(Object.keys(sessions[0]!).sort()).toEqual([
      "createdAt",
      "current",
      "id",
      "label",
      "lastSeenAt",
      "method",
      "verifiedAt",
    ]);
    // A session's last check that it is the member is its sign-in until a step-up (server/team/step-up.ts).
    expect(sessions[0]!.verifiedAt).toBe(sessions[0]!.createdAt);

    // Another member's session is not theirs to end.
    expect((await laptop.delete(`/api/team/sessions/${sha256(someoneElse.cookie)}`)).statusCode).toBe(404);
    expect((await laptop.delete("/api/team/sessions/no-such-session")).statusCode).toBe(404);
    expect((await meWith(app, someoneElse.cookie)).statusCode).toBe(200);

    const phoneCookie = phone.cookies.get("__Host-alphai-team")!;
    const ended = await laptop.delete(`/api/team/sessions/${sessions[0]!.id}`);
    expect(ended.statusCode).toBe(204);
    expect((await meWith(app, phoneCookie)).statusCode).toBe(401);
    expect((await laptop.get("/api/team/me")).statusCode).toBe(200);
    const [revoked] = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "session.revoke"));
    expect(revoked).toMatchObject({ subjectType: "session", subjectId: sessions[0]!.id.slice(0, 16) });
  });

  it("signs out every other session, and reports how many", async () => {
    const app = await start(backend);
    const browsers = [new TestBrowser(app), new TestBrowser(app), new TestBrowser(app)];
    for (const browser of browsers) await signInByEmail(browser, OWNER);
    const [keep, ...others] = browsers;
    const answer = await keep!.post("/api/team/sessions/sign-out-others");
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ revoked: 2 });
    for (const other of others) expect((await other.get("/api/team/me")).statusCode).toBe(401);
    expect((await keep!.get("/api/team/me")).statusCode).toBe(200);
    const [audited] = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "sign-out-others"));
    expect(audited!.detail).toEqual({ revoked: 2 });
  });

  it("signs out: 204, the cookie cleared, the session deleted, and the old cookie gets 401", async () => {
    const app = await start(backend);
    const browser = new TestBrowser(app);
    const member = await signInByEmail(browser, OWNER);
    const cookie = browser.cookies.get("__Host-alphai-team")!;
    const answer = await browser.post("/api/team/sign-out");
    expect(answer.statusCode).toBe(204);
    expect(String(answer.headers["set-cookie"])).toMatch(
      /^__Host-alphai-team=; Max-Age=0; Path=\/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(
      await app.database.db
        .select()
        .from(teamSessions)
        .where(eq(teamSessions.idHash, sha256(cookie))),
    ).toEqual([]);
    expect((await meWith(app, cookie)).statusCode).toBe(401);
    expect(
      (
        await app.inject({
          method: "POST",
          url: "/api/team/sign-out",
          headers: { origin: "https://www.alphai.test", cookie: `__Host-alphai-team=${cookie}` },
        })
      ).statusCode,
    ).toBe(401);
    const [audited] = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "sign-out"));
    expect(audited!.actorId).toBe(member.id);
  });

  it("needs a session and the site's origin", async () => {
    const app = await start(backend);
    for (const [method, url] of [
      ["GET", "/api/team/sessions"],
      ["POST", "/api/team/sign-out"],
      ["POST", "/api/team/sessions/sign-out-others"],
      ["DELETE", "/api/team/sessions/x"],
    ] as const) {
      expect((await app.inject({ method, url, headers: { origin: "https://www.alphai.test" } })).statusCode, url).toBe(
        401,
      );
    }
    const { cookie } = await memberWithSession(app, "sam@alphai.test", "sales");
    const forged = await app.inject({
      method: "POST",
      url: "/api/team/sign-out",
      headers: { origin: "https://evil.example", cookie: `__Host-alphai-team=${cookie}` },
    });
    expect(forged.statusCode).toBe(403);
    expect((await meWith(app, cookie)).statusCode).toBe(200);
  });
});
