/**
 * An entry's documents and their publishing (issue 37, decision 052):
 *
 * - GET /api/team/content/<collection>/<slug>: the entry's text in each language, as the site has it (the team's
 *   published document, or the repository's file), with the document's version, and every version published.
 * - PUT /api/team/content/<collection>/<slug>/<locale> `{ text, version }`: publishes a language's text. The content
 *   is checked with it first by the build's own parser, schemas and cross-checks (a child process, seconds): a text
 *   the build would refuse is refused with 422 and the build's messages (the file named
 *   `workspace/<collection>/<slug>.md`, with its line), and nothing is saved. Otherwise the version is saved and the
 *   content's revision raised, so that every instance starts its generation of the site at once (within
 *   CONTENT_POLL_MS), this one included; the answer comes when this instance serves it. Should that generation still
 *   fail (a template that throws on the text), the publish is undone (the document as it was, the revision raised
 *   again, so no instance keeps it) and refused with 422 and the reason. A publish based on an older version (another
 *   member published since) is refused with 409 and the text as it is now. `version` is null for the first document
 *   of an entry.
 *
 * - GET /api/team/content/<collection>/<slug>/versions/<id>: one published version's text, to compare with the site's.
 * - POST /api/team/content/<collection>/<slug>/versions/<id>/restore `{ version }`: publishes that version's text again,
 *   as a new version, through the same checks and generation as any publish (409 when the page is stale, or when the
 *   version is the one on the site already). The audit log records which version it restored.
 *
 * Articles and case studies for owners and editors; job openings for owners and recruiting. A role closes when its
 * `validThrough` day has passed: published with an earlier day, its page answers 410 and it leaves the careers list
 * and the structured data, and the application form's server stops taking applications for it as soon as this
 * instance serves the site without it (server/site-content.ts).
 */
import type { Socket } from "node:net";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { locales, type Locale } from "../../app/shared/locale";
import type {
  ContentCollection,
  ContentDraft,
  ContentEntryDetail,
  ContentLanguage,
  ContentSchedule,
  ContentVersionDetail,
  TeamRole,
} from "../../app/shared/team-api";
import { repositoryFile } from "../../content/collections";
import { repositoryChange, sha256 } from "../content-files";
import type { Db } from "../db/client";
import {
  contentDocuments,
  contentDrafts,
  contentRevision,
  contentSchedules,
  contentVersions,
  teamMembers,
} from "../db/schema";
import type { SiteContent } from "../site-content";
import { publishedContent, type ContentDocument, type SiteGenerations } from "../site-generations";
import { audit } from "./audit";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400 } from "./list-query";
import { requireRecentSignIn } from "./step-up";

/** The collections published from the workspace, and who may publish them. */
export const PUBLISHERS = {
  articles: ["owner", "editor"],
  "case-studies": ["owner", "editor"],
  roles: ["owner", "recruiting"],
} as const satisfies Partial<Record<ContentCollection, readonly TeamRole[]>>;

export type Publishable = keyof typeof PUBLISHERS;

/** A slug as the repository's file names are (content/collections.ts: the file name is the slug). */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugParam = z.string().max(80).regex(SLUG);

/** The longest document accepted: far above any entry's (the schemas bound each field). */
export const MAX_TEXT = 100_000;

export const publishInput = z.strictObject({
  text: z
    .string({ error: "Write the entry's text." })
    .min(1, { error: "Write the entry's text." })
    .max(MAX_TEXT, { error: `The text is longer than ${MAX_TEXT.toLocaleString("en")} characters.` }),
  version: z.number().int().positive().nullable(),
});

/** How long a publish's connection may stay silent while the site is made with its text (a loaded machine: minutes). */
const PUBLISH_IDLE_MS = 10 * 60_000;

/** Lets the socket stay silent while the site is made, and gives it back the server's idle timeout once answered. */
function holdOpen(socket: Socket | undefined, idleTimeoutMs: number, reply: FastifyReply): void {
  // A request injected in process (tests, benchmarks) has no real socket.
  if (typeof socket?.setTimeout !== "function") return;
  socket.setTimeout(PUBLISH_IDLE_MS);
  reply.raw.once("close", () => {
    if (!socket.destroyed) socket.setTimeout(idleTimeoutMs);
  });
}

/** A publish's body: the longest text, every character escaped in JSON at worst, with room to spare. */
export const BODY_LIMIT = 1024 * 1024;

/** The document of an entry in a language, if the team wrote one, with its published text. */
export async function documentOf(db: Db, collection: Publishable, slug: string, locale: Locale) {
  const [row] = await db
    .select({
      id: contentDocuments.id,
      version: contentDocuments.version,
      text: contentVersions.text,
      baseHash: contentDocuments.baseHash,
      updatedAt: contentDocuments.updatedAt,
      updatedBy: teamMembers.name,
    })
    .from(contentDocuments)
    .leftJoin(contentVersions, eq(contentVersions.id, contentDocuments.publishedVersionId))
    .leftJoin(teamMembers, eq(teamMembers.id, contentDocuments.updatedBy))
    .where(
      and(
        eq(contentDocuments.collection, collection),
        eq(contentDocuments.slug, slug),
        eq(contentDocuments.locale, locale),
      ),
    );
  return row;
}

/** The schedule of an entry's language (at most one). */
export const whereSchedule = (entry: EntryLanguage) =>
  and(
    eq(contentSchedules.collection, entry.collection),
    eq(contentSchedules.slug, entry.slug),
    eq(contentSchedules.locale, entry.locale),
  );

export const whereDraft = (entry: EntryLanguage) =>
  and(
    eq(contentDrafts.collection, entry.collection),
    eq(contentDrafts.slug, entry.slug),
    eq(contentDrafts.locale, entry.locale),
  );

/** The draft of an entry's language, if one is saved. */
export async function draftOf(db: Db, entry: EntryLanguage): Promise<ContentDraft | undefined> {
  const [saved] = await db
    .select({
      text: contentDrafts.text,
      version: contentDrafts.version,
      savedAt: contentDrafts.updatedAt,
      savedBy: teamMembers.name,
    })
    .from(contentDrafts)
    .leftJoin(teamMembers, eq(teamMembers.id, contentDrafts.updatedBy))
    .where(whereDraft(entry));
  return saved && { ...saved, savedAt: saved.savedAt.toISOString() };
}

/** What is scheduled for a language of an entry, if anything. */
async function scheduleOf(db: Db, entry: EntryLanguage): Promise<ContentSchedule | undefined> {
  const [schedule] = await db
    .select({
      publishAt: contentSchedules.publishAt,
      text: contentSchedules.text,
      problem: contentSchedules.problem,
      by: teamMembers.name,
    })
    .from(contentSchedules)
    .leftJoin(teamMembers, eq(teamMembers.id, contentSchedules.createdBy))
    .where(whereSchedule(entry));
  return schedule && { ...schedule, publishAt: schedule.publishAt.toISOString() };
}

/** An entry in one language, as the workspace's editor shows it. */
export async function languageOf(
  db: Db,
  collection: Publishable,
  slug: string,
  locale: Locale,
): Promise<ContentLanguage | undefined> {
  const document = await documentOf(db, collection, slug, locale);
  const file = repositoryFile(collection, slug, locale);
  const scheduled = await scheduleOf(db, { collection, slug, locale });
  const draft = await draftOf(db, { collection, slug, locale });
  if (document?.text != null) {
    const changed = repositoryChange({ collection, slug, locale, text: document.text, baseHash: document.baseHash });
    return {
      locale,
      source: "workspace" as const,
      text: document.text,
      version: document.version,
      publishedAt: document.updatedAt.toISOString(),
      publishedBy: document.updatedBy,
      ...(scheduled && { scheduled }),
      ...(changed !== undefined && { conflict: { repositoryText: changed } }),
      ...(draft && { draft }),
    };
  }
  if (file === undefined) return undefined;
  return {
    locale,
    source: "repository" as const,
    text: file,
    version: null,
    publishedAt: null,
    publishedBy: null,
    ...(scheduled && { scheduled }),
    ...(draft && { draft }),
  };
}

/** Whether the site, or the team, has the entry in some language. */
export const isEntry = async (db: Db, collection: Publishable, slug: string): Promise<boolean> =>
  (await Promise.all(locales.map((locale) => languageOf(db, collection, slug, locale)))).some(Boolean);

export async function entryOf(
  db: Db,
  content: SiteContent,
  collection: Publishable,
  slug: string,
): Promise<ContentEntryDetail> {
  const languages = (await Promise.all(locales.map((locale) => languageOf(db, collection, slug, locale)))).filter(
    (language) => language !== undefined,
  );
  const versions = await versionRows(db, collection, slug, {}).orderBy(desc(contentVersions.id)).limit(200);
  // A language the entry is not in yet may have a translation under way (decision 056): a draft, a schedule.
  const newLanguages = [];
  for (const locale of locales) {
    if (languages.some((language) => language.locale === locale)) continue;
    const draft = await draftOf(db, { collection, slug, locale });
    const scheduled = await scheduleOf(db, { collection, slug, locale });
    if (draft || scheduled) newLanguages.push({ locale, ...(draft && { draft }), ...(scheduled && { scheduled }) });
  }
  const role = collection === "roles" ? content.role(slug) : undefined;
  const removed = collection === "articles" ? content.entry("articles", slug)?.removed : undefined;
  return {
    collection,
    slug,
    ...(role && { open: content.openRole(slug, new Date()) !== undefined, validThrough: role.validThrough }),
    ...(removed !== undefined && { removed }),
    languages,
    ...(newLanguages.length && { newLanguages }),
    versions: versions.map(({ publishedVersionId, ...version }) => ({
      ...version,
      createdAt: version.createdAt.toISOString(),
      live: publishedVersionId === version.id,
    })),
  };
}

/** One of the entry's published versions, with its text; undefined if `id` is not one of this entry's. */
async function versionOf(
  db: Db,
  collection: Publishable,
  slug: string,
  id: number,
): Promise<ContentVersionDetail | undefined> {
  const [row] = await versionRows(db, collection, slug, { text: contentVersions.text }, id);
  if (!row) return undefined;
  const { publishedVersionId, ...version } = row;
  return {
    ...version,
    locale: version.locale as Locale,
    createdAt: version.createdAt.toISOString(),
    live: publishedVersionId === version.id,
  };
}

/**
 * The entry's published versions (or the one of them with `id`): each one's language, time, author and the version
 * live in its language, with the `more` columns (the list leaves the texts out).
 */
function versionRows<More extends Record<string, PgColumn>>(
  db: Db,
  collection: Publishable,
  slug: string,
  more: More,
  id?: number,
) {
  return db
    .select({
      id: contentVersions.id,
      locale: contentDocuments.locale,
      createdAt: contentVersions.createdAt,
      author: teamMembers.name,
      publishedVersionId: contentDocuments.publishedVersionId,
      ...more,
    })
    .from(contentVersions)
    .innerJoin(contentDocuments, eq(contentDocuments.id, contentVersions.documentId))
    .leftJoin(teamMembers, eq(teamMembers.id, contentVersions.createdBy))
    .where(
      and(
        eq(contentDocuments.collection, collection),
        eq(contentDocuments.slug, slug),
        id === undefined ? undefined : eq(contentVersions.id, id),
      ),
    )
    .$dynamic();
}

/** A document as it was before a publish changed it (none: the publish created it), to undo that publish. */
interface Before {
  readonly version: number;
  readonly publishedVersionId: number | null;
  readonly updatedBy: number | null;
  readonly updatedAt: Date;
  readonly baseHash: string | null;
}

/** An entry's language. */
export interface EntryLanguage {
  readonly collection: Publishable;
  readonly slug: string;
  readonly locale: Locale;
}

/** A language's text to publish, based on the document at `version` (null: none yet, the repository's file). */
export interface Change {
  readonly entry: EntryLanguage;
  readonly text: string;
  readonly version: number | null;
  /** The earlier version whose text this publishes again (a restore). */
  readonly restoredFrom?: number;
  /** The repository's file this text is now based on (its SHA-256): a conflict resolved with the repository's text. */
  readonly baseHash?: string;
  /** What the publish did besides a new text, for the audit log (a new entry, an article taken off the site). */
  readonly note?: Readonly<Record<string, string | boolean>>;
}

/** A language saved by a publish, and what undoes it. */
interface SavedChange {
  readonly entry: EntryLanguage;
  readonly documentId: number;
  readonly versionId: number;
  readonly before: Before | null;
}

/** A saved publish: the revision it raised, and each language it saved. */
interface Publish {
  readonly revision: number;
  readonly changes: readonly SavedChange[];
}

type NotSavedReason = "version" | "revision" | "claimed";

type Saved = ({ ok: true } & Publish) | { ok: false; reason: NotSavedReason };

/** Ends a publish's transaction, rolled back, with the reason it cannot be saved. */
class NotSaved extends Error {
  constructor(readonly reason: NotSavedReason) {
    super(`not saved: ${reason}`);
  }
}

/**
 * Saves published versions in one transaction: each language's document at its `version` (none for null), the
 * content's revision still `revision` (no other publish since the content was checked), then the revision raised once.
 */
async function savePublished(
  db: Db,
  changes: readonly Change[],
  revision: number,
  memberId: number | null,
  claim?: number,
): Promise<Saved> {
  try {
    const raised = await db.transaction(async (tx) => {
      // A scheduled publish takes its schedule away in the same transaction: one instance publishes it.
      if (claim !== undefined) {
        const [claimed] = await tx
          .delete(contentSchedules)
          .where(and(eq(contentSchedules.id, claim), isNull(contentSchedules.problem)))
          .returning({ id: contentSchedules.id });
        if (!claimed) throw new NotSaved("claimed");
      }
      const [bumped] = await tx
        .update(contentRevision)
        .set({ revision: sql`${contentRevision.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(contentRevision.id, 1), eq(contentRevision.revision, revision)))
        .returning({ revision: contentRevision.revision });
      if (!bumped) throw new NotSaved("revision");
      const saved: SavedChange[] = [];
      for (const { entry, text, version: base, restoredFrom, baseHash, note } of changes) {
        const { documentId, before } = await (base === null
          ? createDocument(tx, entry, memberId).then((id) => ({ documentId: id, before: null }))
          : updateDocument(tx, entry, base, memberId, baseHash));
        const [version] = await tx
          .insert(contentVersions)
          .values({ documentId, text, createdBy: memberId })
          .returning({ id: contentVersions.id });
        await tx
          .update(contentDocuments)
          .set({ publishedVersionId: version!.id })
          .where(eq(contentDocuments.id, documentId));
        await audit(tx, {
          actorId: memberId,
          action: "content.publish",
          subjectType: "content",
          subjectId: `${entry.collection}/${entry.slug}/${entry.locale}`,
          detail: {
            versionId: version!.id,
            revision: bumped.revision,
            ...(restoredFrom !== undefined && { restoredFrom }),
            ...(baseHash !== undefined && { fromRepository: true }),
            ...note,
            ...(claim !== undefined && { scheduleId: claim }),
          },
        });
        saved.push({ entry, documentId, versionId: version!.id, before });
      }
      return { revision: bumped.revision, changes: saved };
    });
    return { ok: true, ...raised };
  } catch (error) {
    if (error instanceof NotSaved) return { ok: false, reason: error.reason };
    throw error;
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The entry's first document in the language, based on the repository's file (if any); NotSaved if one exists. */
async function createDocument(tx: Tx, entry: EntryLanguage, memberId: number | null): Promise<number> {
  const base = repositoryFile(entry.collection, entry.slug, entry.locale);
  const [created] = await tx
    .insert(contentDocuments)
    .values({ ...entry, baseHash: base === undefined ? null : sha256(base), updatedBy: memberId })
    .onConflictDoNothing()
    .returning({ id: contentDocuments.id });
  if (!created) throw new NotSaved("version");
  return created.id;
}

/** The document at `version`, raised to the next, and what it was; NotSaved if it is at another. */
async function updateDocument(
  tx: Tx,
  entry: EntryLanguage,
  version: number,
  memberId: number | null,
  baseHash?: string,
): Promise<{ documentId: number; before: Before }> {
  const where = and(
    eq(contentDocuments.collection, entry.collection),
    eq(contentDocuments.slug, entry.slug),
    eq(contentDocuments.locale, entry.locale),
    eq(contentDocuments.version, version),
  );
  const [before] = await tx
    .select({
      version: contentDocuments.version,
      publishedVersionId: contentDocuments.publishedVersionId,
      updatedBy: contentDocuments.updatedBy,
      updatedAt: contentDocuments.updatedAt,
      baseHash: contentDocuments.baseHash,
    })
    .from(contentDocuments)
    .where(where);
  if (!before) throw new NotSaved("version");
  const [updated] = await tx
    .update(contentDocuments)
    .set({
      version: version + 1,
      updatedBy: memberId,
      updatedAt: new Date(),
      ...(baseHash !== undefined && { baseHash }),
    })
    .where(where)
    .returning({ id: contentDocuments.id });
  if (!updated) throw new NotSaved("version");
  return { documentId: updated.id, before };
}

/**
 * Undoes a saved publish whose generation failed: the document as it was before (removed, if the publish created
 * it), the version removed, the revision raised again so that every instance makes the site without it, and the
 * failure in the audit log. Leaves the document alone if someone published it since.
 */
async function undoPublish(
  db: Db,
  publish: Publish,
  memberId: number | null,
  problems: readonly string[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const [raised] = await tx
      .update(contentRevision)
      .set({ revision: sql`${contentRevision.revision} + 1`, updatedAt: new Date() })
      .where(eq(contentRevision.id, 1))
      .returning({ revision: contentRevision.revision });
    for (const change of publish.changes) {
      const ours = and(
        eq(contentDocuments.id, change.documentId),
        eq(contentDocuments.publishedVersionId, change.versionId),
      );
      const undone = change.before
        ? await tx.update(contentDocuments).set(change.before).where(ours).returning({ id: contentDocuments.id })
        : await tx.delete(contentDocuments).where(ours).returning({ id: contentDocuments.id });
      if (undone.length) await tx.delete(contentVersions).where(eq(contentVersions.id, change.versionId));
      const { entry } = change;
      await audit(tx, {
        actorId: memberId,
        action: "content.publish.failed",
        subjectType: "content",
        subjectId: `${entry.collection}/${entry.slug}/${entry.locale}`,
        detail: { versionId: change.versionId, revision: raised?.revision ?? null, problem: problems[0] ?? null },
      });
    }
  });
}

export const conflict = async (reply: FastifyReply, db: Db, entry: EntryLanguage, reason: NotSavedReason) => {
  const current = await languageOf(db, entry.collection, entry.slug, entry.locale);
  return reply.code(409).send({
    error:
      reason === "version"
        ? `${current?.publishedBy ?? "Someone"} published this text after you opened it. Nothing of yours was published yet.`
        : "Another change to the site was published while yours was being checked. Nothing of yours was published yet: publish again.",
    current,
  });
};

/**
 * The generations to publish with, once the member has proved it is them recently (decision 035: a page published
 * outlives a stolen session) and this server can publish; undefined once answered otherwise (403 with `stepUp`, or
 * 503). Called after the input and the versions are checked, so no one confirms a change that would be refused.
 */
export async function publishingGenerations(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: TeamDeps,
): Promise<SiteGenerations | undefined> {
  if (!(await requireRecentSignIn(request, reply, deps))) return undefined;
  if (!deps.generations) {
    await cannotPublish(reply);
    return undefined;
  }
  return deps.generations;
}

/** The 503 of a server that serves no built site (development), where nothing can be published. */
const cannotPublish = (reply: FastifyReply) =>
  reply
    .code(503)
    .header("Retry-After", "60")
    .send({ error: "This server does not serve a built site, so it cannot publish." });

/**
 * The content's checks with `changes` over everything published (the build's parser, schemas and cross-checks, in a
 * child process: seconds, not queued behind a generation under way), and the revision they were made on.
 */
export async function checkChanges(
  db: Db,
  generations: SiteGenerations,
  changes: readonly Change[],
): Promise<{ revision: number; problems: readonly string[] }> {
  const same = (document: ContentDocument, entry: EntryLanguage) =>
    document.collection === entry.collection && document.slug === entry.slug && document.locale === entry.locale;
  const { revision, documents } = await publishedContent(db);
  const candidate: ContentDocument[] = [
    ...documents.filter((document) => !changes.some((change) => same(document, change.entry))),
    ...changes.map((change) => ({ ...change.entry, text: change.text })),
  ];
  return { revision, problems: await generations.problems(candidate) };
}

/** How a publish ended: live on this instance, refused by the checks or the generation, or not saved. */
export type PublishOutcome =
  | { readonly ok: true; readonly revision: number }
  | { readonly ok: false; readonly problems: readonly string[] }
  | { readonly ok: false; readonly conflict: NotSavedReason };

/**
 * Publishes an entry's languages in one revision: the content checked with them over everything published (problems,
 * nothing saved), saved (a conflict when a language or the content moved since, or when `claim`, a schedule, was
 * taken by another instance), then live once this instance serves the site made with them (undone, with the
 * generator's problems, should that fail). Each language is based on the version its change names.
 */
export async function publishChanges(
  db: Db,
  generations: SiteGenerations,
  changes: readonly Change[],
  memberId: number | null,
  claim?: number,
): Promise<PublishOutcome> {
  const { revision, problems } = await checkChanges(db, generations, changes);
  if (problems.length) return { ok: false, problems };
  // Saved now, so that every instance makes its generation at the same time as this one (decision 052).
  const saved = await savePublished(db, changes, revision, memberId, claim);
  if (!saved.ok) return { ok: false, conflict: saved.reason };
  const live = await generations.serveAtLeast(saved.revision);
  if (!live.ok) {
    await undoPublish(db, saved, memberId, live.problems);
    return { ok: false, problems: live.problems };
  }
  // A draft that is now what the site shows is done with (another text published, a restore, keeps it).
  for (const { entry, text } of changes)
    await db.delete(contentDrafts).where(and(whereDraft(entry), eq(contentDrafts.text, text)));
  return { ok: true, revision: saved.revision };
}

export const refused = (reply: FastifyReply, problems: readonly string[]) =>
  reply.code(422).send({ error: "The site cannot be built with this text. Nothing was published.", problems });

/** A publish answered: 422 with the problems, 409 with the text as it is now, or 200 with the entry as it is now. */
export async function publish(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: TeamDeps,
  generations: SiteGenerations,
  changes: readonly Change[],
) {
  const { db } = deps;
  // The answer comes once the site is made: the connection may carry no traffic for longer than IDLE_TIMEOUT_MS.
  holdOpen(request.raw.socket, deps.config.idleTimeoutMs, reply);
  const outcome = await publishChanges(db, generations, changes, memberOf(request).member.id);
  if (!outcome.ok)
    return "problems" in outcome
      ? refused(reply, outcome.problems)
      : conflict(reply, db, changes[0]!.entry, outcome.conflict);
  const { collection, slug } = changes[0]!.entry;
  return { revision: outcome.revision, entry: await entryOf(db, request.server.siteContent, collection, slug) };
}

/** The day before `now` (UTC), as a role's `validThrough` states a day: a role with it as its last day is closed. */
const yesterday = (now: Date) => new Date(now.getTime() - 86_400_000).toISOString().slice(0, 10);

/**
 * A role's text with `day` as its last day (`validThrough`), and its `posted` no later than that (the schema's rule).
 * Undefined if the text states no `validThrough`.
 */
export function withLastDay(text: string, day: string): string | undefined {
  const line = /^validThrough:[^\n]*$/m;
  if (!line.test(text)) return undefined;
  return text
    .replace(line, `validThrough: ${day}`)
    .replace(/^posted:[ \t]*"?(\d{4}-\d{2}-\d{2})"?[ \t]*$/m, (posted: string, date: string) =>
      date > day ? `posted: ${day}` : posted,
    );
}

/** A restore: the version of the document the member's page shows (another member's publish since is a conflict). */
const restoreInput = z.strictObject({ version: z.number().int().positive() });

const versionParam = z.coerce
  .number()
  .int()
  .positive()
  .max(2 ** 31 - 1);

/** A role's new last day: a day of the calendar, from yesterday (which closes it) on. */
const lastDayInput = z.strictObject({
  validThrough: z.iso.date({ error: "Give the last day as a date (YYYY-MM-DD)." }),
});

/** An entry's published versions: one with its text, and a restore, for who may publish the collection. */
function versionRoutes(
  app: FastifyInstance,
  deps: TeamDeps,
  collection: Publishable,
  config: { team: { roles: readonly TeamRole[] } },
): void {
  const { db } = deps;
  app.get(`/api/team/content/${collection}/:slug/versions/:id`, { config }, async (request, reply) => {
    const params = request.params as { slug: string; id: string };
    const slug = slugParam.safeParse(params.slug);
    const id = versionParam.safeParse(params.id);
    const version = slug.success && id.success ? await versionOf(db, collection, slug.data, id.data) : undefined;
    if (!version) return reply.code(404).send({ error: "There is no such version of this entry." });
    return version;
  });

  app.post(`/api/team/content/${collection}/:slug/versions/:id/restore`, { config }, async (request, reply) => {
    const params = request.params as { slug: string; id: string };
    const slug = slugParam.safeParse(params.slug);
    const id = versionParam.safeParse(params.id);
    const version = slug.success && id.success ? await versionOf(db, collection, slug.data, id.data) : undefined;
    if (!slug.success || !version) return reply.code(404).send({ error: "There is no such version of this entry." });
    const input = parseOr400(restoreInput, request.body, reply);
    if (!input) return reply;
    const entry = { collection, slug: slug.data, locale: version.locale };
    const current = await documentOf(db, collection, entry.slug, entry.locale);
    if (current?.version !== input.version) return conflict(reply, db, entry, "version");
    if (version.live)
      return reply.code(409).send({
        error: "This version is the one on the site already.",
        current: await languageOf(db, collection, entry.slug, entry.locale),
      });
    const generations = await publishingGenerations(request, reply, deps);
    if (!generations) return reply;
    return publish(request, reply, deps, generations, [
      { entry, text: version.text, version: input.version, restoredFrom: version.id },
    ]);
  });
}

export function contentPublishRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db } = deps;
  for (const [collection, roles] of Object.entries(PUBLISHERS) as [Publishable, readonly TeamRole[]][]) {
    const config = { team: { roles } };
    app.get(`/api/team/content/${collection}/:slug`, { config }, async (request, reply) => {
      const slug = slugParam.safeParse((request.params as { slug: string }).slug);
      const entry = slug.success ? await entryOf(db, app.siteContent, collection, slug.data) : undefined;
      if (!entry?.languages.length) return reply.code(404).send({ error: "There is no such entry." });
      return entry;
    });

    app.put(
      `/api/team/content/${collection}/:slug/:locale`,
      { config, bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const params = request.params as { slug: string; locale: string };
        const slug = slugParam.safeParse(params.slug);
        const locale = locales.find((candidate) => candidate === params.locale);
        if (!slug.success || !locale) return reply.code(404).send({ error: "There is no such entry." });
        const input = parseOr400(publishInput, request.body, reply);
        if (!input) return reply;
        const entry = { collection, slug: slug.data, locale };
        const current = await documentOf(db, collection, entry.slug, locale);
        // A language the entry is not in yet is added to an entry the site has (a new one is POSTed: content-create.ts).
        if (!current && !(await isEntry(db, collection, entry.slug)))
          return reply.code(404).send({ error: "There is no such entry." });
        if ((current?.version ?? null) !== input.version) return conflict(reply, db, entry, "version");
        const generations = await publishingGenerations(request, reply, deps);
        if (!generations) return reply;
        return publish(request, reply, deps, generations, [{ entry, text: input.text, version: input.version }]);
      },
    );

    versionRoutes(app, deps, collection, config);
  }

  // A job opening's last day (its `validThrough`), in every language at once, in one revision (the languages state the
  // same days: content/i18n/parity.ts): yesterday closes it (its page answers 410, it leaves the careers list and the
  // application form), a later day opens or extends it. 400 for a day before yesterday.
  app.put(
    "/api/team/content/roles/:slug/last-day",
    { config: { team: { roles: PUBLISHERS.roles } } },
    async (request, reply) => {
      const slug = slugParam.safeParse((request.params as { slug: string }).slug);
      const role = slug.success ? app.siteContent.role(slug.data) : undefined;
      if (!slug.success || !role) return reply.code(404).send({ error: "There is no such job opening." });
      const input = parseOr400(lastDayInput, request.body, reply);
      if (!input) return reply;
      const earliest = yesterday(new Date());
      if (input.validThrough < earliest)
        return reply.code(400).send({
          error: "The last day cannot be in the past.",
          fields: { validThrough: `Choose ${earliest} (closes it now) or a later day.` },
        });
      if (input.validThrough === role.validThrough)
        return reply.code(409).send({ error: `The last day is ${role.validThrough} already.` });
      const changes: Change[] = [];
      for (const locale of locales) {
        const language = await languageOf(db, "roles", slug.data, locale);
        const text = language && withLastDay(language.text, input.validThrough);
        if (!language) continue;
        if (text === undefined)
          return reply.code(422).send({
            error: "The role's text states no validThrough day to change. Nothing was published.",
            problems: [],
          });
        changes.push({ entry: { collection: "roles", slug: slug.data, locale }, text, version: language.version });
      }
      const generations = await publishingGenerations(request, reply, deps);
      if (!generations) return reply;
      return publish(request, reply, deps, generations, changes);
    },
  );
}
