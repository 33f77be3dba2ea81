/**
 * The team's members (decision 026), managed by owners: invite by e-mail with a role, change a role, remove.
 * A member is never deleted (the audit log names members by id): removal sets `removed_at` and, in the same
 * transaction, ends their sessions and drops their pending sign-ins and passkeys, so it takes effect at once.
 *
 * Protections: TEAM_OWNER_EMAIL's member (the bootstrap owner) can be neither demoted nor removed; nobody removes
 * themself; the team always keeps an active owner (the last one cannot be demoted). Owner rows are locked while
 * that is checked, so two owners demoting each other at once cannot leave the team without one.
 */
import { and, asc, desc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { emailSchema, fieldErrors } from "../../app/shared/lead-forms";
import type { Db } from "../db/client";
import { teamChallenges, teamMembers, teamPasskeys, teamRoles, teamSignInRequests, type TeamRole } from "../db/schema";
import { queueMail } from "../mail/outbox";
import { audit } from "./audit";
import { isSafeLine } from "../../app/shared/text-rules";
import { NOT_AN_OBJECT } from "./auth";
import { memberOf, type TeamDeps } from "./index";
import { roleNotice } from "./notices";
import { revokeMemberSessions, type TeamMember } from "./session";
import { requireRecentSignIn } from "./step-up";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type MemberRow = typeof teamMembers.$inferSelect;

const OWNERS_ONLY = { team: { roles: ["owner"] as TeamRole[] } };
const ROLE_ERROR = "Choose a role: owner, sales, recruiting or editor.";
const roleSchema = z.enum(teamRoles, { error: ROLE_ERROR });

const inviteBody = z.object(
  {
    email: emailSchema,
    name: z.preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z
        .string({ error: "Enter the name as text." })
        .trim()
        .max(100, "Keep the name under 100 characters.")
        // The public forms' text rules (app/shared/text-rules.ts): the name goes into mails, lists and CSV files.
        .refine(
          isSafeLine,
          "Remove line breaks and special characters (control codes, direction marks or broken characters) from the name.",
        )
        .optional(),
    ),
    role: roleSchema,
  },
  NOT_AN_OBJECT,
);
const roleBody = z.object({ role: roleSchema }, NOT_AN_OBJECT);

/** What a role lets a member see, as the invitation says it. */
const ROLE_WORDS: Record<TeamRole, string> = {
  owner: "an owner (everything: leads, subscribers, applications, the site's content, members and the audit log)",
  sales: "sales (contact leads and newsletter subscribers)",
  recruiting: "recruiting (job applications, CVs and job openings)",
  editor: "an editor (the site's articles and case studies)",
};

const memberJson = (row: MemberRow, bootstrapEmail: string | undefined) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  createdAt: row.createdAt.toISOString(),
  removedAt: row.removedAt?.toISOString() ?? null,
  bootstrap: row.email === bootstrapEmail,
});

/** A member id from the path; undefined for anything that is not one (answered 404 like an unknown id). */
const idOf = (params: unknown): number | undefined => {
  const { id } = params as { id: string };
  return /^[1-9]\d{0,9}$/.test(id) && Number(id) <= 2_147_483_647 ? Number(id) : undefined;
};

const notFound = (reply: FastifyReply) => reply.code(404).send({ error: "No such member on the team." });

function invitationMail(
  siteUrl: string,
  invitee: { email: string; name: string; role: TeamRole },
  inviter: TeamMember,
) {
  return {
    kind: "team-invitation",
    to: invitee.email,
    subject: "You are invited to Alphai's team workspace",
    text: [
      `Hello ${invitee.name},`,
      "",
      `${inviter.name} has added you to Alphai's team workspace as ${ROLE_WORDS[invitee.role]}.`,
      "",
      `Sign in at ${siteUrl}/team/sign-in with this address (${invitee.email}): you will receive a one-time link and code, no password.`,
      "Once signed in, you can add a passkey to sign in faster next time.",
      "",
      "If you did not expect this, ignore this message.",
    ].join("\n"),
  };
}

/** Creates the member, or restores a removed one with the new role; undefined when the address is already an active member. */
async function addMember(
  tx: Tx,
  input: z.infer<typeof inviteBody>,
  inviter: TeamMember,
): Promise<MemberRow | undefined> {
  const [existing] = await tx.select().from(teamMembers).where(eq(teamMembers.email, input.email)).for("update");
  if (existing && !existing.removedAt) return undefined;
  if (existing) {
    const [restored] = await tx
      .update(teamMembers)
      .set({ role: input.role, name: input.name ?? existing.name, removedAt: null, invitedBy: inviter.id })
      .where(eq(teamMembers.id, existing.id))
      .returning();
    return restored;
  }
  const [created] = await tx
    .insert(teamMembers)
    .values({
      email: input.email,
      name: input.name ?? input.email.slice(0, input.email.lastIndexOf("@")).slice(0, 100),
      role: input.role,
      invitedBy: inviter.id,
    })
    .onConflictDoNothing({ target: teamMembers.email })
    .returning();
  return created;
}

/** Whether another active owner than `memberId` remains; locks the owners' rows until the transaction ends. */
async function anotherOwner(tx: Tx, memberId: number): Promise<boolean> {
  const owners = await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(and(eq(teamMembers.role, "owner"), isNull(teamMembers.removedAt)))
    .for("update");
  return owners.some((owner) => owner.id !== memberId);
}

function listRoutes(app: FastifyInstance, { db, config }: TeamDeps): void {
  app.get("/api/team/members", { config: OWNERS_ONLY }, async () => {
    const rows = await db.select().from(teamMembers).orderBy(desc(teamMembers.createdAt), desc(teamMembers.id));
    return { members: rows.map((row) => memberJson(row, config.teamOwnerEmail)) };
  });

  app.get("/api/team/assignees", { config: { team: { roles: ["owner", "sales"] } } }, async () => {
    const rows = await db
      .select({ id: teamMembers.id, name: teamMembers.name })
      .from(teamMembers)
      .where(and(inArray(teamMembers.role, ["owner", "sales"]), isNull(teamMembers.removedAt)))
      .orderBy(asc(sql`lower(${teamMembers.name})`), asc(teamMembers.id));
    return { members: rows };
  });
}

function inviteRoute(app: FastifyInstance, deps: TeamDeps): void {
  const { db, config, outbox } = deps;
  app.post("/api/team/members", { config: OWNERS_ONLY }, async (request, reply) => {
    const { member: inviter } = memberOf(request);
    const parsed = inviteBody.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply
        .code(400)
        .send({ error: "Please correct the highlighted fields.", fields: fieldErrors(parsed.error) });
    const input = parsed.data;
    if (input.email === config.teamOwnerEmail && input.role !== "owner") {
      const message = "This address is TEAM_OWNER_EMAIL: it is always an owner.";
      return reply.code(400).send({ error: message, fields: { role: message } });
    }
    if (!(await requireRecentSignIn(request, reply, deps))) return reply;
    const added = await db.transaction(async (tx) => {
      const row = await addMember(tx, input, inviter);
      if (!row) return undefined;
      await queueMail(tx, invitationMail(config.siteUrl, row, inviter));
      await audit(tx, {
        actorId: inviter.id,
        action: "member.invite",
        subjectType: "member",
        subjectId: row.id,
        detail: { role: row.role },
      });
      return row;
    });
    if (!added) return reply.code(409).send({ error: "This address is already a member of the team." });
    outbox.kick();
    return reply.code(201).send({ member: memberJson(added, config.teamOwnerEmail) });
  });
}

function changeRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db, config, outbox } = deps;
  app.patch("/api/team/members/:id", { config: OWNERS_ONLY }, async (request, reply) => {
    const { member: owner } = memberOf(request);
    const id = idOf(request.params);
    const parsed = roleBody.safeParse(request.body ?? {});
    if (!parsed.success) return reply.code(400).send({ error: ROLE_ERROR, fields: fieldErrors(parsed.error) });
    const { role } = parsed.data;
    if (id === undefined) return notFound(reply);
    if (!(await requireRecentSignIn(request, reply, deps))) return reply;
    const result = await db.transaction(async (tx): Promise<MemberRow | string | undefined> => {
      // Locked: two owners changing the same role at once each tell the member the role it really had before.
      const [target] = await tx
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.id, id), isNull(teamMembers.removedAt)))
        .for("update");
      if (!target) return undefined;
      if (target.role === "owner" && role !== "owner") {
        if (target.email === config.teamOwnerEmail)
          return "This member is TEAM_OWNER_EMAIL's owner: their role cannot be changed here.";
        if (!(await anotherOwner(tx, target.id))) return "The team needs an owner: make someone else an owner first.";
      }
      const [updated] = await tx.update(teamMembers).set({ role }).where(eq(teamMembers.id, id)).returning();
      if (target.role === role) return updated;
      await audit(tx, {
        actorId: owner.id,
        action: "member.role",
        subjectType: "member",
        subjectId: id,
        detail: { role },
      });
      // The member hears of it, with what to do if they did not expect it.
      await queueMail(
        tx,
        roleNotice(config.siteUrl, target.email, { from: target.role, to: role, by: owner.name, at: new Date() }),
      );
      return updated;
    });
    if (result === undefined) return notFound(reply);
    if (typeof result === "string") return reply.code(400).send({ error: result });
    outbox.kick();
    return reply.code(200).send({ member: memberJson(result, config.teamOwnerEmail) });
  });

  app.delete("/api/team/members/:id", { config: OWNERS_ONLY }, async (request, reply) => {
    const { member: owner } = memberOf(request);
    const id = idOf(request.params);
    if (id === undefined) return notFound(reply);
    if (!(await requireRecentSignIn(request, reply, deps))) return reply;
    const result = await db.transaction(async (tx): Promise<"removed" | string | undefined> => {
      const [target] = await tx
        .select()
        .from(teamMembers)
        .where(and(eq(teamMembers.id, id), isNull(teamMembers.removedAt)))
        .for("update");
      if (!target) return undefined;
      if (target.email === config.teamOwnerEmail)
        return "This member is TEAM_OWNER_EMAIL's owner: they cannot be removed here.";
      if (target.id === owner.id) return "You cannot remove yourself: ask another owner.";
      if (target.role === "owner" && !(await anotherOwner(tx, target.id)))
        return "The team needs an owner: make someone else an owner first.";
      await tx
        .update(teamMembers)
        .set({ removedAt: new Date() })
        .where(and(eq(teamMembers.id, id), ne(teamMembers.id, owner.id)));
      // Their access ends now: sessions, links and codes in flight, and passkeys (a restored member adds new ones).
      await revokeMemberSessions(tx, id);
      await tx.delete(teamSignInRequests).where(eq(teamSignInRequests.memberId, id));
      await tx.delete(teamChallenges).where(eq(teamChallenges.memberId, id));
      await tx.delete(teamPasskeys).where(eq(teamPasskeys.memberId, id));
      await audit(tx, { actorId: owner.id, action: "member.remove", subjectType: "member", subjectId: id });
      return "removed";
    });
    if (result === undefined) return notFound(reply);
    if (result !== "removed") return reply.code(400).send({ error: result });
    return reply.code(204).send();
  });
}

export function memberRoutes(app: FastifyInstance, deps: TeamDeps): void {
  listRoutes(app, deps);
  inviteRoute(app, deps);
  changeRoutes(app, deps);
}
