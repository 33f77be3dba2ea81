/**
 * The workspace's leads (decision 026; docs/team-api.md, "The inbox"), for owners and sales: the contact form's
 * enquiries newest first with what is new since the member's last look, filters, search, the detail with its
 * notes and a reply link, status and assignee, notes, and the filtered list as CSV.
 */
import { and, desc, eq, inArray, isNull, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contactCells } from "../csv";
import type { Db } from "../db/client";
import { contacts, contactSearchText, leadStatuses, teamMembers } from "../db/schema";
import { audit } from "./audit";
import { memberOf, type TeamDeps } from "./index";
import {
  badFields,
  contains,
  dayRange,
  enumFilter,
  filters,
  isoOrEmpty,
  listQuerySchema,
  noteSchema,
  page,
  PAGE_DEFAULT,
  parseListQuery,
  parseOr400,
  pathFilter,
  routeId,
  sendCsv,
} from "./list-query";
import { addNote, readNotes } from "./notes";
import { countNew, markSeen, seenAt } from "./seen";

const ACCESS = { team: { roles: ["owner", "sales"] } } as const;
const NOT_FOUND = { error: "No such lead (it may have been erased)." };

const leadQuery = listQuerySchema({
  status: enumFilter(leadStatuses, "a status"),
  service: pathFilter("the service"),
  assignee: filters.assignee,
  from: filters.from,
  to: filters.to,
  q: filters.q,
});
type LeadQuery = z.infer<typeof leadQuery>;

const leadPatch = z
  .strictObject({
    status: z.enum(leadStatuses, { error: `Choose a status from: ${leadStatuses.join(", ")}.` }).optional(),
    assigneeId: z
      .union(
        [
          z
            .int()
            .positive()
            .max(2 ** 31 - 1),
          z.null(),
        ],
        { error: "The assignee must be a member's id, or null for nobody." },
      )
      .optional(),
  })
  .refine((patch) => patch.status !== undefined || patch.assigneeId !== undefined, {
    error: "Send a status, an assigneeId or both.",
    path: ["form"],
  });

/** The conditions of a list's filters (shared by the list and its export). `service=none`: leads that named none. */
function leadConditions(query: LeadQuery, memberId: number): SQL | undefined {
  const assignee = query.assignee === "me" ? memberId : query.assignee;
  return and(
    query.status ? eq(contacts.status, query.status) : undefined,
    query.service === "none"
      ? isNull(contacts.service)
      : query.service
        ? eq(contacts.service, query.service)
        : undefined,
    assignee === "none"
      ? isNull(contacts.assigneeId)
      : assignee !== undefined
        ? eq(contacts.assigneeId, assignee)
        : undefined,
    dayRange(contacts.createdAt, query.from, query.to),
    contains(contactSearchText, query.q),
  );
}

const summary = {
  id: contacts.id,
  name: contacts.name,
  email: contacts.email,
  company: contacts.company,
  service: contacts.service,
  budget: contacts.budget,
  status: contacts.status,
  assigneeId: contacts.assigneeId,
  assigneeName: teamMembers.name,
  createdAt: contacts.createdAt,
};

/** A lead as the API shows it: the assignee as `{ id, name }`, and whether it arrived after the member's last look. */
const shown = <Row extends { assigneeId: number | null; assigneeName: string | null; createdAt: Date }>(
  { assigneeId, assigneeName, ...row }: Row,
  seen: Date | null,
) => ({
  ...row,
  assignee: assigneeId === null ? null : { id: assigneeId, name: assigneeName ?? "" },
  isNew: seen === null || row.createdAt > seen,
});

/** One lead with everything the detail shows, or undefined. */
async function readLead(db: Db, id: number, seen: Date | null) {
  const [row] = await db
    .select({
      ...summary,
      currency: contacts.currency,
      phone: contacts.phone,
      message: contacts.message,
      consentAt: contacts.consentAt,
    })
    .from(contacts)
    .leftJoin(teamMembers, eq(teamMembers.id, contacts.assigneeId))
    .where(eq(contacts.id, id));
  return row && shown(row, seen);
}

/** Whether a lead may be assigned to this member: an owner or a sales member still on the team. */
async function assignable(db: Db, memberId: number): Promise<boolean> {
  const [member] = await db
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(eq(teamMembers.id, memberId), isNull(teamMembers.removedAt), inArray(teamMembers.role, ["owner", "sales"])),
    );
  return member !== undefined;
}

const CSV_COLUMNS = [
  "id",
  "date",
  "status",
  "assignee",
  "name",
  "email",
  "company",
  "phone",
  "service",
  "budget",
  "currency",
  "message",
];

/** A lead as a CSV row (every cell text; server/csv.ts neutralises formulas). */
const csvRow = (
  row: Omit<typeof contacts.$inferSelect, "consentAt" | "assigneeId" | "locale"> & {
    assigneeName: string | null;
  },
) => ({
  id: String(row.id),
  date: isoOrEmpty(row.createdAt),
  status: row.status,
  assignee: row.assigneeName ?? "",
  ...contactCells(row),
});

/** The reply link: the lead's address (RFC 6068: each part percent-encoded, `@` kept) and a subject. */
export const replyLink = (email: string): string =>
  `mailto:${email.split("@").map(encodeURIComponent).join("@")}?subject=${encodeURIComponent("Re: your enquiry to Alphai")}`;

export function teamLeadRoutes(app: FastifyInstance, { db }: TeamDeps): void {
  app.get("/api/team/leads", { config: ACCESS }, async (request, reply) => {
    const query = parseListQuery(leadQuery, request.query, reply);
    if (!query) return reply;
    const { member } = memberOf(request);
    const limit = query.limit ?? PAGE_DEFAULT;
    const seen = await seenAt(db, member.id, "leads");
    const rows = await db
      .select(summary)
      .from(contacts)
      .leftJoin(teamMembers, eq(teamMembers.id, contacts.assigneeId))
      .where(and(leadConditions(query, member.id), query.cursor ? sql`${contacts.id} < ${query.cursor}` : undefined))
      .orderBy(desc(contacts.id))
      .limit(limit + 1);
    const { items, nextCursor } = page(rows, limit);
    return { items: items.map((row) => shown(row, seen)), nextCursor, newCount: await countNew(db, "leads", seen) };
  });

  app.post("/api/team/leads/seen", { config: ACCESS }, async (request, reply) => {
    await markSeen(db, memberOf(request).member.id, "leads");
    return reply.code(204).send();
  });

  app.get("/api/team/leads/export.csv", { config: ACCESS }, async (request, reply) => {
    const query = parseListQuery(leadQuery, request.query, reply);
    if (!query) return reply;
    const { member } = memberOf(request);
    const rows = await db
      .select({ ...summary, currency: contacts.currency, phone: contacts.phone, message: contacts.message })
      .from(contacts)
      .leftJoin(teamMembers, eq(teamMembers.id, contacts.assigneeId))
      .where(leadConditions(query, member.id))
      .orderBy(desc(contacts.id));
    await audit(db, { actorId: member.id, action: "export", detail: { list: "leads", rows: rows.length } });
    return sendCsv(reply, "leads", CSV_COLUMNS, rows.map(csvRow));
  });

  app.get("/api/team/leads/:id", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const { member } = memberOf(request);
    const lead = await readLead(db, id, await seenAt(db, member.id, "leads"));
    if (!lead) return reply.code(404).send(NOT_FOUND);
    await audit(db, { actorId: member.id, action: "lead.view", subjectType: "lead", subjectId: id }); // decision 035
    return { lead, notes: await readNotes(db, "lead", id), reply: replyLink(lead.email) };
  });

  app.patch("/api/team/leads/:id", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const patch = parseOr400(leadPatch, request.body, reply);
    if (!patch) return reply;
    const { member } = memberOf(request);
    if (patch.assigneeId != null && !(await assignable(db, patch.assigneeId))) {
      return badFields(reply, { assigneeId: "Assign the lead to an owner or a sales member of the team." });
    }
    const updated = await db.transaction(async (tx) => {
      const rows = await tx.update(contacts).set(patch).where(eq(contacts.id, id)).returning({ id: contacts.id });
      if (rows.length)
        await audit(tx, {
          actorId: member.id,
          action: "lead.update",
          subjectType: "lead",
          subjectId: id,
          detail: { ...patch },
        });
      return rows.length > 0;
    });
    if (!updated) return reply.code(404).send(NOT_FOUND);
    return { lead: await readLead(db, id, await seenAt(db, member.id, "leads")) };
  });

  app.post("/api/team/leads/:id/notes", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const input = parseOr400(noteSchema, request.body, reply);
    if (!input) return reply;
    const note = await addNote(db, "lead", id, memberOf(request).member, input.body);
    if (!note) return reply.code(404).send(NOT_FOUND);
    return reply.code(201).send({ note });
  });
}
