/**
 * Erasing a person (decision 026; GDPR art. 17), for owners: by e-mail address, everything the site holds about
 * them goes in one transaction: their leads with the team's notes on them, their newsletter subscription, their
 * job applications with CVs and notes, and every mail to them or answering them (queued, held or sent: the outbox
 * keeps sent mails until pruned), including the mails about their applications. Then the tables are rewritten so
 * the bytes leave the database's files too (server/db/erasure.ts, decision 022). The audit log records the counts,
 * never the address.
 *
 * Addresses are compared lower-cased: the forms store them normalised (app/shared/lead-forms.ts `emailSchema`), and
 * a row stored before that, or typed differently, is the same person. Team members are not erased here (a member
 * is removed on the members page; the audit log names members by id).
 */
import { inArray, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyInstance } from "fastify";
import { COMMON_LABELS, emailSchema } from "../../app/shared/lead-forms";
import { formSchema } from "../../app/shared/form-schema";
import type { Db } from "../db/client";
import { ERASABLE_TABLES } from "../db/erasure";
import { applicationNotes, applications, contacts, leadNotes, outbox, subscribers } from "../db/schema";
import { audit } from "./audit";
import { memberOf, type TeamDeps } from "./index";
import { requireRecentSignIn } from "./step-up";
import { parseOr400 } from "./list-query";

const ACCESS = { team: { roles: ["owner"] } } as const;

const eraseSchema = formSchema({ email: emailSchema }, { labels: COMMON_LABELS });

type Executor = Pick<Db, "select" | "delete">;

/** Where each table holds the address (lower-cased, as `email` is). */
function matches(email: string) {
  const is = (column: AnyPgColumn) => sql`lower(${column}) = ${email}`;
  const leadIds = sql`(SELECT ${contacts.id} FROM ${contacts} WHERE ${is(contacts.email)})`;
  const applicationIds = sql`(SELECT ${applications.id} FROM ${applications} WHERE ${is(applications.email)})`;
  return {
    leads: is(contacts.email),
    leadNotes: inArray(leadNotes.leadId, leadIds),
    subscribers: is(subscribers.email),
    applications: is(applications.email),
    applicationNotes: inArray(applicationNotes.applicationId, applicationIds),
    mails: or(is(outbox.to), is(outbox.replyTo), inArray(outbox.applicationId, applicationIds))!,
  };
}

const countOf = async (db: Executor, table: PgTable, where: SQL) =>
  Number(
    (
      await db
        .select({ n: sql<number>`count(*)::int` })
        .from(table)
        .where(where)
    )[0]?.n ?? 0,
  );

/** What an erasure of this address would remove. */
async function findPerson(db: Executor, email: string) {
  const where = matches(email);
  return {
    leads: await countOf(db, contacts, where.leads),
    subscribers: await countOf(db, subscribers, where.subscribers),
    applications: await countOf(db, applications, where.applications),
    mails: await countOf(db, outbox, where.mails),
  };
}

/**
 * Removes everything about this address in one transaction and returns how many rows of each kind went. The
 * notes and mails are deleted explicitly (their cascades would do it too) so that the counts are exact.
 */
async function erasePerson(db: Db, email: string, actorId: number) {
  return db.transaction(async (tx) => {
    const where = matches(email);
    const gone = async (rows: Promise<unknown[]>) => (await rows).length;
    const mails = await gone(tx.delete(outbox).where(where.mails).returning({ id: outbox.id }));
    const notes =
      (await gone(tx.delete(leadNotes).where(where.leadNotes).returning({ id: leadNotes.id }))) +
      (await gone(tx.delete(applicationNotes).where(where.applicationNotes).returning({ id: applicationNotes.id })));
    const removed = {
      leads: await gone(tx.delete(contacts).where(where.leads).returning({ id: contacts.id })),
      notes,
      subscribers: await gone(tx.delete(subscribers).where(where.subscribers).returning({ id: subscribers.id })),
      applications: await gone(tx.delete(applications).where(where.applications).returning({ id: applications.id })),
      mails,
    };
    await audit(tx, { actorId, action: "erase", detail: removed });
    return removed;
  });
}

export function teamEraseRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db, compactor } = deps;
  app.post("/api/team/erase/preview", { config: ACCESS }, async (request, reply) => {
    const input = parseOr400(eraseSchema, request.body, reply);
    if (!input) return reply;
    return { found: await findPerson(db, input.email) };
  });

  app.post("/api/team/erase", { config: ACCESS }, async (request, reply) => {
    const input = parseOr400(eraseSchema, request.body, reply);
    if (!input) return reply;
    // What would go is shown without a step-up; erasing it needs one (server/team/step-up.ts).
    if (!(await requireRecentSignIn(request, reply, deps))) return reply;
    const removed = await erasePerson(db, input.email, memberOf(request).member.id);
    // The rows are gone (a lead's replies and follow-ups with it, by their cascades); their bytes leave the table
    // files with the next compaction: every table that holds a person's data.
    if (Object.values(removed).some(Boolean)) compactor.erased(ERASABLE_TABLES);
    return { removed };
  });
}
