/**
 * Passkeys for the team workspace (decision 026), with @simplewebauthn/server: a signed-in member adds passkeys
 * (user verification required, discoverable credentials) and signs in with one from then on, on any browser,
 * without typing an address (the authenticator offers the site's passkeys; `allowCredentials` is empty).
 *
 * The challenge of each ceremony is stored in `team_challenges` under the SHA-256 of a random value in an HttpOnly
 * cookie of the browser (`alphai-team-webauthn`, `__Host-` over HTTPS): 5 minutes, used once (deleted as it is read).
 *
 * Relying party: the configuration alone names it (decision 035), never the request's Host: the RP ID is SITE_URL's
 * hostname (`localhost` for local use without SITE_URL), and a response is accepted from the configured origins on
 * that host or its subdomains (SITE_URL's, SITE_ORIGINS'). A request with a forged Host cannot get options for
 * another RP ID, so no credential registered through it signs in. The browser binds a credential to the RP ID it was
 * made for and puts the page's true origin in the signed client data, so a passkey made for the site is never
 * offered to another one.
 */
import type * as WebAuthn from "@simplewebauthn/server";
import type {
  AuthenticationResponseJSON,
  RegistrationResponseJSON,
  VerifiedRegistrationResponse,
} from "@simplewebauthn/server";
import { and, desc, eq, isNull, lt } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { fieldErrors } from "../../app/shared/lead-forms";
import type { ServerConfig } from "../config";
import type { Db } from "../db/client";
import { teamChallenges, teamMembers, teamPasskeys } from "../db/schema";
import { isSafeLine } from "../../app/shared/text-rules";
import { queueMail } from "../mail/outbox";
import { audit } from "./audit";
import {
  bindBrowser,
  browserHashOf,
  browserLabel,
  completeSignIn,
  NOT_AN_OBJECT,
  refuseSignIn,
  unbindBrowser,
  type Binding,
} from "./auth";
import { memberOf, type TeamDeps } from "./index";
import { passkeyNotice } from "./notices";
import { confirmedByPasskey, requireRecentSignIn } from "./step-up";

const CHALLENGE_TTL_MS = 5 * 60_000;
const RP_NAME = "Alphai team workspace";
/**
 * The algorithms a passkey may use: the library's defaults without the post-quantum ML-DSA-44, whose runtime probe
 * is an experimental Node API (it prints a warning) and which no authenticator ships yet.
 */
const ALGORITHMS = [
  -8, // COSEALG.EdDSA
  -7, // COSEALG.ES256
  -257, // COSEALG.RS256
];
/**
 * @simplewebauthn/server, loaded by the first passkey request: with its ASN.1 and CBOR packages it took about a
 * quarter of a second of every server's start, for screens a member opens a few times a month.
 */
let webauthnLibrary: Promise<typeof WebAuthn> | undefined;
const webauthn = () => (webauthnLibrary ??= import("@simplewebauthn/server"));
/** A registration response is a few hundred bytes with "none" attestation; room for authenticators that send more. */
const PASSKEY_BODY_LIMIT = 64 * 1024;

/** The RP ID (SITE_URL's hostname) and the origins a response may come from: the configured ones on that host. */
function relyingParty(config: Pick<ServerConfig, "siteUrl" | "siteOrigins">): {
  rpID: string;
  origins: string[];
} {
  const rpID = new URL(config.siteUrl).hostname;
  const origins = config.siteOrigins.filter((origin) => {
    const host = new URL(origin).hostname;
    return host === rpID || host.endsWith(`.${rpID}`);
  });
  return { rpID, origins };
}

/** What a challenge is for: adding a passkey, signing in, or a signed-in member confirming it is them (step-up). */
type Purpose = "register" | "sign-in" | "step-up";

/** The browser cookie a challenge is kept under: a step-up's apart from the ceremonies' (server/team/auth.ts). */
const bindingOf = (purpose: Purpose): Binding => (purpose === "step-up" ? "stepup" : "webauthn");

/** The user handle a member's passkeys carry: their id, which is no personal data. */
const userHandleOf = (memberId: number) => new Uint8Array(Buffer.from(`team-member-${memberId}`));

async function storeChallenge(
  db: Db,
  browserHash: string,
  challenge: string,
  purpose: Purpose,
  memberId: number | null,
): Promise<void> {
  const expiresAt = new Date(Date.now() + CHALLENGE_TTL_MS);
  // Challenges abandoned half-way are cleared as new ones are made.
  await db.delete(teamChallenges).where(lt(teamChallenges.expiresAt, new Date()));
  await db
    .insert(teamChallenges)
    .values({ browserHash, challenge, purpose, memberId, expiresAt })
    .onConflictDoUpdate({ target: teamChallenges.browserHash, set: { challenge, purpose, memberId, expiresAt } });
}

/** The browser's challenge for this ceremony, deleted as it is read (single use); undefined when none is live. */
async function takeChallenge(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  purpose: Purpose,
  memberId: number | null,
): Promise<string | undefined> {
  const binding = bindingOf(purpose);
  const browserHash = browserHashOf(request, binding);
  unbindBrowser(request, reply, binding);
  if (!browserHash) return undefined;
  const [row] = await db
    .delete(teamChallenges)
    .where(
      and(
        eq(teamChallenges.browserHash, browserHash),
        eq(teamChallenges.purpose, purpose),
        memberId === null ? isNull(teamChallenges.memberId) : eq(teamChallenges.memberId, memberId),
      ),
    )
    .returning({ challenge: teamChallenges.challenge, expiresAt: teamChallenges.expiresAt });
  return row && row.expiresAt.getTime() > Date.now() ? row.challenge : undefined;
}

const passkeyJson = (row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }) => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

const NO_RESPONSE = "Send the passkey's response as @simplewebauthn/browser gave it.";
/** What `startRegistration()` / `startAuthentication()` of @simplewebauthn/browser returned, checked for shape only (the library verifies the rest). */
const responseSchema = z.looseObject(
  {
    id: z.string({ error: NO_RESPONSE }).min(1, NO_RESPONSE).max(1400, NO_RESPONSE),
    rawId: z.string({ error: NO_RESPONSE }).max(1400, NO_RESPONSE),
    type: z.literal("public-key", { error: NO_RESPONSE }),
    response: z.looseObject({}, { error: NO_RESPONSE }),
  },
  { error: NO_RESPONSE },
);
const registerBody = z.object(
  {
    response: responseSchema,
    name: z
      .string({ error: "Enter a name for the passkey as text." })
      .trim()
      .max(60, "Keep the passkey's name under 60 characters.")
      // It is shown in lists and written into the notice mail: the public forms' text rules.
      .refine(isSafeLine, "Remove line breaks and special characters from the passkey's name.")
      .optional(),
  },
  NOT_AN_OBJECT,
);
const signInBody = z.object({ response: responseSchema }, NOT_AN_OBJECT);

const NOT_VERIFIED =
  "The passkey could not be verified. Try again, and let your device check it is you (fingerprint, face or PIN).";
const NO_CHALLENGE = "The passkey request has expired or was already answered: try again.";

/**
 * Stores a verified passkey with its audit entry and the notice to its member (every passkey added to an account is
 * announced, wherever it was added from); undefined when the credential is registered already.
 */
async function storePasskey(
  db: Db,
  siteUrl: string,
  member: { id: number; email: string },
  added: { info: VerifiedRegistrationResponse["registrationInfo"] & object; name?: string; browser: string },
) {
  const { credential, credentialDeviceType, credentialBackedUp } = added.info;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(teamPasskeys)
      .values({
        id: credential.id,
        memberId: member.id,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name: added.name || added.browser,
      })
      .onConflictDoNothing({ target: teamPasskeys.id })
      .returning();
    if (!row) return undefined;
    await audit(tx, { actorId: member.id, action: "passkey.add", subjectType: "passkey", subjectId: row.id });
    await queueMail(
      tx,
      passkeyNotice(siteUrl, member.email, {
        kind: "added",
        name: row.name,
        browser: added.browser,
        at: row.createdAt,
      }),
    );
    return row;
  });
}

function registrationRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db, config, outbox } = deps;
  app.post("/api/team/passkeys/options", async (request, reply) => {
    const { member } = memberOf(request);
    if (!(await requireRecentSignIn(request, reply, deps))) return reply;
    const rp = relyingParty(config);
    const existing = await db
      .select({ id: teamPasskeys.id, transports: teamPasskeys.transports })
      .from(teamPasskeys)
      .where(eq(teamPasskeys.memberId, member.id));
    const options = await (
      await webauthn()
    ).generateRegistrationOptions({
      rpName: RP_NAME,
      rpID: rp.rpID,
      userName: member.email,
      userDisplayName: member.name,
      userID: userHandleOf(member.id),
      timeout: CHALLENGE_TTL_MS,
      attestationType: "none",
      excludeCredentials: existing,
      authenticatorSelection: { residentKey: "required", userVerification: "required" },
      supportedAlgorithmIDs: ALGORITHMS,
    });
    await storeChallenge(
      db,
      bindBrowser(request, reply, "webauthn", CHALLENGE_TTL_MS),
      options.challenge,
      "register",
      member.id,
    );
    return reply.send(options);
  });

  app.post("/api/team/passkeys", { bodyLimit: PASSKEY_BODY_LIMIT }, async (request, reply) => {
    const { member } = memberOf(request);
    const parsed = registerBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: "The passkey could not be added.", fields: fieldErrors(parsed.error) });
    if (!(await requireRecentSignIn(request, reply, deps))) return reply;
    const rp = relyingParty(config);
    const challenge = await takeChallenge(request, reply, db, "register", member.id);
    if (!challenge) return reply.code(400).send({ error: NO_CHALLENGE });
    const verification = await (
      await webauthn()
    )
      .verifyRegistrationResponse({
        response: parsed.data.response as unknown as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: rp.origins,
        expectedRPID: rp.rpID,
        requireUserVerification: true,
        supportedAlgorithmIDs: ALGORITHMS,
      })
      .catch((error: unknown) => {
        request.log.info(
          { reason: String((error as Error).message ?? error).slice(0, 200) },
          "passkey registration not verified",
        );
        return undefined;
      });
    if (!verification?.verified) return reply.code(400).send({ error: NOT_VERIFIED });
    const row = await storePasskey(db, config.siteUrl, member, {
      info: verification.registrationInfo,
      name: parsed.data.name,
      browser: browserLabel(request.headers["user-agent"]),
    });
    if (!row) return reply.code(409).send({ error: "This passkey is already registered." });
    outbox.kick();
    return reply.code(201).send({ passkey: passkeyJson(row) });
  });
}

/** A registered passkey, with its member (removed or not), by its credential id. */
async function passkeyWithMember(db: TeamDeps["db"], id: string) {
  const [passkey] = await db
    .select({
      passkey: teamPasskeys,
      member: {
        id: teamMembers.id,
        email: teamMembers.email,
        name: teamMembers.name,
        role: teamMembers.role,
        removedAt: teamMembers.removedAt,
      },
    })
    .from(teamPasskeys)
    .innerJoin(teamMembers, eq(teamMembers.id, teamPasskeys.memberId))
    .where(eq(teamPasskeys.id, id));
  return passkey;
}

/** An authentication response checked against its challenge and the stored passkey; undefined when not verified. */
async function verifyPasskey(
  request: FastifyRequest,
  config: ServerConfig,
  response: AuthenticationResponseJSON,
  challenge: string,
  passkey: typeof teamPasskeys.$inferSelect,
) {
  const rp = relyingParty(config);
  const verification = await (
    await webauthn()
  )
    .verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origins,
      expectedRPID: rp.rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    })
    .catch((error: unknown) => {
      request.log.info({ reason: String((error as Error).message ?? error).slice(0, 200) }, "passkey not verified");
      return undefined;
    });
  return verification?.verified ? verification.authenticationInfo : undefined;
}

/** A verified use of a passkey: its signature counter, backup state and last use. */
const recordUse = (db: Db, id: string, verification: NonNullable<Awaited<ReturnType<typeof verifyPasskey>>>) =>
  db
    .update(teamPasskeys)
    .set({ counter: verification.newCounter, backedUp: verification.credentialBackedUp, lastUsedAt: new Date() })
    .where(eq(teamPasskeys.id, id));

function signInRoutes(app: FastifyInstance, { db, config }: TeamDeps): void {
  const rateLimit = { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs };

  app.post("/api/team/sign-in/passkey/options", { config: { team: "public", rateLimit } }, async (request, reply) => {
    const rp = relyingParty(config);
    const options = await (
      await webauthn()
    ).generateAuthenticationOptions({
      rpID: rp.rpID,
      allowCredentials: [],
      userVerification: "required",
      timeout: CHALLENGE_TTL_MS,
    });
    await storeChallenge(
      db,
      bindBrowser(request, reply, "webauthn", CHALLENGE_TTL_MS),
      options.challenge,
      "sign-in",
      null,
    );
    return reply.send(options);
  });

  app.post(
    "/api/team/sign-in/passkey",
    { bodyLimit: PASSKEY_BODY_LIMIT, config: { team: "public", rateLimit } },
    async (request, reply) => {
      const parsed = signInBody.safeParse(request.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ error: "The passkey could not be checked.", fields: fieldErrors(parsed.error) });
      const response = parsed.data.response as unknown as AuthenticationResponseJSON;
      const challenge = await takeChallenge(request, reply, db, "sign-in", null);
      if (!challenge)
        return refuseSignIn(request, reply, db, { method: "passkey", reason: "no-challenge", message: NO_CHALLENGE });
      const passkey = await passkeyWithMember(db, response.id);
      if (!passkey)
        return refuseSignIn(request, reply, db, {
          method: "passkey",
          reason: "unknown-passkey",
          message: "This passkey is not registered here: sign in by e-mail, then add it.",
        });
      const { removedAt, ...member } = passkey.member;
      const handle = response.response.userHandle;
      const refuse = (reason: string, message = NOT_VERIFIED) =>
        refuseSignIn(request, reply, db, { memberId: member.id, method: "passkey", reason, message });
      if (removedAt) return refuse("removed", "This passkey's member is no longer on the team.");
      if (handle !== undefined && handle !== Buffer.from(userHandleOf(member.id)).toString("base64url"))
        return refuse("user-handle");
      const verification = await verifyPasskey(request, config, response, challenge, passkey.passkey);
      if (!verification) return refuse("not-verified");
      await recordUse(db, passkey.passkey.id, verification);
      return completeSignIn(request, reply, db, member, "passkey", "webauthn");
    },
  );
}

function listRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db, config, outbox } = deps;
  app.get("/api/team/passkeys", async (request) => {
    const { member } = memberOf(request);
    const rows = await db
      .select()
      .from(teamPasskeys)
      .where(eq(teamPasskeys.memberId, member.id))
      .orderBy(desc(teamPasskeys.createdAt), desc(teamPasskeys.id));
    return { passkeys: rows.map(passkeyJson) };
  });

  app.delete("/api/team/passkeys/:id", async (request, reply) => {
    const { member } = memberOf(request);
    const { id } = request.params as { id: string };
    if (!(await requireRecentSignIn(request, reply, deps))) return reply;
    const removed = await db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(teamPasskeys)
        .where(and(eq(teamPasskeys.id, id), eq(teamPasskeys.memberId, member.id)))
        .returning({ id: teamPasskeys.id, name: teamPasskeys.name });
      if (!gone) return undefined;
      await audit(tx, { actorId: member.id, action: "passkey.remove", subjectType: "passkey", subjectId: id });
      await queueMail(
        tx,
        passkeyNotice(config.siteUrl, member.email, {
          kind: "removed",
          name: gone.name,
          browser: browserLabel(request.headers["user-agent"]),
          at: new Date(),
        }),
      );
      return gone;
    });
    if (!removed) return reply.code(404).send({ error: "No such passkey of yours." });
    outbox.kick();
    return reply.code(204).send();
  });
}

/**
 * Step-up with a passkey: the signed-in member confirms it is them with one of their own passkeys (only theirs are
 * offered and accepted); the session counts as recently verified from then on (server/team/step-up.ts).
 */
function stepUpRoutes(app: FastifyInstance, { db, config }: TeamDeps): void {
  const rateLimit = { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs };
  app.post("/api/team/step-up/passkey/options", { config: { rateLimit } }, async (request, reply) => {
    const { member } = memberOf(request);
    const own = await db
      .select({ id: teamPasskeys.id, transports: teamPasskeys.transports })
      .from(teamPasskeys)
      .where(eq(teamPasskeys.memberId, member.id));
    if (!own.length)
      return reply.code(409).send({ error: "You have no passkey yet: confirm with a code by e-mail instead." });
    const options = await (
      await webauthn()
    ).generateAuthenticationOptions({
      rpID: relyingParty(config).rpID,
      allowCredentials: own,
      userVerification: "required",
      timeout: CHALLENGE_TTL_MS,
    });
    await storeChallenge(
      db,
      bindBrowser(request, reply, bindingOf("step-up"), CHALLENGE_TTL_MS),
      options.challenge,
      "step-up",
      member.id,
    );
    return reply.send(options);
  });

  app.post(
    "/api/team/step-up/passkey",
    { bodyLimit: PASSKEY_BODY_LIMIT, config: { rateLimit } },
    async (request, reply) => {
      const session = memberOf(request);
      const parsed = signInBody.safeParse(request.body ?? {});
      if (!parsed.success)
        return reply.code(400).send({ error: "The passkey could not be checked.", fields: fieldErrors(parsed.error) });
      const response = parsed.data.response as unknown as AuthenticationResponseJSON;
      const challenge = await takeChallenge(request, reply, db, "step-up", session.member.id);
      if (!challenge) return reply.code(400).send({ error: NO_CHALLENGE });
      const passkey = await passkeyWithMember(db, response.id);
      const refuse = (reason: string) =>
        refuseSignIn(request, reply, db, {
          memberId: session.member.id,
          method: "passkey",
          reason,
          message: "Use one of your own passkeys, and let your device check it is you (fingerprint, face or PIN).",
        });
      // Another member's passkey proves nothing about this session's member.
      if (!passkey || passkey.member.id !== session.member.id) return refuse("not-own-passkey");
      const verification = await verifyPasskey(request, config, response, challenge, passkey.passkey);
      if (!verification) return refuse("not-verified");
      await recordUse(db, passkey.passkey.id, verification);
      return reply.send(await confirmedByPasskey(db, session));
    },
  );
}

/** The passkey routes: registration and the member's list (signed in), and sign-in with a passkey (public). */
export function passkeyRoutes(app: FastifyInstance, deps: TeamDeps): void {
  registrationRoutes(app, deps);
  signInRoutes(app, deps);
  listRoutes(app, deps);
  stepUpRoutes(app, deps);
}
