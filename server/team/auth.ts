/**
 * Signing in to the team workspace by e-mail (decision 026): a member asks with their address and receives a
 * one-time link and the same code, valid 15 minutes, used once, and bound to the browser that asked.
 *
 * - The binding: the asking browser gets a random value in an HttpOnly cookie (`alphai-team-signin`, or
 *   `__Host-alphai-team-signin` over HTTPS); the request stores its SHA-256. A link opened in another browser (a
 *   mail client's preview, a forwarded mail, a scanner) finds no matching cookie and is refused without being used.
 * - The table holds hashes only: of the link's token, of the code (salted with the token's hash) and of the
 *   browser's value, so a copy of the database signs nobody in.
 * - Nothing tells a member from a stranger: an unknown address gets the same answer, after the same minimum time,
 *   and counts against the same per-address limit, but no request and no mail.
 * - Limits: per client (the route's rate limit), per address (5 requests in 15 minutes, keyed by the address's
 *   hash so no address sits in `rate_limits`), and per request (5 wrong codes spend it). A new request retires the
 *   member's earlier links and codes, and a code typed in a browser is compared with that browser's latest request
 *   only: one code is ever live, so the daily budget of guesses is not multiplied by the requests asked.
 * - Nothing of a sign-in reaches the log: without SMTP_URL the mail is held in the outbox like any other, and the
 *   operator prints a link on the server instead (`npm run team -- sign-in-link <email>`, issueOperatorLink): it was
 *   never in a mail, so it opens in any browser, once, for 15 minutes, and its issue is audited.
 * - Success rotates the session: the browser's previous session, if any, is deleted with the new one's start.
 */
import { randomInt, timingSafeEqual } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import { and, desc, eq, gt, isNull, lt, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { emailSchema, fieldErrors } from "../../app/shared/lead-forms";
import type { ServerConfig } from "../config";
import { queryRows, type Db } from "../db/client";
import { teamMembers, teamSignInRequests } from "../db/schema";
import { clientKey } from "../client-address";
import { queueMail, type Mail } from "../mail/outbox";
import { audit } from "./audit";
import { recordSecurityEvent } from "./security-log";
import type { TeamDeps } from "./index";
import {
  createSession,
  randomToken,
  revokeSession,
  sessionCookieName,
  setSessionCookie,
  sha256,
  type TeamMember,
} from "./session";

const SIGN_IN_TTL_MS = 15 * 60_000;

/** How a session began: a mailed link or code, a passkey, or a link the operator printed on the server. */
export type SignInMethod = "email" | "passkey" | "operator";
/** Wrong codes a request takes before it is spent. */
const MAX_CODE_ATTEMPTS = 5;
/** Wrong codes a member's requests take in 24 hours before their codes stop working (links and passkeys still do). */
const CODE_FAILURES_PER_DAY = 10;
/** Sign-in requests one address may make in its window (whoever asks, member or not). */
const ADDRESS_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;
/**
 * Sign-in requests one client may make for one address in its window; beyond, 429. The address's own limit above
 * only stops the mails (the same answer, no 429): a 429 for everyone let any client lock a member out of e-mail
 * sign-in by asking five times a quarter of an hour.
 */
const CLIENT_ADDRESS_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;
/** Expired requests are kept a day, so a late click is still audited under its member. */
const KEEP_EXPIRED_MS = 24 * 60 * 60_000;

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

// ---- Browser binding cookies (shared with the passkeys' challenges) ----

/** A browser's binding cookies: an e-mail sign-in, a passkey ceremony, and a passkey step-up (its own, so a step-up
 * in the middle of adding a passkey leaves that ceremony's challenge in place). */
export type Binding = "signin" | "webauthn" | "stepup";

/** `__Host-` when SITE_URL is https (only this origin can set or read it), a plain name for local use over http. */
const bindingCookieName = (request: FastifyRequest, binding: Binding): string =>
  `${request.httpsSite ? "__Host-" : ""}alphai-team-${binding}`;

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Gives the browser its binding value (the one it has, if well formed, so every request it made stays valid) and returns its hash. */
export function bindBrowser(request: FastifyRequest, reply: FastifyReply, binding: Binding, maxAgeMs: number): string {
  const current = request.cookies[bindingCookieName(request, binding)];
  const value = current && TOKEN_SHAPE.test(current) ? current : randomToken();
  reply.setCookie(bindingCookieName(request, binding), value, {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.httpsSite,
    maxAge: Math.floor(maxAgeMs / 1000),
  });
  return sha256(value);
}

/** The hash of the browser's binding value; undefined when it has none. */
export function browserHashOf(request: FastifyRequest, binding: Binding): string | undefined {
  const value = request.cookies[bindingCookieName(request, binding)];
  return value && TOKEN_SHAPE.test(value) ? sha256(value) : undefined;
}

export function unbindBrowser(request: FastifyRequest, reply: FastifyReply, binding: Binding): void {
  reply.clearCookie(bindingCookieName(request, binding), {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: request.httpsSite,
  });
}

/** Whether two hex digests are equal, in time that does not depend on where they differ. */
function sameDigest(a: string, b: string): boolean {
  const left = Buffer.from(a, "hex");
  const right = Buffer.from(b, "hex");
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

// ---- Starting a session (e-mail and passkey alike) ----

const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(?:e|A|iOS)?\//, "Edge"],
  [/\bOPR\/|\bOpera\b/, "Opera"],
  [/\bSamsungBrowser\//, "Samsung Internet"],
  [/\bFirefox\/|\bFxiOS\//, "Firefox"],
  [/\b(?:Headless)?Chrome\/|\bCriOS\/|\bChromium\//, "Chrome"],
  [/\bSafari\//, "Safari"],
];
const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\bWindows\b/, "Windows"],
  [/\biPhone\b|\biPod\b/, "iOS"],
  [/\biPad\b/, "iPadOS"],
  [/\bAndroid\b/, "Android"],
  [/\bCrOS\b/, "ChromeOS"],
  [/\bMacintosh\b|\bMac OS X\b/, "macOS"],
  [/\bLinux\b/, "Linux"],
];

/** A short name for the browser of a User-Agent, for the member's list of sessions ("Chrome on Linux"). */
export function browserLabel(userAgent: string | undefined): string {
  const agent = (userAgent ?? "").slice(0, 500);
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? (system ? `A browser on ${system}` : "Unknown browser");
}

const memberJson = (member: TeamMember) => ({
  id: member.id,
  email: member.email,
  name: member.name,
  role: member.role,
});

/**
 * Signs a member in on this browser: a new session (its cookie), the browser's previous session deleted (rotation),
 * the binding cookie cleared, and the sign-in audited. Answers `{ member }`.
 */
export async function completeSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  member: TeamMember,
  method: SignInMethod,
  binding: Binding,
) {
  const previous = request.cookies[sessionCookieName(request)];
  const value = await createSession(db, member.id, method, browserLabel(request.headers["user-agent"]));
  if (previous) await revokeSession(db, sha256(previous));
  await audit(db, { actorId: member.id, action: "sign-in", detail: { method } });
  setSessionCookie(request, reply, value);
  unbindBrowser(request, reply, binding);
  return reply.code(200).send({ member: memberJson(member) });
}

/**
 * A refused sign-in: audited by member id when one is known (never the address, the token or the code); otherwise
 * written to the security log with the client, capped per client (server/team/security-log.ts), so anonymous
 * attempts never fill the append-only audit log.
 */
export async function refuseSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  failure: { memberId?: number; method: SignInMethod; reason: string; message: string },
) {
  if (failure.memberId) {
    await audit(db, {
      actorId: null,
      action: "sign-in-failed",
      subjectType: "member",
      subjectId: failure.memberId,
      detail: { method: failure.method, reason: failure.reason },
    });
  } else {
    await recordSecurityEvent(db, request, "sign-in-failed", { method: failure.method, reason: failure.reason });
  }
  return reply.code(400).send({ error: failure.message });
}

// ---- The bootstrap owner ----

const localPart = (email: string) => email.slice(0, email.lastIndexOf("@")).slice(0, 100);

/**
 * TEAM_OWNER_EMAIL's member: created, restored or promoted to owner when it asks to sign in, so that address can
 * always enter (a fresh install, or an owner locked out by a mistake in the database).
 */
async function ensureBootstrapOwner(tx: Tx, email: string): Promise<TeamMember> {
  const [row] = await tx
    .insert(teamMembers)
    .values({ email, name: localPart(email), role: "owner" })
    .onConflictDoUpdate({ target: teamMembers.email, set: { role: "owner", removedAt: null } })
    .returning({ id: teamMembers.id, email: teamMembers.email, name: teamMembers.name, role: teamMembers.role });
  return row!;
}

async function activeMember(tx: Tx, email: string): Promise<TeamMember | undefined> {
  const [row] = await tx
    .select({ id: teamMembers.id, email: teamMembers.email, name: teamMembers.name, role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.email, email), isNull(teamMembers.removedAt)));
  return row;
}

// ---- Requests ----

export const codeHashOf = (linkHash: string, code: string) => sha256(`${linkHash}:${code}`);

function signInMail(siteUrl: string, to: string, token: string, code: string): Mail {
  return {
    kind: "team-sign-in",
    to,
    subject: "Sign in to Alphai's team workspace",
    text: [
      "Hello,",
      "",
      "to sign in to Alphai's team workspace, open this link in the browser where you asked:",
      signInLink(siteUrl, token),
      "",
      `Or type this code there: ${code}`,
      "",
      "The link and the code are valid for 15 minutes, once, and only in that browser.",
      "Never share this code or forward this mail: Alphai will never ask you for it. If you did not ask to sign in, ignore this message.",
    ].join("\n"),
  };
}

/**
 * Counts one request against a window; answers how many milliseconds remain when the window is full. Keys are
 * SHA-256 digests, never the address or the client itself.
 */
export async function limitWait(
  db: Db,
  key: string,
  limit: { readonly max: number; readonly windowMs: number },
): Promise<number> {
  const [row] = await queryRows<{ count: number; ttl: number }>(
    db,
    sql`
    INSERT INTO rate_limits (key, count, reset_at) VALUES (${`team-sign-in:${sha256(key)}`}, 1, now() + ${limit.windowMs}::int * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limits.reset_at <= now() THEN 1 ELSE rate_limits.count + 1 END,
      reset_at = CASE WHEN rate_limits.reset_at <= now() THEN EXCLUDED.reset_at ELSE rate_limits.reset_at END
    RETURNING count, GREATEST(0, (EXTRACT(EPOCH FROM (reset_at - now())) * 1000))::int AS ttl`,
  );
  return row && Number(row.count) > limit.max ? Number(row.ttl) : 0;
}

/** A step-up's binding starts with this (server/team/step-up.ts); a browser's is a bare SHA-256, an operator's null. */
export const STEP_UP_BINDING_PREFIX = "step-up:";
const isStepUpRequest = sql`coalesce(${teamSignInRequests.browserHash} LIKE ${`${STEP_UP_BINDING_PREFIX}%`}, false)`;

/**
 * A new request for a member, bound to a browser (or, with null, to none: the operator's link; or to a session, for
 * a step-up); every earlier live request of the member of the same kind is retired first, so only the newest link
 * and code of a sign-in, or code of a step-up, work. The kinds do not retire each other: a stranger asking for a
 * member's sign-in does not cut short the code the member just asked for to confirm an action.
 */
export async function issueRequest(tx: Tx, memberId: number, browserHash: string | null) {
  const now = new Date();
  const stepUp = browserHash?.startsWith(STEP_UP_BINDING_PREFIX) ?? false;
  await tx
    .update(teamSignInRequests)
    .set({ usedAt: now })
    .where(
      and(
        eq(teamSignInRequests.memberId, memberId),
        isNull(teamSignInRequests.usedAt),
        gt(teamSignInRequests.expiresAt, now),
        stepUp ? isStepUpRequest : sql`NOT ${isStepUpRequest}`,
      ),
    );
  const token = randomToken();
  const code = String(randomInt(0, 1_000_000)).padStart(6, "0");
  const linkHash = sha256(token);
  await tx.insert(teamSignInRequests).values({
    memberId,
    linkHash,
    codeHash: codeHashOf(linkHash, code),
    browserHash,
    expiresAt: new Date(now.getTime() + SIGN_IN_TTL_MS),
  });
  await tx
    .delete(teamSignInRequests)
    .where(lt(teamSignInRequests.expiresAt, new Date(now.getTime() - KEEP_EXPIRED_MS)));
  return { token, code };
}

const signInLink = (siteUrl: string, token: string) => `${siteUrl}/team/sign-in?token=${token}`;

/** Writes a request and its mail in one transaction when the address is a member's; answers whether it did. */
async function requestSignIn(db: Db, config: ServerConfig, email: string, browserHash: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const member =
      email === config.teamOwnerEmail ? await ensureBootstrapOwner(tx, email) : await activeMember(tx, email);
    if (!member) return false;
    const { token, code } = await issueRequest(tx, member.id, browserHash);
    await queueMail(tx, signInMail(config.siteUrl, member.email, token, code));
    return true;
  });
}

/**
 * A single-use sign-in link for a member, for the operator's own terminal (`npm run team -- sign-in-link`): how a
 * fresh install without SMTP_URL is entered, or a member who cannot get mail. TEAM_OWNER_EMAIL's member is created
 * or restored as owner, as when it asks by mail. Audited as issued by the operator; undefined for no member.
 */
export async function issueOperatorLink(
  db: Db,
  config: Pick<ServerConfig, "siteUrl" | "teamOwnerEmail">,
  email: string,
): Promise<{ link: string; member: TeamMember; expiresAt: Date } | undefined> {
  return db.transaction(async (tx) => {
    const address = email.trim().toLowerCase();
    const member =
      address === config.teamOwnerEmail ? await ensureBootstrapOwner(tx, address) : await activeMember(tx, address);
    if (!member) return undefined;
    const { token } = await issueRequest(tx, member.id, null);
    await audit(tx, {
      actorId: null,
      action: "sign-in-link.issue",
      subjectType: "member",
      subjectId: member.id,
      detail: { by: "operator" },
    });
    return { link: signInLink(config.siteUrl, token), member, expiresAt: new Date(Date.now() + SIGN_IN_TTL_MS) };
  });
}

// ---- Redeeming a link or a code ----

const MESSAGES = {
  otherBrowser:
    "Open the link in the browser where you asked to sign in: for your safety it works only there. Or ask again in this browser.",
  expired: "This sign-in link has expired or was already used: ask for a new one.",
  /**
   * One answer for a code refused for any reason (none asked in this browser, wrong, spent, or codes stopped for the
   * member): different answers told a member's address (a request exists) from a stranger's (none does).
   */
  codeRefused: "That code is not right or no longer valid: check the latest mail, or ask for a new code.",
} as const;

const pendingColumns = {
  id: teamSignInRequests.id,
  linkHash: teamSignInRequests.linkHash,
  codeHash: teamSignInRequests.codeHash,
  browserHash: teamSignInRequests.browserHash,
  attempts: teamSignInRequests.attempts,
  expiresAt: teamSignInRequests.expiresAt,
  usedAt: teamSignInRequests.usedAt,
  memberId: teamMembers.id,
  email: teamMembers.email,
  name: teamMembers.name,
  role: teamMembers.role,
  removedAt: teamMembers.removedAt,
};

/** Sign-in requests with their member, newest first, as `{ …request, member, active }`. */
async function pendingRequests(db: Db, where: SQL | undefined, limit = 10) {
  const rows = await db
    .select(pendingColumns)
    .from(teamSignInRequests)
    .innerJoin(teamMembers, eq(teamMembers.id, teamSignInRequests.memberId))
    .where(where)
    .orderBy(desc(teamSignInRequests.id))
    .limit(limit);
  return rows.map(({ memberId, email, name, role, removedAt, ...request }) => ({
    ...request,
    member: { id: memberId, email, name, role } satisfies TeamMember,
    active: removedAt === null,
  }));
}

/** Marks a request used if it still can be (unused, unexpired, not spent): the one step that makes a link single-use under races. */
async function consume(db: Db, id: number): Promise<boolean> {
  const used = await db
    .update(teamSignInRequests)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(teamSignInRequests.id, id),
        isNull(teamSignInRequests.usedAt),
        gt(teamSignInRequests.expiresAt, new Date()),
        lt(teamSignInRequests.attempts, MAX_CODE_ATTEMPTS),
      ),
    )
    .returning({ id: teamSignInRequests.id });
  return used.length > 0;
}

async function redeemLink(request: FastifyRequest, reply: FastifyReply, db: Db, token: string) {
  const [pending] = await pendingRequests(db, eq(teamSignInRequests.linkHash, sha256(token)));
  if (!pending)
    return refuseSignIn(request, reply, db, { method: "email", reason: "unknown-link", message: MESSAGES.expired });
  const expired = () =>
    refuseSignIn(request, reply, db, {
      memberId: pending.member.id,
      method: "email",
      reason: "expired-or-used",
      message: MESSAGES.expired,
    });
  if (
    !pending.active ||
    pending.usedAt ||
    pending.expiresAt.getTime() <= Date.now() ||
    pending.attempts >= MAX_CODE_ATTEMPTS
  )
    return expired();
  // A live link in another browser is refused and not used: the member can still open it where they asked. An
  // operator's link is bound to no browser.
  const browserHash = browserHashOf(request, "signin");
  if (pending.browserHash !== null && (!browserHash || !sameDigest(browserHash, pending.browserHash))) {
    return refuseSignIn(request, reply, db, {
      memberId: pending.member.id,
      method: "email",
      reason: "other-browser",
      message: MESSAGES.otherBrowser,
    });
  }
  if (!(await consume(db, pending.id))) return expired();
  return completeSignIn(
    request,
    reply,
    db,
    pending.member,
    pending.browserHash === null ? "operator" : "email",
    "signin",
  );
}

/** The latest request bound to this browser (or step-up binding), if it can still take a code. */
export async function liveRequest(db: Db, bindingHash: string | undefined) {
  const [latest] = bindingHash ? await pendingRequests(db, eq(teamSignInRequests.browserHash, bindingHash), 1) : [];
  return latest &&
    latest.active &&
    !latest.usedAt &&
    latest.expiresAt.getTime() > Date.now() &&
    latest.attempts < MAX_CODE_ATTEMPTS
    ? latest
    : undefined;
}

/**
 * Compares a code with one live request: a match uses the request; a miss counts against it (5 spend it) and against
 * the member's day (CODE_FAILURES_PER_DAY stop their codes), audited under the member. Whether it matched.
 */
export async function spendCode(
  db: Db,
  live: NonNullable<Awaited<ReturnType<typeof liveRequest>>>,
  code: string,
  stepUp = false,
): Promise<boolean> {
  // A member whose codes were guessed at too often today signs in by the link (256 bits) or a passkey only. Step-up
  // codes have a budget of their own: a stranger's wrong sign-in codes do not stop them.
  const stopped = await codesStopped(db, [live.member.id], stepUp);
  const matches = sameDigest(codeHashOf(live.linkHash, code), live.codeHash) && !stopped.has(live.member.id);
  if (matches && (await consume(db, live.id))) return true;
  await db
    .update(teamSignInRequests)
    .set({ attempts: sql`${teamSignInRequests.attempts} + 1` })
    .where(eq(teamSignInRequests.id, live.id));
  await audit(db, {
    // A step-up's code is typed by whoever holds the member's session: audited under the member.
    actorId: stepUp ? live.member.id : null,
    action: "sign-in-failed",
    subjectType: "member",
    subjectId: live.member.id,
    detail: { method: "email", reason: "wrong-code", ...(stepUp ? { stepUp: true } : {}) },
  });
  return false;
}

async function redeemCode(request: FastifyRequest, reply: FastifyReply, db: Db, code: string) {
  // The browser's latest request only: one code is compared per guess, whatever else was asked in this browser.
  const live = await liveRequest(db, browserHashOf(request, "signin"));
  if (!live)
    return refuseSignIn(request, reply, db, { method: "email", reason: "no-request", message: MESSAGES.codeRefused });
  if (await spendCode(db, live, code)) return completeSignIn(request, reply, db, live.member, "email", "signin");
  return reply.code(400).send({ error: MESSAGES.codeRefused });
}

/**
 * Members whose codes were refused `CODE_FAILURES_PER_DAY` times in the last 24 hours, from the audit log: the
 * per-request limit alone let anyone who asks for a member's sign-in guess 25 codes every 15 minutes. Sign-in codes
 * and step-up codes are counted apart.
 */
async function codesStopped(db: Db, memberIds: readonly number[], stepUp = false): Promise<Set<number>> {
  if (!memberIds.length) return new Set();
  const rows = await queryRows<{ subject_id: string }>(
    db,
    sql`
    SELECT subject_id FROM audit_events
    WHERE action = 'sign-in-failed' AND subject_type = 'member' AND detail->>'reason' = 'wrong-code'
      AND ${stepUp ? sql`detail->>'stepUp' = 'true'` : sql`detail->>'stepUp' IS NULL`}
      AND subject_id IN (${sql.join(
        memberIds.map((id) => sql`${String(id)}`),
        sql`, `,
      )}) AND at > now() - interval '1 day'
    GROUP BY subject_id HAVING count(*) >= ${CODE_FAILURES_PER_DAY}`,
  );
  return new Set(rows.map((row) => Number(row.subject_id)));
}

// ---- Routes ----

/** A body that is not a JSON object (an array, a number): answered under `form`, as the site's forms are. */
export const NOT_AN_OBJECT = { error: "Send the fields as a JSON object." };
const emailBody = z.object({ email: emailSchema }, NOT_AN_OBJECT);
const linkBody = z.object(
  {
    token: z
      .string({ error: "Open the link from the mail again: it is not complete." })
      .regex(TOKEN_SHAPE, "Open the link from the mail again: it is not complete."),
  },
  NOT_AN_OBJECT,
);
export const codeBody = z.object(
  {
    code: z
      .string({ error: "Enter the 6-digit code from the mail." })
      .transform((value) => value.replace(/[\s-]/g, ""))
      .pipe(z.string().regex(/^\d{6}$/, "Enter the 6-digit code from the mail.")),
  },
  NOT_AN_OBJECT,
);

const bodyOf = (request: FastifyRequest): unknown => request.body ?? {};

export function authRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db, config, outbox } = deps;
  const rateLimit = { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs };

  // Whether a sign-in mail can be sent at all: without SMTP_URL the sign-in page says so, and who can let one in.
  app.get("/api/team/sign-in/status", { config: { team: "public" } }, async () => ({ mail: outbox.delivers }));

  app.post("/api/team/sign-in/email", { config: { team: "public", rateLimit } }, async (request, reply) => {
    const started = Date.now();
    const parsed = emailBody.safeParse(bodyOf(request));
    if (!parsed.success)
      return reply.code(400).send({ error: "Please correct the e-mail address.", fields: fieldErrors(parsed.error) });
    const { email } = parsed.data;
    const wait = await limitWait(db, `${email}\n${clientKey(request.ip)}`, CLIENT_ADDRESS_LIMIT);
    if (wait)
      return reply.code(429).send({
        error: `Too many sign-in requests for this address: please try again in ${Math.ceil(wait / 60_000)} minutes.`,
      });
    const browserHash = bindBrowser(request, reply, "signin", SIGN_IN_TTL_MS);
    // Over the address's own limit (several clients asking for it): the same answer, and no request or mail.
    if (await limitWait(db, email, ADDRESS_LIMIT))
      request.log.warn("team sign-in mails for one address paused: asked for too often from several clients");
    else if (await requestSignIn(db, config, email, browserHash)) outbox.kick();
    // At least this long whoever asks: a member's answer (a request and a mail written) and a stranger's (nothing
    // written) take the same time to a client measuring them.
    await sleep(Math.max(0, started + config.teamSignInMinAnswerMs - Date.now()));
    return reply.code(200).send({
      ok: true,
      message:
        "If this address belongs to a member of the team, a sign-in link and code are on their way. They are valid for 15 minutes, in this browser only.",
    });
  });

  app.post("/api/team/sign-in/link", { config: { team: "public", rateLimit } }, async (request, reply) => {
    const parsed = linkBody.safeParse(bodyOf(request));
    if (!parsed.success)
      return reply.code(400).send({ error: "This sign-in link is not complete.", fields: fieldErrors(parsed.error) });
    return redeemLink(request, reply, db, parsed.data.token);
  });

  app.post("/api/team/sign-in/code", { config: { team: "public", rateLimit } }, async (request, reply) => {
    const parsed = codeBody.safeParse(bodyOf(request));
    if (!parsed.success)
      return reply.code(400).send({ error: "Please correct the code.", fields: fieldErrors(parsed.error) });
    return redeemCode(request, reply, db, parsed.data.code);
  });
}
