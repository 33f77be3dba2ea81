/**
 * Step-up (decision 035), like GitHub's sudo mode and Google's "verify it's you": what outlives a stolen session
 * (adding or removing a passkey, changing a member's role, inviting or removing a member, erasing a person,
 * publishing to the site or scheduling it, adding an entry, restoring a version, a job opening's last day) needs the
 * member to have proved it is them in this session within the last 10 minutes: by signing in, or since by a code by
 * mail or a passkey. Otherwise the route answers 403 with `stepUp` (how the member can confirm), which the workspace
 * turns into a check in place that then continues the action.
 *
 * The code by mail is a row of the sign-in requests (5 wrong codes spend it; one live step-up code per member) bound
 * to the session that asked, not to a browser cookie: it works only in that session and starts no other. Step-up
 * and sign-in requests do not retire each other, and their wrong codes are counted apart (10 a day each). Its mail
 * carries the code and no link. The passkey check is in server/team/passkeys.ts.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { fieldErrors } from "../../app/shared/lead-forms";
import type { Db } from "../db/client";
import { teamPasskeys } from "../db/schema";
import { queueMail, type Mail } from "../mail/outbox";
import { audit } from "./audit";
import { codeBody, issueRequest, limitWait, liveRequest, spendCode, STEP_UP_BINDING_PREFIX } from "./auth";
import { memberOf, type TeamDeps } from "./index";
import { markVerified, sha256, type TeamSession } from "./session";

/** How long a sign-in or a step-up counts as recent for the actions above. */
const STEP_UP_WINDOW_MS = 10 * 60_000;
/**
 * Step-up codes one session may ask for in 15 minutes (beyond, 429): each is a mail to the member. Per session, so
 * a stolen session cannot use up the member's own.
 */
const STEP_UP_MAIL_LIMIT = { max: 5, windowMs: 15 * 60_000 } as const;

const isRecent = (session: TeamSession, now = Date.now()) => now - session.verifiedAt.getTime() < STEP_UP_WINDOW_MS;

/** The binding of a session's step-up codes: never a browser's (a bare SHA-256) and told apart from one in SQL. */
const stepUpBinding = (session: TeamSession) => `${STEP_UP_BINDING_PREFIX}${sha256(session.idHash)}`;

const STEP_UP_MESSAGE = "Confirm it is you to continue: this change needs a sign-in within the last 10 minutes.";

/**
 * Answers 403 with `stepUp` unless the member proved it is them within the window (audited, as every 403 of the
 * workspace is); returns whether the action may go on. Call it after the input is validated, so a member is not
 * asked to confirm a change that was going to be refused anyway.
 */
export async function requireRecentSignIn(
  request: FastifyRequest,
  reply: FastifyReply,
  { db, outbox }: Pick<TeamDeps, "db" | "outbox">,
): Promise<boolean> {
  const session = memberOf(request);
  if (isRecent(session)) return true;
  const passkeys = await db
    .select({ id: teamPasskeys.id })
    .from(teamPasskeys)
    .where(eq(teamPasskeys.memberId, session.member.id))
    .limit(1);
  await audit(db, {
    actorId: session.member.id,
    action: "access.denied",
    detail: { reason: "step-up", method: request.method, route: request.routeOptions.url ?? "" },
  });
  await reply
    .code(403)
    .header("Cache-Control", "no-store")
    .send({ error: STEP_UP_MESSAGE, stepUp: { passkey: passkeys.length > 0, mail: outbox.delivers } });
  return false;
}

function stepUpMail(siteUrl: string, to: string, code: string): Mail {
  return {
    // A sign-in code like any other: its text is not kept once sent (server/mail/outbox.ts).
    kind: "team-sign-in",
    to,
    subject: "Your code to confirm it is you",
    text: [
      "Hello,",
      "",
      `To confirm it is you in Alphai's team workspace, type this code where you were asked: ${code}`,
      "",
      "It is valid for 15 minutes, once, and only in the session that asked for it.",
      "Never share this code or forward this mail: Alphai will never ask you for it.",
      "",
      "If you did not ask for it, someone may be using your session: sign out everywhere else on your account page,",
      `${siteUrl}/team/account, and tell an owner.`,
    ].join("\n"),
  };
}

const WRONG_CODE = "That code is not right or no longer valid: check the latest mail, or ask for a new code.";

async function confirmed(db: Db, session: TeamSession, method: "email" | "passkey") {
  const now = new Date();
  await markVerified(db, session.idHash, now);
  await audit(db, { actorId: session.member.id, action: "step-up", detail: { method } });
  return { verifiedAt: now.toISOString() };
}

export function stepUpRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db, config, outbox } = deps;
  const rateLimit = { max: config.rateLimitMax, timeWindow: config.rateLimitWindowMs };

  app.post("/api/team/step-up/email", { config: { rateLimit } }, async (request, reply) => {
    const session = memberOf(request);
    if (!outbox.delivers)
      return reply.code(503).send({
        error: "E-mail is not set up on this server: confirm with a passkey, or sign in again.",
      });
    const wait = await limitWait(db, `step-up\n${session.idHash}`, STEP_UP_MAIL_LIMIT);
    if (wait)
      return reply.code(429).send({
        error: `Too many codes asked for: please try again in ${Math.ceil(wait / 60_000)} minutes, or use a passkey.`,
      });
    await db.transaction(async (tx) => {
      const { code } = await issueRequest(tx, session.member.id, stepUpBinding(session));
      await queueMail(tx, stepUpMail(config.siteUrl, session.member.email, code));
    });
    outbox.kick();
    return reply.code(202).send({ ok: true, message: `A code is on its way to ${session.member.email}.` });
  });

  app.post("/api/team/step-up/code", { config: { rateLimit } }, async (request, reply) => {
    const session = memberOf(request);
    const parsed = codeBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({ error: "Please correct the code.", fields: fieldErrors(parsed.error) });
    const live = await liveRequest(db, stepUpBinding(session));
    if (!live || live.member.id !== session.member.id || !(await spendCode(db, live, parsed.data.code, true)))
      return reply.code(400).send({ error: WRONG_CODE, fields: { code: WRONG_CODE } });
    return reply.send(await confirmed(db, session, "email"));
  });
}

/** A passkey step-up's last step (server/team/passkeys.ts). */
export const confirmedByPasskey = (db: Db, session: TeamSession) => confirmed(db, session, "passkey");
