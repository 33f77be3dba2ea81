/**
 * Follow-ups and "My day" (issue 36 §3; docs/team-api.md, "Follow-ups and My day"): a member sets a reminder to get
 * back to a lead on a day, with an optional note; "My day" lists their open follow-ups due by their today (the
 * overdue first) and the new leads nobody has taken. The member's today is their browser's calendar day, which the
 * screen sends: the server's clock is UTC, the team's is not.
 */
import { and, asc, count, desc, eq, isNull, lte, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { formSchema } from "../../app/shared/form-schema";
import type { Db } from "../db/client";
import { contacts, leadFollowUps, teamMembers } from "../db/schema";
import { audit } from "./audit";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400, routeId } from "./list-query";
import { clockRuns, overdue } from "./response-clock";

const ACCESS = { team: { roles: ["owner", "sales"] } } as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 24 * 60 * 60_000;
/** The newest of the new leads nobody has taken, in "My day"; the leads list has them all. */
const UNASSIGNED_SHOWN = 10;

/** A calendar day (YYYY-MM-DD) that exists. */
const daySchema = (message: string) =>
  z
    .string({ error: message })
    .regex(DAY, message)
    .refine(
      (day) =>
        !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
      message,
    );

const followUpInput = formSchema(
  {
    dueOn: daySchema("Choose the day to follow up on.").refine(
      // Not before yesterday in UTC: no time zone is a day behind that, so a member's today is always accepted.
      (day) => Date.parse(`${day}T00:00:00Z`) >= Date.now() - 2 * DAY_MS,
      "Choose today or a later day.",
    ),
    note: z
      .string({ error: "Write the note as text." })
      .trim()
      .max(500, "Keep the note under 500 characters.")
      .optional(),
  },
  { labels: { dueOn: "the day", note: "the note" } },
);

const myDayQuery = z.strictObject({ today: daySchema("Send today's date as YYYY-MM-DD.") });

const shape = {
  id: leadFollowUps.id,
  leadId: leadFollowUps.leadId,
  dueOn: leadFollowUps.dueOn,
  note: leadFollowUps.note,
  createdAt: leadFollowUps.createdAt,
  doneAt: leadFollowUps.doneAt,
  memberId: leadFollowUps.memberId,
  memberName: teamMembers.name,
};

const shown = <Row extends { memberId: number; memberName: string | null }>({ memberId, memberName, ...row }: Row) => ({
  ...row,
  member: { id: memberId, name: memberName ?? "A former member" },
});

/** A lead's follow-ups, oldest first, with whose they are. */
export async function readFollowUps(db: Db, leadId: number) {
  const rows = await db
    .select(shape)
    .from(leadFollowUps)
    .leftJoin(teamMembers, eq(teamMembers.id, leadFollowUps.memberId))
    .where(eq(leadFollowUps.leadId, leadId))
    .orderBy(asc(leadFollowUps.id));
  return rows.map(shown);
}

const NOT_FOUND = { error: "No such lead (it may have been erased)." };

export function teamFollowUpRoutes(app: FastifyInstance, deps: TeamDeps): void {
  myDayRoutes(app, deps);
  const { db } = deps;
  app.post("/api/team/leads/:id/follow-ups", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const input = parseOr400(followUpInput, request.body, reply);
    if (!input) return reply;
    const { member } = memberOf(request);
    const created = await db.transaction(async (tx) => {
      const [lead] = await tx.select({ id: contacts.id }).from(contacts).where(eq(contacts.id, id)).for("share");
      if (!lead) return undefined;
      const [row] = await tx
        .insert(leadFollowUps)
        .values({ leadId: id, memberId: member.id, dueOn: input.dueOn, note: input.note || null })
        .returning({ id: leadFollowUps.id });
      await audit(tx, {
        actorId: member.id,
        action: "lead.follow-up",
        subjectType: "lead",
        subjectId: id,
        detail: { followUpId: row!.id, dueOn: input.dueOn },
      });
      return row;
    });
    if (!created) return reply.code(404).send(NOT_FOUND);
    return reply.code(201).send({ followUps: await readFollowUps(db, id) });
  });

  // Done by the member it is for, or by an owner (someone who left the team leaves theirs to the owners).
  app.post("/api/team/follow-ups/:id/done", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const { member } = memberOf(request);
    const [row] = await db
      .select({ leadId: leadFollowUps.leadId, memberId: leadFollowUps.memberId, doneAt: leadFollowUps.doneAt })
      .from(leadFollowUps)
      .where(eq(leadFollowUps.id, id));
    if (!row) return reply.code(404).send({ error: "No such follow-up (its lead may have been erased)." });
    if (row.memberId !== member.id && member.role !== "owner") {
      return reply
        .code(403)
        .send({ error: "This follow-up is a colleague's: only they or an owner can mark it done." });
    }
    if (!row.doneAt) {
      await db.transaction(async (tx) => {
        await tx
          .update(leadFollowUps)
          .set({ doneAt: sql`now()` })
          .where(and(eq(leadFollowUps.id, id), isNull(leadFollowUps.doneAt)));
        await audit(tx, {
          actorId: member.id,
          action: "lead.follow-up-done",
          subjectType: "lead",
          subjectId: row.leadId,
          detail: { followUpId: id },
        });
      });
    }
    return { followUps: await readFollowUps(db, row.leadId) };
  });
}

/** The leads waiting for a first answer from the member shown in "My day", soonest due first; more are in the list. */
const WAITING_SHOWN = 50;

/** What is due for a member by their `today`: their open follow-ups, their leads waiting for an answer, the team's. */
export async function dueCounts(db: Db, memberId: number, today: string) {
  const [[followUps], [mine], [team], [unassigned]] = await Promise.all([
    db
      .select({ n: count() })
      .from(leadFollowUps)
      .where(and(eq(leadFollowUps.memberId, memberId), isNull(leadFollowUps.doneAt), lte(leadFollowUps.dueOn, today))),
    db
      .select({ waiting: count(), overdue: sql<number>`count(*) filter (where ${contacts.dueAt} < now())` })
      .from(contacts)
      .where(and(clockRuns(), eq(contacts.assigneeId, memberId))),
    db.select({ n: count() }).from(contacts).where(overdue()),
    db
      .select({ n: count() })
      .from(contacts)
      .where(and(eq(contacts.status, "new"), isNull(contacts.assigneeId))),
  ]);
  return {
    followUpsDue: Number(followUps?.n ?? 0),
    waiting: Number(mine?.waiting ?? 0),
    waitingOverdue: Number(mine?.overdue ?? 0),
    overdueLeads: Number(team?.n ?? 0),
    unassigned: Number(unassigned?.n ?? 0),
  };
}

/** "My day": the member's follow-ups due by their today, their leads waiting for an answer, the new leads nobody has taken. */
function myDayRoutes(app: FastifyInstance, { db }: TeamDeps): void {
  // The navigation's counts: the team's overdue leads (on Leads), and what is due for the member (on My day).
  app.get("/api/team/counts", { config: ACCESS }, async (request, reply) => {
    const query = parseOr400(myDayQuery, request.query, reply);
    if (!query) return reply;
    const counts = await dueCounts(db, memberOf(request).member.id, query.today);
    return { overdueLeads: counts.overdueLeads, myDay: counts.followUpsDue + counts.waitingOverdue };
  });

  app.get("/api/team/my-day", { config: ACCESS }, async (request, reply) => {
    const query = parseOr400(myDayQuery, request.query, reply);
    if (!query) return reply;
    const { member } = memberOf(request);
    const waiting = await db
      .select({
        id: contacts.id,
        name: contacts.name,
        company: contacts.company,
        dueAt: contacts.dueAt,
        locale: contacts.locale,
      })
      .from(contacts)
      .where(and(clockRuns(), eq(contacts.assigneeId, member.id)))
      .orderBy(asc(contacts.dueAt), asc(contacts.id))
      .limit(WAITING_SHOWN);
    const followUps = await db
      .select({
        id: leadFollowUps.id,
        dueOn: leadFollowUps.dueOn,
        note: leadFollowUps.note,
        lead: { id: contacts.id, name: contacts.name, company: contacts.company, status: contacts.status },
      })
      .from(leadFollowUps)
      .innerJoin(contacts, eq(contacts.id, leadFollowUps.leadId))
      .where(
        and(eq(leadFollowUps.memberId, member.id), isNull(leadFollowUps.doneAt), lte(leadFollowUps.dueOn, query.today)),
      )
      .orderBy(asc(leadFollowUps.dueOn), asc(leadFollowUps.id))
      .limit(200);
    const unassigned = await db
      .select({
        id: contacts.id,
        name: contacts.name,
        company: contacts.company,
        createdAt: contacts.createdAt,
        dueAt: contacts.dueAt,
        firstReplyAt: contacts.firstReplyAt,
        locale: contacts.locale,
      })
      .from(contacts)
      .where(and(eq(contacts.status, "new"), isNull(contacts.assigneeId)))
      .orderBy(desc(contacts.id))
      .limit(UNASSIGNED_SHOWN);
    const [{ n } = { n: 0 }] = await db
      .select({ n: count() })
      .from(contacts)
      .where(and(eq(contacts.status, "new"), isNull(contacts.assigneeId)));
    return {
      today: query.today,
      followUps: followUps.map((followUp) => ({ ...followUp, overdue: followUp.dueOn < query.today })),
      waiting,
      unassigned,
      unassignedCount: Number(n),
    };
  });
}
