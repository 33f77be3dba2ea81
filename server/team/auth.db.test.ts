import { asc, eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { FastifyInstance } from "fastify";
import { describe, expect, it } from "vitest";
import type { ServerConfig } from "../config";
import {
  auditEvents,
  outbox,
  rateLimits,
  securityEvents,
  teamMembers,
  teamSessions,
  teamSignInRequests,
} from "../db/schema";
import { startApp, type StartOptions } from "../testing/app";
import { BACKENDS, waitFor, type Backend } from "../testing/support";
import { memberWithSession, readSignInMail, signInByEmail, TestBrowser } from "../testing/team";
import { browserLabel, codeHashOf } from "./auth";
import { pruneSecurityLog } from "./security-log";
import { randomToken, sha256 } from "./session";

const OWNER = "owner@alphai.test";

const start = (backend: Backend, overrides: Partial<ServerConfig> = {}, options: StartOptions = {}) =>
  startApp(backend, { teamOwnerEmail: OWNER, rateLimitMax: 1000, ...overrides }, options);

const ask = (browser: TestBrowser, email: string) => browser.post("/api/team/sign-in/email", { email });
const auditOf = (app: FastifyInstance, action: string) =>
  app.database.db.select().from(auditEvents).where(eq(auditEvents.action, action));

describe.each(BACKENDS)("e-mail sign-in on %s", (backend) => {
  it("lets TEAM_OWNER_EMAIL in by the mailed link, once, with hashes only in the database", async () => {
    const app = await start(backend);
    const browser = new TestBrowser(app);
    const asked = await ask(browser, "  Owner@Alphai.test ");
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ ok: true, message: expect.stringContaining("15 minutes") });
    const binding = asked.headers["set-cookie"];
    expect(String(binding)).toMatch(
      /^__Host-alphai-team-signin=[A-Za-z0-9_-]{43}; Max-Age=900; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );

    // The bootstrap owner's row exists now, as an owner.
    const [owner] = await app.database.db.select().from(teamMembers).where(eq(teamMembers.email, OWNER));
    expect(owner).toMatchObject({ role: "owner", removedAt: null, name: "owner" });

    const mail = await readSignInMail(app, OWNER);
    expect(mail!.link).toBe(`https://www.alphai.test/team/sign-in?token=${mail!.token}`);
    expect(mail!.text).toMatch(/valid for 15 minutes/);
    expect(mail!.text).toMatch(/did not ask/);
    const [stored] = await app.database.db.select().from(teamSignInRequests);
    expect(stored).toMatchObject({
      memberId: owner!.id,
      linkHash: sha256(mail!.token),
      codeHash: codeHashOf(sha256(mail!.token), mail!.code),
      browserHash: sha256(browser.cookies.get("__Host-alphai-team-signin")!),
    });
    expect(JSON.stringify(stored)).not.toContain(mail!.token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBeCloseTo(15 * 60_000, -4);

    const signedIn = await browser.post("/api/team/sign-in/link", { token: mail!.token });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({ member: { id: owner!.id, email: OWNER, name: "owner", role: "owner" } });
    expect(browser.cookies.has("__Host-alphai-team")).toBe(true);
    expect(browser.cookies.has("__Host-alphai-team-signin")).toBe(false);
    expect(String(signedIn.headers["set-cookie"])).toMatch(
      /__Host-alphai-team=[^;]+; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax/,
    );
    expect((await browser.get("/api/team/me")).json()).toMatchObject({ member: { email: OWNER, role: "owner" } });
    const [session] = await app.database.db.select().from(teamSessions);
    expect(session).toMatchObject({ memberId: owner!.id, method: "email", label: "Chrome on Linux" });
    expect(await auditOf(app, "sign-in")).toEqual([
      expect.objectContaining({ actorId: owner!.id, detail: { method: "email" } }),
    ]);

    // Used once: the same link, even in the same browser after asking again, is refused.
    await ask(browser, OWNER);
    const again = await browser.post("/api/team/sign-in/link", { token: mail!.token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatch(/expired or was already used/);
  });

  it("signs a member in by the code, and gives an unknown or removed address the same answer and no mail", async () => {
    // A floor well above what either path takes on a loaded machine, so that both answers wait for it.
    const app = await start(backend, { teamSignInMinAnswerMs: 800 });
    await app.database.db.insert(teamMembers).values([
      { email: "sam@alphai.test", name: "Sam", role: "sales" },
      { email: "gone@alphai.test", name: "Gone", role: "sales", removedAt: new Date() },
    ]);
    const browser = new TestBrowser(app);
    const started = Date.now();
    const known = await ask(browser, "sam@alphai.test");
    const knownMs = Date.now() - started;
    const strangers = [];
    for (const email of ["nobody@example.org", "gone@alphai.test"]) {
      const other = new TestBrowser(app);
      const t0 = Date.now();
      const answer = await ask(other, email);
      strangers.push({ answer, ms: Date.now() - t0, cookie: other.cookies.get("__Host-alphai-team-signin") });
    }
    for (const { answer, ms, cookie } of strangers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.json()).toEqual(known.json());
      expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/);
      // The same minimum time for both (the member's path writes a request and a mail; the stranger's writes nothing).
      expect(ms).toBeGreaterThanOrEqual(790);
      expect(Math.abs(ms - knownMs)).toBeLessThan(200);
    }
    expect(await app.database.db.select().from(outbox)).toHaveLength(1);
    expect(await app.database.db.select().from(teamSignInRequests)).toHaveLength(1);

    const mail = await readSignInMail(app, "sam@alphai.test");
    const signedIn = await browser.post("/api/team/sign-in/code", {
      code: `${mail!.code.slice(0, 3)} ${mail!.code.slice(3)}`,
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().member).toMatchObject({ email: "sam@alphai.test", name: "Sam", role: "sales" });
    expect((await browser.get("/api/team/me")).statusCode).toBe(200);
    // The code is used: typing it again finds nothing waiting.
    await ask(browser, "sam@alphai.test");
    expect((await browser.post("/api/team/sign-in/code", { code: mail!.code })).statusCode).toBe(400);
  });

  it("refuses a link opened in another browser without using it, then signs in where it was asked", async () => {
    const app = await start(backend);
    const { id } = await memberWithSession(app, "rita@alphai.test", "recruiting");
    const asking = new TestBrowser(app);
    await ask(asking, "rita@alphai.test");
    const { token, code } = (await readSignInMail(app, "rita@alphai.test"))!;

    // A browser with a binding of its own (it asked for another address) is not the one that asked.
    const other = new TestBrowser(app);
    await ask(other, "someone@example.org");
    const refused = await other.post("/api/team/sign-in/link", { token });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatch(/browser where you asked/);
    expect(other.cookies.has("__Host-alphai-team")).toBe(false);
    const noCookie = await app.inject({
      method: "POST",
      url: "/api/team/sign-in/link",
      headers: { origin: "https://www.alphai.test" },
      payload: { token },
    });
    expect(noCookie.statusCode).toBe(400);
    // Nor does the code work there.
    expect((await new TestBrowser(app).post("/api/team/sign-in/code", { code })).json().error).toMatch(
      /not right or no longer valid/,
    );

    const [request] = await app.database.db.select().from(teamSignInRequests);
    expect(request!.usedAt).toBeNull();
    const failures = await auditOf(app, "sign-in-failed");
    expect(failures.filter((row) => row.detail.reason === "other-browser")).toHaveLength(2);
    for (const row of failures.filter((row) => row.detail.reason === "other-browser")) {
      expect(row).toMatchObject({ actorId: null, subjectType: "member", subjectId: String(id) });
    }
    expect(JSON.stringify(failures)).not.toMatch(/rita|alphai\.test|@/);

    expect((await asking.post("/api/team/sign-in/link", { token })).statusCode).toBe(200);
  });

  it("refuses an expired link or code", async () => {
    const app = await start(backend);
    await memberWithSession(app, "sam@alphai.test", "sales");
    const browser = new TestBrowser(app);
    await ask(browser, "sam@alphai.test");
    const { token, code } = (await readSignInMail(app, "sam@alphai.test"))!;
    await app.database.db.update(teamSignInRequests).set({ expiresAt: new Date(Date.now() - 1000) });
    const link = await browser.post("/api/team/sign-in/link", { token });
    expect(link.statusCode).toBe(400);
    expect(link.json().error).toMatch(/expired/);
    const typed = await browser.post("/api/team/sign-in/code", { code });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error).toMatch(/no longer valid/);
    expect(browser.cookies.has("__Host-alphai-team")).toBe(false);
  });

  it("answers a code the same for a member's address and a stranger's, so the code step tells no address apart", async () => {
    const app = await start(backend);
    await memberWithSession(app, "sam@alphai.test", "sales");
    const answers: string[] = [];
    for (const email of ["sam@alphai.test", "stranger@example.org"]) {
      const browser = new TestBrowser(app);
      await ask(browser, email);
      for (let attempt = 1; attempt <= 6; attempt++) {
        const answer = await browser.post("/api/team/sign-in/code", { code: "000000" });
        expect(answer.statusCode).toBe(400);
        answers.push(`${attempt}:${answer.json().error}`);
      }
    }
    expect(answers.slice(0, 6)).toEqual(answers.slice(6));
  });

  it("stops a member's codes after 10 wrong ones in a day (the link still works), whichever browsers asked", async () => {
    const app = await start(backend);
    const { id } = await memberWithSession(app, "sam@alphai.test", "sales");
    for (let round = 0; round < 2; round++) {
      const guesser = new TestBrowser(app, undefined, `203.0.113.${round + 1}`);
      await ask(guesser, "sam@alphai.test");
      const { code } = (await readSignInMail(app, "sam@alphai.test"))!;
      const wrong = code === "000000" ? "111111" : "000000";
      for (let attempt = 1; attempt <= 5; attempt++) await guesser.post("/api/team/sign-in/code", { code: wrong });
    }
    const browser = new TestBrowser(app);
    await ask(browser, "sam@alphai.test");
    const { code, token } = (await readSignInMail(app, "sam@alphai.test"))!;
    const typed = await browser.post("/api/team/sign-in/code", { code });
    expect(typed.statusCode).toBe(400);
    expect(typed.json().error).toMatch(/not right or no longer valid/);
    expect(browser.cookies.has("__Host-alphai-team")).toBe(false);
    const opened = await browser.post("/api/team/sign-in/link", { token });
    expect(opened.statusCode).toBe(200);
    expect(opened.json().member.id).toBe(id);
  });

  it("keeps one code live: a new request retires the member's earlier link and code, and a browser's code is checked against its latest request only", async () => {
    const app = await start(backend);
    const sam = await memberWithSession(app, "sam@alphai.test", "sales");
    await memberWithSession(app, "ria@alphai.test", "recruiting");
    const first = new TestBrowser(app);
    await ask(first, "sam@alphai.test");
    const earlier = (await readSignInMail(app, "sam@alphai.test"))!;
    await ask(new TestBrowser(app, undefined, "203.0.113.9"), "sam@alphai.test");
    expect((await first.post("/api/team/sign-in/code", { code: earlier.code })).statusCode).toBe(400);
    expect((await first.post("/api/team/sign-in/link", { token: earlier.token })).statusCode).toBe(400);
    expect(first.cookies.has("__Host-alphai-team")).toBe(false);

    // One browser that asked for two members: a code is compared with the latest request's alone.
    const both = new TestBrowser(app, undefined, "203.0.113.10");
    await ask(both, "ria@alphai.test");
    const ria = (await readSignInMail(app, "ria@alphai.test"))!;
    await ask(both, "sam@alphai.test");
    const latest = (await readSignInMail(app, "sam@alphai.test"))!;
    expect((await both.post("/api/team/sign-in/code", { code: ria.code })).statusCode).toBe(400);
    const signedIn = await both.post("/api/team/sign-in/code", { code: latest.code });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().member.id).toBe(sam.id);
    // Of Sam's three requests, only the one that signed in was ever used to sign in; every other is retired.
    const live = await app.database.db.select().from(teamSignInRequests).where(eq(teamSignInRequests.memberId, sam.id));
    expect(live).toHaveLength(3);
    expect(live.every((request) => request.usedAt !== null)).toBe(true);
    expect(live.map((request) => request.attempts).sort()).toEqual([0, 0, 1]);
  });

  it("tells the sign-in page whether a mail can be sent at all", async () => {
    const held = await start(backend);
    expect((await new TestBrowser(held).get("/api/team/sign-in/status")).json()).toEqual({ mail: false });
    const transport = nodemailer.createTransport({ streamTransport: true });
    const sending = await start(backend, { smtpUrl: "smtp://unused.invalid" }, { mailTransport: transport });
    expect((await new TestBrowser(sending).get("/api/team/sign-in/status")).json()).toEqual({ mail: true });
  });

  it("keeps anonymous failed sign-ins out of the audit log: in the security log with the client, 100 a client a day, pruned after 30 days, read by owners", async () => {
    const app = await start(backend);
    const { db } = app.database;
    const stranger = new TestBrowser(app, undefined, "203.0.113.50");
    for (let attempt = 0; attempt < 105; attempt++) {
      const answer = await stranger.post("/api/team/sign-in/link", { token: randomToken() });
      expect(answer.statusCode).toBe(400);
    }
    expect((await stranger.post("/api/team/sign-in/code", { code: "123456" })).statusCode).toBe(400);
    const other = new TestBrowser(app, undefined, "2001:db8:1:2::99");
    expect((await other.post("/api/team/sign-in/code", { code: "123456" })).statusCode).toBe(400);

    // Nothing in the append-only audit log; the security log holds the client's first 100 and the other's one.
    expect(await auditOf(app, "sign-in-failed")).toEqual([]);
    const events = await db.select().from(securityEvents).orderBy(asc(securityEvents.id));
    expect(events).toHaveLength(101);
    expect(events.slice(0, 100).every((event) => event.client === "203.0.113.50")).toBe(true);
    expect(events[0]).toMatchObject({ kind: "sign-in-failed", detail: { method: "email", reason: "unknown-link" } });
    expect(events[100]).toMatchObject({
      client: "2001:db8:1:2::/64",
      detail: { method: "email", reason: "no-request" },
    });

    // Owners read it, newest first, in pages; no other role does.
    const owner = await memberWithSession(app, OWNER, "owner");
    const first = await owner.browser.get("/api/team/security-log?limit=5");
    expect(first.statusCode).toBe(200);
    expect(first.json().items).toHaveLength(5);
    expect(first.json().items[0]).toMatchObject({ client: "2001:db8:1:2::/64", kind: "sign-in-failed" });
    expect(first.json().total).toBe(events.length);
    const next = await owner.browser.get(`/api/team/security-log?limit=5&cursor=${first.json().nextCursor}`);
    expect(next.json().items[0].id).toBeLessThan(first.json().items[4].id);
    const sales = await memberWithSession(app, "sam@alphai.test", "sales");
    expect((await sales.browser.get("/api/team/security-log")).statusCode).toBe(403);

    // 30 days, then gone.
    const day = 24 * 60 * 60_000;
    await db.insert(securityEvents).values([
      { kind: "sign-in-failed", client: "198.51.100.1", at: new Date(Date.now() - 31 * day) },
      { kind: "sign-in-failed", client: "198.51.100.2", at: new Date(Date.now() - 29 * day) },
    ]);
    await pruneSecurityLog(db);
    const kept = await db.select({ client: securityEvents.client }).from(securityEvents);
    expect(kept.map((event) => event.client)).toContain("198.51.100.2");
    expect(kept.map((event) => event.client)).not.toContain("198.51.100.1");
  });

  it("keeps no link or code in the outbox once the sign-in mail is sent, and none in its subject", async () => {
    const sent: { subject: string; text: string }[] = [];
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
    const send = transport.sendMail.bind(transport);
    transport.sendMail = (async (message: Parameters<typeof send>[0]) => {
      sent.push({ subject: String(message.subject), text: String(message.text) });
      return send(message);
    }) as typeof transport.sendMail;
    const app = await start(backend, { smtpUrl: "smtp://unused.invalid" }, { mailTransport: transport });
    await ask(new TestBrowser(app), OWNER);
    await waitFor(() => sent.length > 0, 10_000);
    const code = /code[^:\n]*:\s*(\d{6})\b/.exec(sent[0]!.text)![1]!;
    expect(sent[0]!.text).toMatch(/\/team\/sign-in\?token=/);
    expect(sent[0]!.subject).not.toContain(code);
    let row: typeof outbox.$inferSelect | undefined;
    await waitFor(async () => {
      [row] = await app.database.db.select().from(outbox);
      return row?.status === "sent";
    }, 10_000);
    expect(row!.status).toBe("sent");
    expect(`${row!.subject} ${row!.text}`).not.toMatch(/token=|\d{6}/);
  });

  it("spends a request after 5 wrong codes, counting each, and audits them by member id", async () => {
    const app = await start(backend);
    const { id } = await memberWithSession(app, "sam@alphai.test", "sales");
    const browser = new TestBrowser(app);
    await ask(browser, "sam@alphai.test");
    const { code, token } = (await readSignInMail(app, "sam@alphai.test"))!;
    const wrong = code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt <= 4; attempt++) {
      const answer = await browser.post("/api/team/sign-in/code", { code: wrong });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error).toMatch(/not right/);
    }
    const fifth = await browser.post("/api/team/sign-in/code", { code: wrong });
    expect(fifth.json().error).toMatch(/not right/);
    const [request] = await app.database.db.select().from(teamSignInRequests);
    expect(request!.attempts).toBe(5);
    // Spent: neither the right code nor the link opens it now.
    expect((await browser.post("/api/team/sign-in/code", { code })).statusCode).toBe(400);
    expect((await browser.post("/api/team/sign-in/link", { token })).statusCode).toBe(400);
    expect(browser.cookies.has("__Host-alphai-team")).toBe(false);
    const wrongCodes = (await auditOf(app, "sign-in-failed")).filter((row) => row.detail.reason === "wrong-code");
    expect(wrongCodes).toHaveLength(5);
    expect(wrongCodes[0]).toMatchObject({
      actorId: null,
      subjectType: "member",
      subjectId: String(id),
      detail: { method: "email", reason: "wrong-code" },
    });
    expect(JSON.stringify(wrongCodes)).not.toContain(wrong);
  });

  it("answers 400 with the field for a malformed address, token or code", async () => {
    const app = await start(backend);
    const browser = new TestBrowser(app);
    const email = await browser.post("/api/team/sign-in/email", { email: "not an address" });
    expect(email.statusCode).toBe(400);
    expect(email.json().fields.email).toMatch(/valid e-mail address/);
    expect((await browser.post("/api/team/sign-in/email", {})).json().fields.email).toMatch(
      /Enter your e-mail address/,
    );
    expect((await browser.post("/api/team/sign-in/link", { token: "short" })).json().fields.token).toMatch(
      /not complete/,
    );
    expect((await browser.post("/api/team/sign-in/code", { code: "12345" })).json().fields.code).toMatch(
      /6-digit code/,
    );
    expect((await browser.post("/api/team/sign-in/code", { code: 123456 })).json().fields.code).toMatch(/6-digit code/);
    const array = await app.inject({
      method: "POST",
      url: "/api/team/sign-in/email",
      headers: { origin: "https://www.alphai.test", "content-type": "application/json" },
      payload: "[1]",
    });
    expect(array.statusCode).toBe(400);
    expect(array.json().fields).toEqual({ form: "Send the fields as a JSON object." });
    expect(await app.database.db.select().from(outbox)).toHaveLength(0);
  });

  it("limits requests per address and client (429), and mails per address (the same answer), storing neither", async () => {
    const app = await start(backend);
    await memberWithSession(app, "sam@alphai.test", "sales");
    for (const email of ["sam@alphai.test", "stranger@example.org"]) {
      for (let request = 1; request <= 5; request++)
        expect((await ask(new TestBrowser(app), email)).statusCode).toBe(200);
      const over = await ask(new TestBrowser(app), email.toUpperCase());
      expect(over.statusCode).toBe(429);
      expect(over.json().error).toMatch(/Too many sign-in requests for this address: please try again in 15 minutes/);
    }
    expect(await app.database.db.select().from(outbox)).toHaveLength(5);
    // Another client is not locked out by the first one's requests: it gets the same answer, and mails until the
    // address's own limit (10 in 15 minutes) pauses them whoever asks, still with the same answer and no 429.
    const elsewhere = (client: string) => ask(new TestBrowser(app, undefined, client), "sam@alphai.test");
    for (let request = 1; request <= 5; request++) expect((await elsewhere("203.0.113.9")).statusCode).toBe(200);
    expect(await app.database.db.select().from(outbox)).toHaveLength(10);
    const paused = await elsewhere("198.51.100.4");
    expect(paused.statusCode).toBe(200);
    expect(paused.json().message).toMatch(/If this address belongs to a member/);
    expect(await app.database.db.select().from(outbox)).toHaveLength(10);
    const keys = (await app.database.db.select().from(rateLimits)).map((row) => row.key);
    const own = keys.filter((key) => key.startsWith("team-sign-in:"));
    expect(own.length).toBeGreaterThanOrEqual(4);
    expect(own.join(" ")).not.toMatch(/sam|stranger|@|203\.0|198\.51/);

    const limited = await start(backend, { rateLimitMax: 3 });
    const browser = new TestBrowser(limited);
    for (let attempt = 1; attempt <= 3; attempt++)
      expect((await browser.post("/api/team/sign-in/code", { code: "123456" })).statusCode).toBe(400);
    const over = await browser.post("/api/team/sign-in/code", { code: "123456" });
    expect(over.statusCode).toBe(429);
    expect(over.json().error).toMatch(/Too many requests/);
    for (let attempt = 1; attempt <= 3; attempt++)
      await browser.post("/api/team/sign-in/email", { email: `x${attempt}@example.org` });
    expect((await browser.post("/api/team/sign-in/email", { email: "x4@example.org" })).statusCode).toBe(429);
  });

  it("rotates the session at sign-in: the browser's previous session ends", async () => {
    const app = await start(backend);
    const browser = new TestBrowser(app);
    await signInByEmail(browser, OWNER);
    const first = browser.cookies.get("__Host-alphai-team")!;
    await signInByEmail(browser, OWNER);
    const second = browser.cookies.get("__Host-alphai-team")!;
    expect(second).not.toBe(first);
    const sessions = await app.database.db.select().from(teamSessions);
    expect(sessions.map((row) => row.idHash)).toEqual([sha256(second)]);
    const stale = await app.inject({
      method: "GET",
      url: "/api/team/me",
      headers: { cookie: `__Host-alphai-team=${first}` },
    });
    expect(stale.statusCode).toBe(401);
  });

  it("does not sign in a member removed after asking", async () => {
    const app = await start(backend);
    const { id } = await memberWithSession(app, "sam@alphai.test", "sales");
    const browser = new TestBrowser(app);
    await ask(browser, "sam@alphai.test");
    const { token } = (await readSignInMail(app, "sam@alphai.test"))!;
    await app.database.db.update(teamMembers).set({ removedAt: new Date() }).where(eq(teamMembers.id, id));
    expect((await browser.post("/api/team/sign-in/link", { token })).statusCode).toBe(400);
    expect(browser.cookies.has("__Host-alphai-team")).toBe(false);
    expect((await browser.get("/api/team/me")).statusCode).toBe(401);
  });

  it("restores and promotes TEAM_OWNER_EMAIL's member when it asks", async () => {
    const app = await start(backend);
    await app.database.db
      .insert(teamMembers)
      .values({ email: OWNER, name: "The Owner", role: "sales", removedAt: new Date() });
    const browser = new TestBrowser(app);
    const member = await signInByEmail(browser, OWNER);
    expect(member).toMatchObject({ email: OWNER, name: "The Owner", role: "owner" });
    const [row] = await app.database.db.select().from(teamMembers).where(eq(teamMembers.email, OWNER));
    expect(row!.removedAt).toBeNull();
  });
});

describe("browserLabel", () => {
  it("names common browsers and systems", () => {
    expect(
      browserLabel(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15",
      ),
    ).toBe("Safari on macOS");
    expect(
      browserLabel(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari on iOS");
    expect(
      browserLabel(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge on Windows");
    expect(
      browserLabel(
        "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36",
      ),
    ).toBe("Chrome on Android");
    expect(browserLabel("Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox on Linux",
    );
    expect(
      browserLabel(
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Linux");
    expect(browserLabel(undefined)).toBe("Unknown browser");
    expect(browserLabel("curl/8.5.0")).toBe("Unknown browser");
  });
});
