/**
 * The workspace's leads (decision 026; docs/team-api.md, "The inbox"), for owners and sales: the contact form's
 * enquiries newest first with what is new since the member's last look, filters, search, the detail with its
 * notes and a reply link, status and assignee, notes, and the filtered list as CSV.
 */
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { contactCells } from "../csv";
import type { Db } from "../db/client";
import { locales } from "../../app/shared/locale";
import {
  contacts,
  contactSearchText,
  leadClockRank,
  leadNotes,
  leadStatuses,
  leadStatusRank,
  teamMembers,
} from "../db/schema";
import { diff, readChanges, recordChanges, sendConflict, versionSchema } from "./changes";
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
  textFilter,
  totalOf,
} from "./list-query";
import { addNote, readNotes } from "./notes";
import { readReplies, templatesFor } from "./replies";
import { readFollowUps } from "./follow-ups";
import { officeFor, overdue } from "./response-clock";
import { keptUntil, readRetention } from "./retention";
import { queueMail } from "../mail/outbox";
import { countUnseen, markAllSeen, markItemsSeen, unseen, unseenColumn, viewerOf, type Viewer } from "./seen";

const ACCESS = { team: { roles: ["owner", "sales"] } } as const;
const NOT_FOUND = { error: "No such lead (it may have been erased)." };

const leadQuery = listQuerySchema({
  status: enumFilter(leadStatuses, "a status"),
  service: pathFilter("the service"),
  assignee: filters.assignee,
  language: enumFilter(locales, "a language"),
  seen: enumFilter(["unseen"], "what to show"),
  due: enumFilter(["overdue"], "which leads by their response time"),
  from: filters.from,
  to: filters.to,
  q: filters.q,
  sort: enumFilter(["arrival", "status", "due"], "an order"),
  source: textFilter("the source", 253),
  campaign: textFilter("the campaign", 100),
  landing: textFilter("the first page", 300),
});
type LeadQuery = z.infer<typeof leadQuery>;

const leadPatch = z
  .strictObject({
    version: versionSchema,
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
async function leadConditions(
  db: Db,
  query: LeadQuery,
  viewer: Viewer,
  /** For a page in arrival order: the notes' search needs only that page's newest leads (see `searched`). */
  page?: { cursor?: number; limit: number },
): Promise<SQL | undefined> {
  const assignee = query.assignee === "me" ? viewer.memberId : query.assignee;
  const filters = and(
    query.language ? eq(contacts.locale, query.language) : undefined,
    query.seen === "unseen" ? unseen("leads", viewer) : undefined,
    query.due === "overdue" ? overdue() : undefined,
    // Where the lead came from (issue 36 §4): a utm_source, else the referring site's host; a campaign; a first page.
    query.source ? sql`coalesce(${contacts.utm}->>'source', ${contacts.referrerHost}) = ${query.source}` : undefined,
    query.campaign ? sql`(${contacts.utm}->>'campaign') = ${query.campaign}` : undefined,
    query.landing ? eq(contacts.landingPage, query.landing) : undefined,
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
  );
  return and(filters, await searched(db, query.q, filters, !query.sort || query.sort === "arrival" ? page : undefined));
}

/** At most this many leads found by their notes join a search in another order than arrival, or its total. */
const NOTE_MATCHES = 1000;

/**
 * The search: leads whose name, address, company or message contain the words (trigram index contacts_search_idx),
 * or one of whose notes does, ORed so that the database serves both indexes at once. The notes are read first, of the
 * leads the list's other filters keep: for a page in arrival order only the newest leads below the cursor that the
 * page can show (the database then walks the notes by lead, newest first, and stops early for common words, or uses
 * the trigram index for rare ones); for another order or a total, up to NOTE_MATCHES leads.
 */
async function searched(
  db: Db,
  q: string | undefined,
  filters: SQL | undefined,
  page?: { cursor?: number; limit: number },
): Promise<SQL | undefined> {
  const inLead = contains(contactSearchText, q);
  if (!inLead) return undefined;
  const notes = db
    .selectDistinct({ id: leadNotes.leadId })
    .from(leadNotes)
    .$dynamic()
    .where(
      and(
        contains(sql`lower(${leadNotes.body})`, q),
        filters,
        page?.cursor ? sql`${leadNotes.leadId} < ${page.cursor}` : undefined,
      ),
    )
    .orderBy(desc(leadNotes.leadId))
    .limit(page ? page.limit + 1 : NOTE_MATCHES);
  // The filters are on the lead: only then is the lead read with its notes.
  const byNotes = await (filters ? notes.innerJoin(contacts, eq(contacts.id, leadNotes.leadId)) : notes);
  return byNotes.length
    ? or(
        inLead,
        inArray(
          contacts.id,
          byNotes.map((row) => row.id),
        ),
      )
    : inLead;
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
  locale: contacts.locale,
  dueAt: contacts.dueAt,
  firstReplyAt: contacts.firstReplyAt,
  version: contacts.version,
};

/** A lead as the API shows it: the assignee as `{ id, name }`. */
const shown = <Row extends { assigneeId: number | null; assigneeName: string | null }>({
  assigneeId,
  assigneeName,
  ...row
}: Row) => ({
  ...row,
  assignee: assigneeId === null ? null : { id: assigneeId, name: assigneeName ?? "" },
});

/** One lead with everything the detail shows (`isNew`: unseen by the viewer), or undefined. */
async function readLead(db: Db, id: number, viewer: Viewer) {
  const retention = await readRetention(db);
  const [row] = await db
    .select({
      keptUntil: keptUntil(retention),
      ...summary,
      isNew: unseenColumn("leads", viewer),
      version: contacts.version,
      currency: contacts.currency,
      phone: contacts.phone,
      message: contacts.message,
      consentAt: contacts.consentAt,
      landingPage: contacts.landingPage,
      formPage: contacts.formPage,
      referrerHost: contacts.referrerHost,
      utm: contacts.utm,
    })
    .from(contacts)
    .leftJoin(teamMembers, eq(teamMembers.id, contacts.assigneeId))
    .where(eq(contacts.id, id));
  // The office whose hours its response clock runs by (server/team/response-clock.ts).
  return (
    row && {
      ...shown(row),
      office: officeFor(row).city,
      // How long its status keeps it (server/team/retention.ts), for the lead's page.
      keptMonths: retention.months[row.status],
    }
  );
}

/** How many of a lead's other enquiries its page lists, newest first. */
const OTHERS_SHOWN = 10;

/** The other enquiries from a lead's address, or its company (named alike, whatever the case), newest first. */
async function otherEnquiries(db: Db, lead: { id: number; email: string; company: string | null }) {
  const sameAddress = sql`lower(${contacts.email}) = lower(${lead.email})`;
  const company = lead.company?.trim();
  const rows = await db
    .select({
      id: contacts.id,
      name: contacts.name,
      company: contacts.company,
      status: contacts.status,
      createdAt: contacts.createdAt,
      sameAddress: sql<boolean>`${sameAddress}`,
    })
    .from(contacts)
    .where(
      and(
        sql`${contacts.id} <> ${lead.id}`,
        company ? or(sameAddress, sql`lower(${contacts.company}) = lower(${company})`) : sameAddress,
      ),
    )
    .orderBy(desc(contacts.id))
    .limit(OTHERS_SHOWN);
  return rows.map(({ sameAddress: byAddress, ...row }) => ({ ...row, match: byAddress ? "address" : "company" }));
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
  "language",
  "message",
];

/** A lead as a CSV row (every cell text; server/csv.ts neutralises formulas). */
const csvRow = (
  row: Omit<
    typeof contacts.$inferSelect,
    | "consentAt"
    | "assigneeId"
    | "version"
    | "firstReplyAt"
    | "dueAt"
    | "utm"
    | "referrerHost"
    | "landingPage"
    | "formPage"
  > & {
    assigneeName: string | null;
  },
) => ({
  id: String(row.id),
  date: isoOrEmpty(row.createdAt),
  status: row.status,
  assignee: row.assigneeName ?? "",
  ...contactCells(row),
  language: row.locale,
});

/** The reply link: the lead's address (RFC 6068: each part percent-encoded, `@` kept) and a subject. */
export const replyLink = (email: string): string =>
  `mailto:${email.split("@").map(encodeURIComponent).join("@")}?subject=${encodeURIComponent("Re: your enquiry to Alphai")}`;

/** What POST /seen takes: the ids to mark seen, or (none) the time up to which all is seen. */
export const seenInput = z.strictObject({
  ids: z
    .array(
      z
        .int()
        .positive()
        .max(2 ** 31 - 1),
      { error: "Send the ids as a list of numbers." },
    )
    .min(1, "Name at least one id, or send none to mark everything seen.")
    .max(500, "Mark at most 500 at once; send none to mark everything seen.")
    .optional(),
  upTo: z.iso
    .datetime({ offset: true, error: "Send the time as the list's asOf gave it." })
    .transform((value) => new Date(value))
    .optional(),
});

/**
 * Tells a member a colleague assigned them a lead: a link to it in the workspace, never the lead's details (they stay
 * in the database, out of mailboxes). Nobody is mailed about a lead they took themselves.
 */
async function mailAssignee(
  tx: Pick<Db, "select" | "insert">,
  assigneeId: number,
  leadId: number,
  by: string,
  siteUrl: string,
) {
  const [assignee] = await tx
    .select({ email: teamMembers.email })
    .from(teamMembers)
    .where(eq(teamMembers.id, assigneeId));
  if (!assignee) return;
  await queueMail(tx, {
    kind: "lead-assigned",
    leadId,
    to: assignee.email,
    subject: `Lead #${leadId} was assigned to you`,
    text: [
      `${by || "A colleague"} assigned lead #${leadId} to you in the Alphai team workspace.`,
      "",
      "Open it there:",
      `${siteUrl}/team/leads/${leadId}`,
      "",
      "The lead's details are not in this mail: they stay in the workspace.",
    ].join("\n"),
  });
}

export function teamLeadRoutes(app: FastifyInstance, deps: TeamDeps): void {
  leadListRoutes(app, deps);
  leadRoutes(app, deps);
}

/** A lead's place in the order of statuses (new first, spam last). */
const statusRank = leadStatusRank(contacts.status);
/** 0 for a lead whose response clock runs, 1 for the others: "due" lists the waiting ones first. */
const clockRank = leadClockRank(contacts.status, contacts.firstReplyAt);

/**
 * The list's orders (issue 36 §5): by arrival (newest first), by status (then newest first), by due time (the leads
 * whose clock runs first, soonest due first). Each is a keyset: a page after the cursor's lead, whose keys are read.
 */
async function ordered(db: Db, sort: LeadQuery["sort"], cursor: number | undefined) {
  if (sort === "status" || sort === "due") {
    const [after] = cursor
      ? await db
          .select({ rank: statusRank, clock: clockRank, dueAt: contacts.dueAt })
          .from(contacts)
          .where(eq(contacts.id, cursor))
      : [];
    if (cursor && !after) return undefined;
    if (sort === "status") {
      return {
        order: [sql`${statusRank}`, desc(contacts.id)],
        after:
          after &&
          sql`${statusRank} >= ${after.rank} and (${statusRank} > ${after.rank} or ${contacts.id} < ${cursor})`,
      };
    }
    return {
      order: [sql`${clockRank}`, asc(contacts.dueAt), asc(contacts.id)],
      after:
        after && sql`(${clockRank}, ${contacts.dueAt}, ${contacts.id}) > (${after.clock}, ${after.dueAt}, ${cursor})`,
    };
  }
  return { order: [desc(contacts.id)], after: cursor ? sql`${contacts.id} < ${cursor}` : undefined };
}

/** The list of leads: a page of it, marking leads seen, and its CSV export. */
function leadListRoutes(app: FastifyInstance, { db }: TeamDeps): void {
  app.get("/api/team/leads", { config: ACCESS }, async (request, reply) => {
    const query = parseListQuery(leadQuery, request.query, reply);
    if (!query) return reply;
    const viewer = await viewerOf(db, memberOf(request).member.id, "leads");
    const limit = query.limit ?? PAGE_DEFAULT;
    const order = await ordered(db, query.sort, query.cursor);
    if (!order)
      return badFields(reply, { cursor: "That lead is gone from the list: start again from the first page." });
    const conditions = await leadConditions(db, query, viewer, { cursor: query.cursor, limit });
    const rows = await db
      .select({ ...summary, isNew: unseenColumn("leads", viewer) })
      .from(contacts)
      .leftJoin(teamMembers, eq(teamMembers.id, contacts.assigneeId))
      .where(and(conditions, order.after))
      .orderBy(...order.order)
      .limit(limit + 1);
    const { items, nextCursor } = page(rows, limit);
    // The total of the filtered list, on its first page only (the next pages append to it).
    const unseenCount = await countUnseen(db, "leads", viewer);
    return { items: items.map(shown), nextCursor, newCount: unseenCount.count, asOf: unseenCount.asOf };
  });

  // The total of a filtered list, apart from its pages: counting 50,000 leads would slow the list's first page, so
  // the screen shows the page at once and the total when it comes.
  app.get("/api/team/leads/count", { config: ACCESS }, async (request, reply) => {
    const query = parseListQuery(leadQuery, request.query, reply);
    if (!query) return reply;
    const viewer = await viewerOf(db, memberOf(request).member.id, "leads");
    return { total: await totalOf(db, contacts, await leadConditions(db, query, viewer), undefined) };
  });

  // Marks leads seen by the member: those named (`ids`), or all that arrived up to `upTo` (the list's `asOf`; now
  // when not given). Never a side effect of loading a list.
  app.post("/api/team/leads/seen", { config: ACCESS }, async (request, reply) => {
    const input = parseOr400(seenInput, request.body, reply);
    if (!input) return reply;
    const { member } = memberOf(request);
    if (input.ids) await markItemsSeen(db, "leads", member.id, input.ids);
    else await markAllSeen(db, "leads", member.id, input.upTo);
    return reply.code(204).send();
  });

  app.get("/api/team/leads/export.csv", { config: ACCESS }, async (request, reply) => {
    const query = parseListQuery(leadQuery, request.query, reply);
    if (!query) return reply;
    const { member } = memberOf(request);
    const viewer = await viewerOf(db, member.id, "leads");
    const rows = await db
      .select({ ...summary, currency: contacts.currency, phone: contacts.phone, message: contacts.message })
      .from(contacts)
      .leftJoin(teamMembers, eq(teamMembers.id, contacts.assigneeId))
      .where(await leadConditions(db, query, viewer))
      .orderBy(desc(contacts.id));
    await audit(db, { actorId: member.id, action: "export", detail: { list: "leads", rows: rows.length } });
    return sendCsv(reply, "leads", CSV_COLUMNS, rows.map(csvRow));
  });
}

/** One lead: reading it (which is seeing it), changing it on the version read, its notes. */
function leadRoutes(app: FastifyInstance, { db, config }: TeamDeps): void {
  app.get("/api/team/leads/:id", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const { member } = memberOf(request);
    const lead = await readLead(db, id, await viewerOf(db, member.id, "leads"));
    if (!lead) return reply.code(404).send(NOT_FOUND);
    await audit(db, { actorId: member.id, action: "lead.view", subjectType: "lead", subjectId: id }); // decision 035
    // Opening a lead is seeing it (`isNew` still says whether it was new to the member when they opened it).
    if (lead.isNew) await markItemsSeen(db, "leads", member.id, [id]);
    return {
      lead,
      notes: await readNotes(db, "lead", id),
      changes: await readChanges(db, "lead", id),
      replies: await readReplies(db, id),
      followUps: await readFollowUps(db, id),
      others: await otherEnquiries(db, lead),
      templates: await templatesFor(db, lead, member),
      reply: replyLink(lead.email),
    };
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
    const { version, ...wanted } = patch;
    const outcome = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ version: contacts.version, status: contacts.status, assigneeId: contacts.assigneeId })
        .from(contacts)
        .where(eq(contacts.id, id))
        .for("update");
      if (!current) return "missing";
      // A save that would change nothing overwrites nothing either, whatever version it was based on.
      const changes = diff(current, wanted);
      if (!changes.length) return "saved";
      if (current.version !== version) return "stale";
      const next = current.version + 1;
      await tx
        .update(contacts)
        .set({ ...wanted, version: next })
        .where(eq(contacts.id, id));
      await recordChanges(tx, "lead", id, member.id, next, changes);
      const assignedTo = wanted.assigneeId;
      if (assignedTo && assignedTo !== member.id && changes.some((change) => change.kind === "assignee")) {
        await mailAssignee(tx, assignedTo, id, member.name, config.siteUrl);
      }
      await audit(tx, {
        actorId: member.id,
        action: "lead.update",
        subjectType: "lead",
        subjectId: id,
        detail: Object.fromEntries(
          changes.map((change) =>
            change.kind === "status" ? ["status", change.after] : ["assigneeId", wanted.assigneeId ?? null],
          ),
        ),
      });
      return "saved";
    });
    if (outcome === "missing") return reply.code(404).send(NOT_FOUND);
    const lead = await readLead(db, id, await viewerOf(db, member.id, "leads"));
    if (!lead) return reply.code(404).send(NOT_FOUND);
    if (outcome === "stale") return sendConflict(reply, db, "lead", id, version, lead);
    return { lead, changes: await readChanges(db, "lead", id) };
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
