import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { auditEvents, subscribers, teamMembers, teamPasskeys, teamSessions } from "../db/schema";
import { ROLE } from "../testing/applications";
import { startApp } from "../testing/app";
import { BACKENDS, waitFor, type Backend } from "../testing/support";
import { memberWithSession, TestBrowser } from "../testing/team";
import { SoftwareAuthenticator } from "../testing/webauthn";

const PAGE = { origin: "https://www.alphai.test" };

/** The app with a mail transport that keeps what it sends (SMTP "set up"): the mails as their recipients read them. */
async function start(backend: Backend) {
  const sent: { to: string; subject: string; text: string }[] = [];
  const transport = nodemailer.createTransport({ jsonTransport: true });
  const send = transport.sendMail.bind(transport);
  transport.sendMail = (async (message: Parameters<typeof send>[0]) => {
    sent.push({ to: String(message.to), subject: String(message.subject), text: String(message.text) });
    return send(message);
  }) as typeof transport.sendMail;
  const app = await startApp(
    backend,
    { smtpUrl: "smtp://unused.invalid", rateLimitMax: 1000 },
    { mailTransport: transport },
  );
  return { app, sent };
}

/** The member's sessions as if their last sign-in or step-up was `minutes` ago. */
const verifiedAgo = (app: FastifyInstance, memberId: number, minutes: number) =>
  app.database.db
    .update(teamSessions)
    .set({ verifiedAt: sql`now() - ${minutes}::int * interval '1 minute'` })
    .where(eq(teamSessions.memberId, memberId));

async function addPasskey(browser: TestBrowser, device: SoftwareAuthenticator, name: string): Promise<string> {
  const options = (await browser.post("/api/team/passkeys/options")).json() as PublicKeyCredentialCreationOptionsJSON;
  const added = await browser.post("/api/team/passkeys", { response: device.register(options, PAGE), name });
  expect(added.statusCode, added.body).toBe(201);
  return (added.json() as { passkey: { id: string } }).passkey.id;
}

async function mailTo(sent: readonly { to: string; subject: string; text: string }[], to: string, subject: RegExp) {
  await waitFor(() => sent.some((mail) => mail.to === to && subject.test(mail.subject)), 10_000);
  return sent.filter((mail) => mail.to === to && subject.test(mail.subject)).at(-1)!;
}

/** An article of the repository's (ROLE is one of its job openings). */
const ARTICLE = "/api/team/content/articles/budgeting-a-mobile-app-in-2026";

describe.each(BACKENDS)("step-up before sensitive actions on %s", (backend) => {
  it("refuses each sensitive action 403 without a sign-in in the last 10 minutes, audited, changing nothing", async () => {
    const { app } = await start(backend);
    const { db } = app.database;
    const owner = await memberWithSession(app, "olga@alphai.test", "owner", "Olga");
    const sam = await memberWithSession(app, "sam@alphai.test", "sales", "Sam");
    const device = new SoftwareAuthenticator();
    const passkeyId = await addPasskey(owner.browser, device, "Laptop");
    await db.insert(subscribers).values({ email: "erase.me@example.org" });
    await verifiedAgo(app, owner.id, 11);

    const attempts = [
      () => owner.browser.post("/api/team/passkeys/options"),
      () =>
        owner.browser.post("/api/team/passkeys", {
          response: { id: "x", rawId: "x", type: "public-key", response: {} },
          name: "Stolen",
        }),
      () => owner.browser.delete(`/api/team/passkeys/${passkeyId}`),
      () => owner.browser.post("/api/team/members", { email: "mallory@example.org", role: "owner" }),
      () => owner.browser.patch(`/api/team/members/${sam.id}`, { role: "owner" }),
      () => owner.browser.delete(`/api/team/members/${sam.id}`),
      () => owner.browser.post("/api/team/erase", { email: "erase.me@example.org" }),
      // Publishing: a page on the site outlives the session too.
      () => owner.browser.put(`${ARTICLE}/en`, { text: "---\ntitle: A page\n---\n", version: null }),
      () => owner.browser.post("/api/team/content/articles", { slug: "a-new-page", en: "---", de: "---" }),
      () =>
        owner.browser.put(`${ARTICLE}/en/schedule`, {
          text: "---",
          version: null,
          publishAt: new Date(Date.now() + 3_600_000).toISOString(),
        }),
      () => owner.browser.put(`/api/team/content/roles/${ROLE}/last-day`, { validThrough: "2099-12-31" }),
    ];
    for (const attempt of attempts) {
      const answer = await attempt();
      expect(answer.statusCode, answer.body).toBe(403);
      expect(answer.json()).toEqual({ error: expect.any(String), stepUp: { passkey: true, mail: true } });
    }
    // Nothing changed.
    expect(await db.select({ id: teamPasskeys.id }).from(teamPasskeys)).toEqual([{ id: passkeyId }]);
    expect(await db.select().from(teamMembers).where(eq(teamMembers.email, "mallory@example.org"))).toEqual([]);
    const [samNow] = await db.select().from(teamMembers).where(eq(teamMembers.id, sam.id));
    expect(samNow).toMatchObject({ role: "sales", removedAt: null });
    expect(await db.select().from(subscribers)).toHaveLength(1);
    // Each refusal is in the audit log under the member, with the route.
    const denied = await db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "access.denied"), eq(auditEvents.actorId, owner.id)));
    expect(denied.map((event) => event.detail)).toEqual([
      { reason: "step-up", method: "POST", route: "/api/team/passkeys/options" },
      { reason: "step-up", method: "POST", route: "/api/team/passkeys" },
      { reason: "step-up", method: "DELETE", route: "/api/team/passkeys/:id" },
      { reason: "step-up", method: "POST", route: "/api/team/members" },
      { reason: "step-up", method: "PATCH", route: "/api/team/members/:id" },
      { reason: "step-up", method: "DELETE", route: "/api/team/members/:id" },
      { reason: "step-up", method: "POST", route: "/api/team/erase" },
      { reason: "step-up", method: "PUT", route: "/api/team/content/articles/:slug/:locale" },
      { reason: "step-up", method: "POST", route: "/api/team/content/articles" },
      { reason: "step-up", method: "PUT", route: "/api/team/content/articles/:slug/:locale/schedule" },
      { reason: "step-up", method: "PUT", route: "/api/team/content/roles/:slug/last-day" },
    ]);
    // Bad input is answered first (a member is not asked to confirm a change that would be refused), and reading
    // stays open: what an erasure would remove, the lists.
    const bad = await owner.browser.post("/api/team/members", { email: "nope", role: "admin" });
    expect(bad.statusCode).toBe(400);
    expect((await owner.browser.post("/api/team/erase/preview", { email: "erase.me@example.org" })).statusCode).toBe(
      200,
    );
    expect((await owner.browser.get("/api/team/members")).statusCode).toBe(200);

    // Just inside the window, the same change goes through.
    await verifiedAgo(app, owner.id, 9);
    expect((await owner.browser.patch(`/api/team/members/${sam.id}`, { role: "recruiting" })).statusCode).toBe(200);
  });

  it("a code by mail confirms it in this session only; then the action goes through, and the session shows when", async () => {
    const { app, sent } = await start(backend);
    const { db } = app.database;
    const owner = await memberWithSession(app, "olga@alphai.test", "owner", "Olga");
    const sam = await memberWithSession(app, "sam@alphai.test", "sales", "Sam");
    await verifiedAgo(app, owner.id, 30);
    const refused = await owner.browser.patch(`/api/team/members/${sam.id}`, { role: "recruiting" });
    expect(refused.json().stepUp).toEqual({ passkey: false, mail: true });

    const asked = await owner.browser.post("/api/team/step-up/email");
    expect(asked.statusCode).toBe(202);
    const mail = await mailTo(sent, "olga@alphai.test", /confirm it is you/i);
    expect(mail.text).not.toMatch(/token=|\/sign-in/);
    expect(mail.text).toContain("https://www.alphai.test/team/account");
    const code = /code[^:\n]*:\s*(\d{6})\b/.exec(mail.text)![1]!;

    // A stranger who knows her address asks for her sign-in and guesses its code ten times: her step-up code is
    // neither retired nor stopped by it (the kinds are apart).
    const stranger = new TestBrowser(app, undefined, "203.0.113.9");
    expect((await stranger.post("/api/team/sign-in/email", { email: "olga@alphai.test" })).statusCode).toBe(200);
    for (let guess = 0; guess < 10; guess += 1) {
      if (guess % 5 === 0)
        expect((await stranger.post("/api/team/sign-in/email", { email: "olga@alphai.test" })).statusCode).toBe(200);
      await stranger.post("/api/team/sign-in/code", { code: String(100000 + guess) });
    }

    // The code neither works in another session of the member nor signs anyone in.
    const other = await memberWithSession(app, "olga2@alphai.test", "owner");
    await db.update(teamSessions).set({ memberId: owner.id }).where(eq(teamSessions.memberId, other.id));
    await verifiedAgo(app, owner.id, 30);
    const elsewhere = await other.browser.post("/api/team/step-up/code", { code });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().fields.code).toEqual(expect.any(String));
    expect((await other.browser.post("/api/team/sign-in/code", { code })).statusCode).toBe(400);

    const wrong = await owner.browser.post("/api/team/step-up/code", { code: code === "000000" ? "111111" : "000000" });
    expect(wrong.statusCode).toBe(400);
    expect((await owner.browser.post("/api/team/step-up/code", { code: "12" })).statusCode).toBe(400);
    const confirmed = await owner.browser.post("/api/team/step-up/code", { code });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(Date.now() - Date.parse(confirmed.json().verifiedAt)).toBeLessThan(60_000);
    // Used once.
    expect((await owner.browser.post("/api/team/step-up/code", { code })).statusCode).toBe(400);

    const changed = await owner.browser.patch(`/api/team/members/${sam.id}`, { role: "recruiting" });
    expect(changed.statusCode).toBe(200);
    // The other session of the member is still not confirmed.
    expect((await other.browser.patch(`/api/team/members/${sam.id}`, { role: "sales" })).statusCode).toBe(403);

    const steps = await db.select().from(auditEvents).where(eq(auditEvents.action, "step-up"));
    expect(steps).toMatchObject([{ actorId: owner.id, detail: { method: "email" } }]);
    const failed = await db.select().from(auditEvents).where(eq(auditEvents.action, "sign-in-failed"));
    expect(failed.map((event) => event.detail)).toContainEqual({ method: "email", reason: "wrong-code", stepUp: true });
    const { sessions } = (await owner.browser.get("/api/team/sessions")).json() as {
      sessions: { current: boolean; verifiedAt: string; method: string }[];
    };
    const current = sessions.find((session) => session.current)!;
    expect(current.verifiedAt).toBe(confirmed.json().verifiedAt);

    // The member whose role changed is told, with where to look if it was not expected; nothing else of theirs.
    const notice = await mailTo(sent, "sam@alphai.test", /role/i);
    expect(notice.text).toMatch(/Recruiting/);
    expect(notice.text).toMatch(/Olga/);
    expect(notice.text).toContain("https://www.alphai.test/team/account");
  });

  it("a passkey of the member's own confirms it; another member's does not; adding and removing one is announced", async () => {
    const { app, sent } = await start(backend);
    const { db } = app.database;
    const rita = await memberWithSession(app, "rita@alphai.test", "recruiting", "Rita");
    const sam = await memberWithSession(app, "sam@alphai.test", "sales", "Sam");
    const ritasDevice = new SoftwareAuthenticator();
    const samsDevice = new SoftwareAuthenticator();
    const ritasKey = await addPasskey(rita.browser, ritasDevice, "Rita's laptop");
    await addPasskey(sam.browser, samsDevice, "Sam's phone");

    const added = await mailTo(sent, "rita@alphai.test", /passkey was added/i);
    expect(added.text).toContain("Rita's laptop");
    expect(added.text).toContain("Chrome on Linux");
    expect(added.text).toContain("https://www.alphai.test/team/account");

    // A step-up in the middle of adding a passkey leaves that ceremony's challenge in place.
    const adding = (
      await rita.browser.post("/api/team/passkeys/options")
    ).json() as PublicKeyCredentialCreationOptionsJSON;
    const midway = (
      await rita.browser.post("/api/team/step-up/passkey/options")
    ).json() as PublicKeyCredentialRequestOptionsJSON;
    expect(
      (await rita.browser.post("/api/team/step-up/passkey", { response: ritasDevice.authenticate(midway, PAGE) }))
        .statusCode,
    ).toBe(200);
    const second = await rita.browser.post("/api/team/passkeys", {
      response: ritasDevice.register(adding, PAGE),
      name: "Rita's phone",
    });
    expect(second.statusCode, second.body).toBe(201);
    // Gone again (the rest of the test is about her first passkey).
    await db.delete(teamPasskeys).where(eq(teamPasskeys.id, second.json().passkey.id));
    ritasDevice.passkeys.pop();

    await verifiedAgo(app, rita.id, 15);
    expect((await rita.browser.delete(`/api/team/passkeys/${ritasKey}`)).json().stepUp).toEqual({
      passkey: true,
      mail: true,
    });
    // The options offer her own passkeys only.
    const options = (
      await rita.browser.post("/api/team/step-up/passkey/options")
    ).json() as PublicKeyCredentialRequestOptionsJSON;
    expect(options.allowCredentials?.map((credential) => credential.id)).toEqual([ritasKey]);
    // Sam's passkey (his device answering her challenge) proves nothing about her.
    const samsAnswer = await rita.browser.post("/api/team/step-up/passkey", {
      response: samsDevice.authenticate({ ...options, allowCredentials: [] }, PAGE),
    });
    expect(samsAnswer.statusCode).toBe(400);
    expect((await rita.browser.delete(`/api/team/passkeys/${ritasKey}`)).statusCode).toBe(403);

    const again = (
      await rita.browser.post("/api/team/step-up/passkey/options")
    ).json() as PublicKeyCredentialRequestOptionsJSON;
    const confirmed = await rita.browser.post("/api/team/step-up/passkey", {
      response: ritasDevice.authenticate(again, PAGE),
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // The challenge is used once.
    expect(
      (
        await rita.browser.post("/api/team/step-up/passkey", {
          response: ritasDevice.authenticate(again, PAGE),
        })
      ).statusCode,
    ).toBe(400);
    expect((await rita.browser.delete(`/api/team/passkeys/${ritasKey}`)).statusCode).toBe(204);
    const removed = await mailTo(sent, "rita@alphai.test", /passkey was removed/i);
    expect(removed.text).toContain("Rita's laptop");
    expect(await db.select().from(auditEvents).where(eq(auditEvents.action, "step-up"))).toMatchObject([
      { actorId: rita.id, detail: { method: "passkey" } },
      { actorId: rita.id, detail: { method: "passkey" } },
    ]);
    // A member without a passkey is told to use a code instead.
    await db.delete(teamPasskeys).where(eq(teamPasskeys.memberId, sam.id));
    expect((await sam.browser.post("/api/team/step-up/passkey/options")).statusCode).toBe(409);
  });

  it("without SMTP the interface is told to use a passkey, and a code is not offered", async () => {
    const app = await startApp(backend);
    const owner = await memberWithSession(app, "olga@alphai.test", "owner", "Olga");
    await verifiedAgo(app, owner.id, 11);
    const refused = await owner.browser.post("/api/team/members", { email: "new@alphai.test", role: "sales" });
    expect(refused.json().stepUp).toEqual({ passkey: false, mail: false });
    expect((await owner.browser.post("/api/team/step-up/email")).statusCode).toBe(503);
  });
});
