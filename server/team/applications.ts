/**
 * The workspace's job applications (decision 026; docs/team-api.md, "The inbox"), for owners and recruiting:
 * newest first with what is new since the member's last look, filters by role, status and date, search, the
 * detail (every view audited) with notes, status, the CV as an attachment (every download audited), and the
 * filtered list as CSV (without CVs). An application shows the day it will be deleted under the retention
 * policy (APPLICATION_RETENTION_DAYS after it arrived; the pruning runs every few hours).
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import type { SiteContent } from "../site-content";
import type { Db } from "../db/client";
import { applicantCells } from "../csv";
import { applicationColumns } from "../db/application-columns";
import { applications, applicationSearchText, applicationStatuses } from "../db/schema";
import { audit } from "./audit";
import { memberOf, type TeamDeps } from "./index";
import {
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
  routeId,
  sendCsv,
  slugFilter,
  totalOf,
} from "./list-query";
import { addNote, readNotes } from "./notes";
import { countUnseen, markAllSeen, markItemsSeen, unseen, unseenColumn, viewerOf, type Viewer } from "./seen";
import { diff, readChanges, recordChanges, sendConflict, versionSchema } from "./changes";
import { seenInput } from "./leads";

const ACCESS = { team: { roles: ["owner", "recruiting"] } } as const;
const DAY_MS = 24 * 60 * 60_000;
const NOT_FOUND = { error: "No such application (withdrawn, past its retention period, or erased)." };

/** The media type of each CV type as its content was sniffed at upload (server/api/cv-type.ts). */
const CV_MEDIA_TYPES = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  odt: "application/vnd.oasis.opendocument.text",
} as const;

const applicationQuery = listQuerySchema({
  role: slugFilter("the role"),
  status: enumFilter(applicationStatuses, "a status"),
  seen: enumFilter(["unseen"], "what to show"),
  from: filters.from,
  to: filters.to,
  q: filters.q,
});
type ApplicationQuery = z.infer<typeof applicationQuery>;

const applicationPatch = z.strictObject({
  version: versionSchema,
  status: z.enum(applicationStatuses, { error: `Choose a status from: ${applicationStatuses.join(", ")}.` }),
});

const conditions = (query: ApplicationQuery, viewer: Viewer): SQL | undefined =>
  and(
    query.seen === "unseen" ? unseen("applications", viewer) : undefined,
    query.role ? eq(applications.role, query.role) : undefined,
    query.status ? eq(applications.status, query.status) : undefined,
    dayRange(applications.createdAt, query.from, query.to),
    contains(applicationSearchText, query.q),
  );

const summary = {
  id: applications.id,
  role: applications.role,
  name: applications.name,
  email: applications.email,
  status: applications.status,
  createdAt: applications.createdAt,
  locale: applications.locale,
};

/** Everything but the CV's bytes and the withdraw link's nonce (a secret of the candidate's link). */
const details = { ...summary, ...applicationColumns, consentAt: applications.consentAt };

/** The role's title from content (closed roles keep theirs); the slug itself for a role no longer in content. */
const roleTitle = (content: SiteContent, slug: string): string => content.role(slug)?.title ?? slug;

const CSV_COLUMNS = [
  "id",
  "date",
  "role",
  "status",
  "name",
  "email",
  "phone",
  "location",
  "linkedin",
  "github",
  "portfolio",
  "note",
  "cv",
  "deleteAt",
];

/** An application as a CSV row, without the CV (every cell text; server/csv.ts neutralises formulas). */
const csvRow = (
  row: Omit<typeof applications.$inferSelect, "cv" | "withdrawNonce" | "locale" | "version">,
  deleteAt: Date,
  content: SiteContent,
) => ({
  id: String(row.id),
  date: isoOrEmpty(row.createdAt),
  role: roleTitle(content, row.role),
  status: row.status,
  ...applicantCells(row),
  deleteAt: isoOrEmpty(deleteAt),
});

/**
 * The CV's `Content-Disposition`: always an attachment, named `cv-<id>-<name>.<ext>` from the candidate's name
 * (never the uploaded file's name, which is not kept). `filename` is ASCII letters and digits only (accents
 * dropped); when the name has more than that, `filename*` (RFC 6266, RFC 8187) carries its letters and digits in
 * UTF-8. Anything else becomes a dash, so no quote, slash, control or direction mark reaches the header or a disk.
 */
export function cvDisposition(id: number, name: string, type: keyof typeof CV_MEDIA_TYPES): string {
  const part = (text: string, other: RegExp) =>
    Array.from(text.replace(other, "-").replace(/^-+|-+$/g, ""))
      .slice(0, 60)
      .join("")
      .replace(/-+$/, "");
  const fileName = (text: string) => `cv-${id}${text ? `-${text}` : ""}.${type}`;
  const ascii = fileName(part(name.normalize("NFKD").replace(/\p{M}/gu, ""), /[^A-Za-z0-9]+/g));
  const unicode = fileName(part(name.normalize("NFC"), /[^\p{L}\p{M}\p{N}]+/gu));
  const encoded = encodeURIComponent(unicode).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"${unicode === ascii ? "" : `; filename*=UTF-8''${encoded}`}`;
}

/** When an application is deleted (APPLICATION_RETENTION_DAYS after it arrived), and a row as the screens show it. */
function shownRows(config: TeamDeps["config"], content: SiteContent) {
  const deleteAt = (createdAt: Date) => new Date(createdAt.getTime() + config.applicationRetentionDays * DAY_MS);
  const shown = <Row extends { role: string; createdAt: Date }>(row: Row) => ({
    ...row,
    roleTitle: roleTitle(content, row.role),
    deleteAt: deleteAt(row.createdAt),
  });
  return { deleteAt, shown };
}

/** The list of applications: a page of it, marking it seen, and its CSV export. */
function applicationListRoutes(app: FastifyInstance, { db, config }: TeamDeps): void {
  const { deleteAt, shown } = shownRows(config, app.siteContent);

  app.get("/api/team/applications", { config: ACCESS }, async (request, reply) => {
    const query = parseListQuery(applicationQuery, request.query, reply);
    if (!query) return reply;
    const limit = query.limit ?? PAGE_DEFAULT;
    const viewer = await viewerOf(db, memberOf(request).member.id, "applications");
    const rows = await db
      .select({ ...summary, isNew: unseenColumn("applications", viewer) })
      .from(applications)
      .where(and(conditions(query, viewer), query.cursor ? sql`${applications.id} < ${query.cursor}` : undefined))
      .orderBy(desc(applications.id))
      .limit(limit + 1);
    const { items, nextCursor } = page(rows, limit);
    const unseenCount = await countUnseen(db, "applications", viewer);
    const total = await totalOf(db, applications, conditions(query, viewer), query.cursor);
    return { items: items.map(shown), nextCursor, total, newCount: unseenCount.count, asOf: unseenCount.asOf };
  });

  // As the leads' (server/team/leads.ts): the named ids, or all up to `upTo`; never a side effect of a list.
  app.post("/api/team/applications/seen", { config: ACCESS }, async (request, reply) => {
    const input = parseOr400(seenInput, request.body, reply);
    if (!input) return reply;
    const { member } = memberOf(request);
    if (input.ids) await markItemsSeen(db, "applications", member.id, input.ids);
    else await markAllSeen(db, "applications", member.id, input.upTo);
    return reply.code(204).send();
  });

  app.get("/api/team/applications/export.csv", { config: ACCESS }, async (request, reply) => {
    const query = parseListQuery(applicationQuery, request.query, reply);
    if (!query) return reply;
    const viewer = await viewerOf(db, memberOf(request).member.id, "applications");
    const rows = await db
      .select(details)
      .from(applications)
      .where(conditions(query, viewer))
      .orderBy(desc(applications.id));
    await audit(db, {
      actorId: memberOf(request).member.id,
      action: "export",
      detail: { list: "applications", rows: rows.length },
    });
    return sendCsv(
      reply,
      "applications",
      CSV_COLUMNS,
      rows.map((row) => csvRow(row, deleteAt(row.createdAt), app.siteContent)),
    );
  });
}

/** One application: reading it, changing its status, its notes, its CV. */
function applicationRoutes(app: FastifyInstance, { db, config }: TeamDeps): void {
  const { shown } = shownRows(config, app.siteContent);

  /** One application as the detail shows it (`isNew`: unseen by the member), or undefined. */
  const readApplication = async (id: number, memberId: number) => {
    const viewer = await viewerOf(db, memberId, "applications");
    const [row] = await db
      .select({ ...details, version: applications.version, isNew: unseenColumn("applications", viewer) })
      .from(applications)
      .where(eq(applications.id, id));
    return row && shown(row);
  };

  app.get("/api/team/applications/:id", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const { member } = memberOf(request);
    const application = await readApplication(id, member.id);
    if (!application) return reply.code(404).send(NOT_FOUND);
    await audit(db, { actorId: member.id, action: "application.view", subjectType: "application", subjectId: id });
    if (application.isNew) await markItemsSeen(db, "applications", member.id, [id]);
    return {
      application,
      notes: await readNotes(db, "application", id),
      changes: await readChanges(db, "application", id),
    };
  });

  app.patch("/api/team/applications/:id", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const patch = parseOr400(applicationPatch, request.body, reply);
    if (!patch) return reply;
    const { member } = memberOf(request);
    const outcome = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ version: applications.version, status: applications.status })
        .from(applications)
        .where(eq(applications.id, id))
        .for("update");
      if (!current) return "missing";
      const changes = diff(current, { status: patch.status });
      if (!changes.length) return "saved";
      if (current.version !== patch.version) return "stale";
      const next = current.version + 1;
      await tx.update(applications).set({ status: patch.status, version: next }).where(eq(applications.id, id));
      await recordChanges(tx, "application", id, member.id, next, changes);
      await audit(tx, {
        actorId: member.id,
        action: "application.update",
        subjectType: "application",
        subjectId: id,
        detail: { status: patch.status },
      });
      return "saved";
    });
    if (outcome === "missing") return reply.code(404).send(NOT_FOUND);
    const application = await readApplication(id, member.id);
    if (!application) return reply.code(404).send(NOT_FOUND);
    if (outcome === "stale") return sendConflict(reply, db, "application", id, patch.version, application);
    return { application, changes: await readChanges(db, "application", id) };
  });

  app.post("/api/team/applications/:id/notes", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    const input = parseOr400(noteSchema, request.body, reply);
    if (!input) return reply;
    const note = await addNote(db, "application", id, memberOf(request).member, input.body);
    if (!note) return reply.code(404).send(NOT_FOUND);
    return reply.code(201).send({ note });
  });

  app.get("/api/team/applications/:id/cv", { config: ACCESS }, async (request, reply) => {
    const id = routeId(request.params, reply);
    if (id === undefined) return reply;
    return sendCv(db, id, memberOf(request).member.id, reply);
  });
}

export function teamApplicationRoutes(app: FastifyInstance, deps: TeamDeps): void {
  applicationListRoutes(app, deps);
  applicationRoutes(app, deps);
}

/**
 * The CV as uploaded, audited. Never shown in the browser's context: an attachment of the sniffed type, not to be
 * re-sniffed, not stored, and sandboxed should a browser render it anyway.
 */
async function sendCv(db: Db, id: number, memberId: number, reply: FastifyReply) {
  const [row] = await db
    .select({ name: applications.name, cv: applications.cv, cvType: applications.cvType })
    .from(applications)
    .where(eq(applications.id, id));
  if (!row) return reply.code(404).send(NOT_FOUND);
  await audit(db, { actorId: memberId, action: "cv.download", subjectType: "application", subjectId: id });
  return reply
    .header("Content-Type", CV_MEDIA_TYPES[row.cvType])
    .header("Content-Disposition", cvDisposition(id, row.name, row.cvType))
    .header("X-Content-Type-Options", "nosniff")
    .header("Cache-Control", "no-store")
    .header("Content-Security-Policy", "sandbox; default-src 'none'")
    .send(row.cv);
}
