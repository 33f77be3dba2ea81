import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/server";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditEvents, teamChallenges, teamPasskeys, teamSessions } from "../db/schema";
import { startApp } from "../testing/app";
import { BACKENDS, type Backend } from "../testing/support";
import { memberWithSession, TestBrowser } from "../testing/team";
import { SoftwareAuthenticator } from "../testing/webauthn";
import { sha256 } from "./session";

/** The tests' SITE_URL (server/testing/support.ts): the RP ID the options name and the origin a browser there reports. */
const PAGE = { origin: "https://www.alphai.test" };
const RP_ID = "www.alphai.test";

const start = (backend: Backend) => startApp(backend, { rateLimitMax: 1000 });

async function registerPasskey(
  browser: TestBrowser,
  device: SoftwareAuthenticator,
  name?: string,
  ceremony: { origin: string; userVerified?: boolean } = PAGE,
) {
  const options = (await browser.post("/api/team/passkeys/options")).json() as PublicKeyCredentialCreationOptionsJSON;
  return browser.post("/api/team/passkeys", {
    response: device.register(options, ceremony),
    ...(name === undefined ? {} : { name }),
  });
}

async function signInWithPasskey(
  browser: TestBrowser,
  device: SoftwareAuthenticator,
  ceremony: { origin: string; userVerified?: boolean } = PAGE,
) {
  const options = (
    await browser.post("/api/team/sign-in/passkey/options")
  ).json() as PublicKeyCredentialRequestOptionsJSON;
  const response = device.authenticate(options, ceremony);
  return { answer: await browser.post("/api/team/sign-in/passkey", { response }), response };
}

describe.each(BACKENDS)("passkeys on %s", (backend) => {
  it("registers a passkey with user verification required, then signs in with it in a new browser", async () => {
    const app = await start(backend);
    const { db } = app.database;
    const rita = await memberWithSession(app, "rita@alphai.test", "recruiting", "Rita");
    const device = new SoftwareAuthenticator();

    const optionsAnswer = await rita.browser.post("/api/team/passkeys/options");
    expect(optionsAnswer.statusCode).toBe(200);
    expect(String(optionsAnswer.headers["set-cookie"])).toMatch(
      /^__Host-alphai-team-webauthn=[A-Za-z0-9_-]{43}; Max-Age=300; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const options = optionsAnswer.json() as PublicKeyCredentialCreationOptionsJSON;
    expect(options).toMatchObject({
      rp: { id: RP_ID, name: expect.any(String) },
      user: { name: "rita@alphai.test", displayName: "Rita" },
      attestation: "none",
      excludeCredentials: [],
      authenticatorSelection: { residentKey: "required", userVerification: "required", requireResidentKey: true },
    });
    const [challenge] = await db.select().from(teamChallenges);
    expect(challenge).toMatchObject({
      challenge: options.challenge,
      purpose: "register",
      memberId: rita.id,
      browserHash: sha256(rita.browser.cookies.get("__Host-alphai-team-webauthn")!),
    });

    const added = await rita.browser.post("/api/team/passkeys", {
      response: device.register(options, PAGE),
      name: "Work laptop",
    });
    expect(added.statusCode).toBe(201);
    const { passkey } = added.json();
    expect(passkey).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      name: "Work laptop",
      createdAt: expect.any(String),
      lastUsedAt: null,
    });
    expect(rita.browser.cookies.has("__Host-alphai-team-webauthn")).toBe(false);
    expect(await db.select().from(teamChallenges)).toEqual([]);
    const [stored] = await db.select().from(teamPasskeys);
    expect(stored).toMatchObject({
      id: passkey.id,
      memberId: rita.id,
      counter: 0,
      transports: ["internal"],
      deviceType: "singleDevice",
      backedUp: false,
      name: "Work laptop",
    });
    expect(stored!.publicKey.length).toBeGreaterThan(64);
    expect((await db.select().from(auditEvents).where(eq(auditEvents.action, "passkey.add")))[0]).toMatchObject({
      actorId: rita.id,
      subjectType: "passkey",
      subjectId: passkey.id,
    });

    // The next registration excludes it.
    const next = (
      await rita.browser.post("/api/team/passkeys/options")
    ).json() as PublicKeyCredentialCreationOptionsJSON;
    expect(next.excludeCredentials).toEqual([{ id: passkey.id, type: "public-key", transports: ["internal"] }]);

    // Sign-in from a browser that has never been signed in: discoverable, no address typed.
    const fresh = new TestBrowser(app);
    const signInOptions = (
      await fresh.post("/api/team/sign-in/passkey/options")
    ).json() as PublicKeyCredentialRequestOptionsJSON;
    expect(signInOptions).toMatchObject({ rpId: RP_ID, userVerification: "required" });
    expect(signInOptions.allowCredentials ?? []).toEqual([]);
    const response = device.authenticate(signInOptions, PAGE);
    const signedIn = await fresh.post("/api/team/sign-in/passkey", { response });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual({
      member: { id: rita.id, email: "rita@alphai.test", name: "Rita", role: "recruiting" },
    });
    expect(fresh.cookies.has("__Host-alphai-team")).toBe(true);
    expect(fresh.cookies.has("__Host-alphai-team-webauthn")).toBe(false);
    expect((await fresh.get("/api/team/me")).statusCode).toBe(200);
    const [session] = await db
      .select()
      .from(teamSessions)
      .where(eq(teamSessions.idHash, sha256(fresh.cookies.get("__Host-alphai-team")!)));
    expect(session).toMatchObject({ memberId: rita.id, method: "passkey", label: "Chrome on Linux" });
    const [used] = await db.select().from(teamPasskeys);
    expect(used!.counter).toBe(1);
    expect(used!.lastUsedAt).toBeInstanceOf(Date);
    const signIns = await db.select().from(auditEvents).where(eq(auditEvents.action, "sign-in"));
    expect(signIns).toEqual([expect.objectContaining({ actorId: rita.id, detail: { method: "passkey" } })]);

    // A challenge answers once: the same response again is refused.
    const replayed = await fresh.post("/api/team/sign-in/passkey", { response });
    expect(replayed.statusCode).toBe(400);
  });

  it("refuses a registration or a sign-in without user verification, or from another origin", async () => {
    const app = await start(backend);
    const sam = await memberWithSession(app, "sam@alphai.test", "sales");
    const unverified = await registerPasskey(sam.browser, new SoftwareAuthenticator(), "No PIN", {
      origin: PAGE.origin,
      userVerified: false,
    });
    expect(unverified.statusCode).toBe(400);
    expect(unverified.json().error).toMatch(/could not be verified/);
    const elsewhere = await registerPasskey(sam.browser, new SoftwareAuthenticator(), "Phished", {
      origin: "https://evil.example",
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(await app.database.db.select().from(teamPasskeys)).toEqual([]);

    const device = new SoftwareAuthenticator();
    expect((await registerPasskey(sam.browser, device)).statusCode).toBe(201);
    const browser = new TestBrowser(app);
    const noUv = await signInWithPasskey(browser, device, { origin: PAGE.origin, userVerified: false });
    expect(noUv.answer.statusCode).toBe(400);
    expect((await signInWithPasskey(browser, device, { origin: "https://evil.example" })).answer.statusCode).toBe(400);
    expect(browser.cookies.has("__Host-alphai-team")).toBe(false);
    const failures = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "sign-in-failed"));
    expect(failures).toHaveLength(2);
    expect(failures[0]).toMatchObject({
      actorId: null,
      subjectType: "member",
      subjectId: String(sam.id),
      detail: { method: "passkey", reason: "not-verified" },
    });

    // Without options first (no challenge in this browser), nothing is checked.
    const stray = await new TestBrowser(app).post("/api/team/sign-in/passkey", {
      response: device.authenticate({ challenge: "AAAA", rpId: RP_ID }, PAGE),
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.json().error).toMatch(/expired or was already answered/);
    expect(
      (await browser.post("/api/team/sign-in/passkey", { response: { id: "x" } })).json().fields.response,
    ).toBeDefined();
  });

  it("takes the relying party from SITE_URL, never the Host header: a forged host gets the site's RP ID, and its own credential is refused", async () => {
    const app = await start(backend);
    const sam = await memberWithSession(app, "sam@alphai.test", "sales");
    const forged = { host: "evil.example" };
    // The forged host's own origin is not one the configuration names: refused before anything is read.
    const fromThere = await sam.browser.request(
      "POST",
      "/api/team/passkeys/options",
      {},
      {
        ...forged,
        origin: "https://evil.example",
      },
    );
    expect(fromThere.statusCode).toBe(403);
    // Through the site's origin, the options still name the site's RP ID, not the Host's.
    const options = (
      await sam.browser.request("POST", "/api/team/passkeys/options", {}, forged)
    ).json() as PublicKeyCredentialCreationOptionsJSON;
    expect(options.rp.id).toBe(RP_ID);
    // A credential made for the forged host (its RP ID and origin) is refused, and nothing is stored.
    const device = new SoftwareAuthenticator();
    const made = await sam.browser.request(
      "POST",
      "/api/team/passkeys",
      {
        response: device.register(
          { ...options, rp: { ...options.rp, id: "evil.example" } },
          { origin: "https://evil.example" },
        ),
        name: "Forged",
      },
      forged,
    );
    expect(made.statusCode).toBe(400);
    expect(await app.database.db.select().from(teamPasskeys)).toEqual([]);
    const signInOptions = (
      await new TestBrowser(app).request("POST", "/api/team/sign-in/passkey/options", {}, forged)
    ).json() as PublicKeyCredentialRequestOptionsJSON;
    expect(signInOptions.rpId).toBe(RP_ID);
  });

  it("lists and removes the member's own passkeys; a removed passkey no longer signs in", async () => {
    const app = await start(backend);
    const sam = await memberWithSession(app, "sam@alphai.test", "sales");
    const rita = await memberWithSession(app, "rita@alphai.test", "recruiting");
    const laptop = new SoftwareAuthenticator();
    const phone = new SoftwareAuthenticator();
    const first = (await registerPasskey(sam.browser, laptop, "Laptop")).json().passkey;
    const second = (await registerPasskey(sam.browser, phone)).json().passkey;
    expect(second.name).toBe("Chrome on Linux");
    const ritas = (await registerPasskey(rita.browser, new SoftwareAuthenticator(), "Rita's")).json().passkey;

    const listed = await sam.browser.get("/api/team/passkeys");
    expect(listed.statusCode).toBe(200);
    expect(listed.json().passkeys.map((passkey: { id: string }) => passkey.id)).toEqual([second.id, first.id]);
    expect((await sam.browser.delete(`/api/team/passkeys/${ritas.id}`)).statusCode).toBe(404);
    expect((await sam.browser.delete(`/api/team/passkeys/${first.id}`)).statusCode).toBe(204);
    expect((await sam.browser.get("/api/team/passkeys")).json().passkeys).toEqual([second]);
    const [removed] = await app.database.db.select().from(auditEvents).where(eq(auditEvents.action, "passkey.remove"));
    expect(removed).toMatchObject({ actorId: sam.id, subjectType: "passkey", subjectId: first.id });

    const refused = await signInWithPasskey(new TestBrowser(app), laptop);
    expect(refused.answer.statusCode).toBe(400);
    expect(refused.answer.json().error).toMatch(/not registered/);
    expect((await signInWithPasskey(new TestBrowser(app), phone)).answer.statusCode).toBe(200);
  });

  it("ends a removed member's passkeys with the member", async () => {
    const app = await start(backend);
    const owner = await memberWithSession(app, "owner@alphai.test", "owner");
    const sam = await memberWithSession(app, "sam@alphai.test", "sales");
    const device = new SoftwareAuthenticator();
    expect((await registerPasskey(sam.browser, device)).statusCode).toBe(201);
    expect((await owner.browser.delete(`/api/team/members/${sam.id}`)).statusCode).toBe(204);
    const attempt = await signInWithPasskey(new TestBrowser(app), device);
    expect(attempt.answer.statusCode).toBe(400);
    expect(await app.database.db.select().from(teamPasskeys)).toEqual([]);
  });
});
