import { eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import { readConfig } from "../config";
import { auditEvents, outbox, teamMembers, teamSessions } from "../db/schema";
import { startApp } from "../testing/app";
import { BACKENDS } from "../testing/support";
import { audit } from "./audit";
import { createSession, revokeMemberSessions, SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, sha256 } from "./session";

async function member(
  app: FastifyInstance,
  email = "sam@alphai.test",
  role: "owner" | "sales" | "recruiting" = "sales",
) {
  const [row] = await app.database.db
    .insert(teamMembers)
    .values({ email, name: "Sam", role })
    .returning({ id: teamMembers.id });
  const cookie = await createSession(app.database.db, row!.id, "email");
  return { id: row!.id, cookie: `__Host-alphai-team=${cookie}`, value: cookie };
}

/** The Set-Cookie line of a cookie by name. */
const sessionCookie = (header: string | string[] | undefined, name: string) =>
  [header ?? []].flat().find((line) => line.startsWith(`${name}=`));

/** The configuration of a server without SITE_URL on `port`: local use over plain http. */
const readLocalOrigins = (port: number) => {
  const { siteUrl, siteOrigins } = readConfig({ PORT: String(port) });
  return { siteUrl, siteOrigins };
};

const me = (app: FastifyInstance, cookie?: string) =>
  app.inject({ method: "GET", url: "/api/team/me", headers: cookie ? { cookie } : {} });

describe.each(BACKENDS)("the team workspace's gate on %s", (backend) => {
  it("answers 401 without a session, for known and unknown paths alike, and never caches", async () => {
    const app = await startApp(backend);
    for (const url of ["/api/team/me", "/api/team/leads", "/api/team/no-such-thing"]) {
      const response = await app.inject({ method: "GET", url });
      expect(response.statusCode, url).toBe(401);
      expect(response.headers["cache-control"]).toBe("no-store");
      expect(response.headers["x-robots-tag"]).toBe("noindex, nofollow");
    }
    expect((await me(app, "__Host-alphai-team=forged-value")).statusCode).toBe(401);
  });

  it("knows the member of a live session, and 404s an unknown path once signed in", async () => {
    const app = await startApp(backend);
    const { id, cookie } = await member(app);
    const response = await me(app, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ member: { id, email: "sam@alphai.test", name: "Sam", role: "sales" } });
    expect((await app.inject({ method: "GET", url: "/api/team/no-such-thing", headers: { cookie } })).statusCode).toBe(
      404,
    );
  });

  it("refuses a state change from another origin or with no origin at all, signed in or not", async () => {
    const app = await startApp(backend);
    const { cookie } = await member(app);
    const post = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/api/team/no-such-thing", headers: { cookie, ...headers }, payload: {} });
    expect((await post({ origin: "https://evil.example" })).statusCode).toBe(403);
    expect((await post({ origin: "null" })).statusCode).toBe(403);
    expect((await post({})).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "cross-site" })).statusCode).toBe(403);
    // The site's own origin (SITE_URL, or the request's own) passes the check and reaches the router.
    expect((await post({ origin: "https://www.alphai.test" })).statusCode).toBe(404);
    expect((await post({ origin: "http://localhost:80" })).statusCode).toBe(403);
    expect((await post({ "sec-fetch-site": "same-origin" })).statusCode).toBe(404);
  });

  it("takes JSON bodies only: a form post, an upload or text is refused with 415 before it is read", async () => {
    const app = await startApp(backend);
    const { cookie } = await member(app, "owner@alphai.test", "owner");
    const invite = (headers: Record<string, string>, payload: string) =>
      app.inject({
        method: "POST",
        url: "/api/team/members",
        headers: { cookie, origin: "https://www.alphai.test", ...headers },
        payload,
      });
    const refusals: [Record<string, string>, string][] = [
      [{ "content-type": "application/x-www-form-urlencoded" }, "email=eve%40alphai.test&role=owner"],
      [
        { "content-type": "multipart/form-data; boundary=x" },
        '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\neve@alphai.test\r\n--x--\r\n',
      ],
      [{ "content-type": "text/plain" }, '{"email":"eve@alphai.test","role":"owner"}'],
      [{}, '{"email":"eve@alphai.test","role":"owner"}'],
    ];
    for (const [headers, payload] of refusals) {
      const response = await invite(headers, payload);
      expect(response.statusCode, JSON.stringify(headers)).toBe(415);
      expect(response.json().error).toMatch(/application\/json/);
    }
    const members = await app.database.db.select().from(teamMembers);
    expect(members.map((row) => row.email)).toEqual(["owner@alphai.test"]);
    // JSON passes; so does a request without a body (signing out).
    expect(
      (
        await invite(
          { "content-type": "application/json; charset=utf-8" },
          '{"email":"eve@alphai.test","role":"sales"}',
        )
      ).statusCode,
    ).toBe(201);
    const signOut = await app.inject({
      method: "POST",
      url: "/api/team/sign-out",
      headers: { cookie, origin: "https://www.alphai.test" },
    });
    expect(signOut.statusCode).toBe(204);
  });

  it("takes the origins from the configuration, never from the request's Host", async () => {
    const app = await startApp(backend);
    const { cookie } = await member(app);
    const post = (headers: Record<string, string>) =>
      app.inject({ method: "POST", url: "/api/team/no-such-thing", headers: { cookie, ...headers }, payload: {} });
    // A Host that makes a foreign origin "the request's own" is no longer enough.
    expect((await post({ host: "evil.example", origin: "http://evil.example" })).statusCode).toBe(403);
    expect((await post({ host: "localhost", origin: "http://localhost" })).statusCode).toBe(403);
    expect((await post({ host: "evil.example", origin: "https://www.alphai.test" })).statusCode).toBe(404);
    // SITE_ORIGINS adds origins; without SITE_URL, the server's loopback address on its port is the site.
    const extra = await startApp(backend, {
      siteOrigins: ["https://www.alphai.test", "https://alphai.test"],
    });
    const other = await member(extra);
    const postTo = (target: typeof app, headers: Record<string, string>, session: string) =>
      target.inject({
        method: "POST",
        url: "/api/team/no-such-thing",
        headers: { cookie: session, ...headers },
        payload: {},
      });
    expect((await postTo(extra, { origin: "https://alphai.test" }, other.cookie)).statusCode).toBe(404);
    const local = await startApp(backend, readLocalOrigins(4173));
    const mine = await member(local);
    const localCookie = mine.cookie.replace("__Host-alphai-team", "alphai-team");
    for (const origin of ["http://localhost:4173", "http://127.0.0.1:4173"])
      expect((await postTo(local, { origin }, localCookie)).statusCode, origin).toBe(404);
    for (const origin of ["http://localhost:3000", "https://www.alphai.test", "http://[::1]:4173"])
      expect((await postTo(local, { origin }, localCookie)).statusCode, origin).toBe(403);
  });

  it("lets SITE_URL decide the cookie and HSTS: https makes the cookie Secure and __Host- and sends HSTS over plain http too; http neither, whatever a proxy says", async () => {
    const signIn = async (target: FastifyInstance, origin: string, headers: Record<string, string> = {}) => {
      await target.database.db.insert(teamMembers).values({ email: "sam@alphai.test", name: "Sam", role: "sales" });
      const asked = await target.inject({
        method: "POST",
        url: "/api/team/sign-in/email",
        headers: { origin, ...headers },
        payload: { email: "sam@alphai.test" },
      });
      const binding = asked.cookies[0] as { name: string; value: string };
      const [mail] = await target.database.db.select().from(outbox);
      const code = /code[^:\n]*:\s*(\d{6})\b/.exec(mail!.text)![1];
      return target.inject({
        method: "POST",
        url: "/api/team/sign-in/code",
        headers: { origin, cookie: `${binding.name}=${binding.value}`, ...headers },
        payload: { code },
      });
    };
    // The request arrives over plain http (a proxy that forgot X-Forwarded-Proto, or a direct hit).
    const secure = await startApp(backend, { trustProxy: 1 });
    const signedIn = await signIn(secure, "https://www.alphai.test");
    expect(signedIn.statusCode).toBe(200);
    expect(sessionCookie(signedIn.headers["set-cookie"], "__Host-alphai-team")).toMatch(
      /^__Host-alphai-team=[^;]+;.*; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    expect(signedIn.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    expect(
      (await secure.inject({ method: "GET", url: "/healthz" })).headers["strict-transport-security"],
    ).toBeDefined();

    const plain = await startApp(backend, { trustProxy: 1, ...readLocalOrigins(4173) });
    const local = await signIn(plain, "http://localhost:4173", { "x-forwarded-proto": "https" });
    expect(local.statusCode).toBe(200);
    expect(sessionCookie(local.headers["set-cookie"], "alphai-team")).toMatch(
      /^alphai-team=[^;]+;.*; Path=\/; HttpOnly; SameSite=Lax$/,
    );
    expect(local.headers["strict-transport-security"]).toBeUndefined();
    const proxied = await plain.inject({ method: "GET", url: "/healthz", headers: { "x-forwarded-proto": "https" } });
    expect(proxied.headers["strict-transport-security"]).toBeUndefined();
  });

  it("refuses any request another site made the browser send, even a GET carrying the session cookie", async () => {
    const app = await startApp(backend);
    const { cookie } = await member(app);
    for (const site of ["cross-site", "same-site"]) {
      const response = await app.inject({
        method: "GET",
        url: "/api/team/me",
        headers: { cookie, "sec-fetch-site": site },
      });
      expect(response.statusCode, site).toBe(403);
    }
    for (const site of ["same-origin", "none"]) {
      expect(
        (await app.inject({ method: "GET", url: "/api/team/me", headers: { cookie, "sec-fetch-site": site } }))
          .statusCode,
        site,
      ).toBe(200);
    }
  });

  it("audits a member's request refused as coming from elsewhere, not a stranger's, and names the member (by id) in the access log", async () => {
    const lines: string[] = [];
    const app = await startApp(
      backend,
      { logLevel: "info", accessLog: { kind: "all" } },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    const { id, cookie } = await member(app);
    const fromElsewhere = (headers: Record<string, string>) =>
      app.inject({ method: "GET", url: "/api/team/me", headers: { "sec-fetch-site": "cross-site", ...headers } });
    expect((await fromElsewhere({ cookie })).statusCode).toBe(403);
    expect((await fromElsewhere({})).statusCode).toBe(403);
    expect((await fromElsewhere({ cookie: "__Host-alphai-team=forged" })).statusCode).toBe(403);
    const denied = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "access.denied"));
    expect(denied.map((event) => [event.actorId, event.detail])).toEqual([
      [id, { reason: "other-origin", method: "GET", route: "/api/team/me" }],
    ]);

    expect((await me(app, cookie)).statusCode).toBe(200);
    const answered = lines
      .map((line) => JSON.parse(line) as { res?: { statusCode: number; memberId?: number } })
      .filter((line) => line.res);
    expect(answered.at(-1)!.res).toEqual({ statusCode: 200, memberId: id });
    // A stranger's answer names nobody, and no line has the member's address.
    expect(answered[1]!.res).toEqual({ statusCode: 403 });
    expect(lines.join("\n")).not.toContain("sam@alphai.test");
  });

  it("ends a session when it is revoked, idle for 12 hours, 30 days old, or its member is removed", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const revoked = await member(app, "a@alphai.test");
    await db.delete(teamSessions).where(eq(teamSessions.idHash, sha256(revoked.value)));
    expect((await me(app, revoked.cookie)).statusCode).toBe(401);

    const idle = await member(app, "b@alphai.test");
    await db
      .update(teamSessions)
      .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
      .where(eq(teamSessions.idHash, sha256(idle.value)));
    expect((await me(app, idle.cookie)).statusCode).toBe(401);

    const old = await member(app, "c@alphai.test");
    await db
      .update(teamSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(teamSessions.idHash, sha256(old.value)));
    expect((await me(app, old.cookie)).statusCode).toBe(401);
    expect(SESSION_ABSOLUTE_MS).toBe(30 * 24 * 60 * 60_000);

    const removed = await member(app, "d@alphai.test");
    expect((await me(app, removed.cookie)).statusCode).toBe(200);
    await db.update(teamMembers).set({ removedAt: new Date() }).where(eq(teamMembers.id, removed.id));
    expect((await me(app, removed.cookie)).statusCode).toBe(401);

    const other = await member(app, "e@alphai.test");
    await revokeMemberSessions(db, other.id);
    expect((await me(app, other.cookie)).statusCode).toBe(401);
  });

  it("refreshes the idle clock of a session in use", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const { value, cookie } = await member(app);
    const stale = new Date(Date.now() - SESSION_IDLE_MS + 60 * 60_000);
    await db
      .update(teamSessions)
      .set({ lastSeenAt: stale })
      .where(eq(teamSessions.idHash, sha256(value)));
    expect((await me(app, cookie)).statusCode).toBe(200);
    const [row] = await db
      .select()
      .from(teamSessions)
      .where(eq(teamSessions.idHash, sha256(value)));
    expect(row!.lastSeenAt.getTime()).toBeGreaterThan(stale.getTime() + 60 * 60_000 - 5000);
  });

  it("keeps the audit log append-only: no update, no delete of a row under a year old", async () => {
    const app = await startApp(backend);
    const { db } = app.database;
    const { id } = await member(app);
    await audit(db, { actorId: id, action: "export", detail: { rows: 3 } });
    await expect(db.update(auditEvents).set({ action: "erase" })).rejects.toThrow();
    await expect(db.delete(auditEvents)).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_events`)).rejects.toThrow();
    expect(await db.select().from(auditEvents)).toHaveLength(1);
  });
});
