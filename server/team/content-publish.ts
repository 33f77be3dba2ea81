/**
 * An entry's documents and their publishing (issue 37, decision 052):
 *
 * - GET /api/team/content/<collection>/<slug>: the entry's text in each language, as the site has it (the team's
 *   published document, or the repository's file), with the document's version, and every version published.
 * - PUT /api/team/content/<collection>/<slug>/<locale> `{ text, version }`: publishes a language's text. The whole
 *   site is made with it first, in a generation (server/site-generations.ts), by the build's own parser, schemas,
 *   cross-checks and templates: a text the build would refuse is refused with 422 and the build's messages (the file
 *   named `workspace/<collection>/<slug>.md`, with its line), and nothing is saved. Otherwise the version is saved, the
 *   content's revision raised, and this instance serves the new site at once; the others follow within
 *   CONTENT_POLL_MS and their own generation. A publish based on an older version (another member published since)
 *   is refused with 409 and the text as it is now. `version` is null for the first document of an entry.
 *
 * Articles and case studies for owners and editors. Job openings are not published from here yet: the application
 * form's server reads the roles it accepts from the repository's files.
 */
import { createHash } from "node:crypto";
import type { Socket } from "node:net";
import { and, desc, eq, sql } from "drizzle-orm";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { locales, type Locale } from "../../app/shared/locale";
import type { ContentCollection, ContentEntryDetail, ContentLanguage, TeamRole } from "../../app/shared/team-api";
import { repositoryFile } from "../../content/collections";
import type { Db } from "../db/client";
import { contentDocuments, contentRevision, contentVersions, teamMembers } from "../db/schema";
import { publishedContent, type ContentDocument } from "../site-generations";
import { audit } from "./audit";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400 } from "./list-query";

/** The collections published from the workspace, and who may publish them. */
export const PUBLISHERS = {
  articles: ["owner", "editor"],
  "case-studies": ["owner", "editor"],
} as const satisfies Partial<Record<ContentCollection, readonly TeamRole[]>>;

type Publishable = keyof typeof PUBLISHERS;

/** A slug as the repository's file names are (content/collections.ts: the file name is the slug). */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const slugParam = z.string().max(80).regex(SLUG);

/** The longest document accepted: far above any entry's (the schemas bound each field). */
const MAX_TEXT = 100_000;

const publishInput = z.strictObject({
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
const BODY_LIMIT = 1024 * 1024;

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

/** The document of an entry in a language, if the team wrote one, with its published text. */
async function documentOf(db: Db, collection: Publishable, slug: string, locale: Locale) {
  const [row] = await db
    .select({
      id: contentDocuments.id,
      version: contentDocuments.version,
      text: contentVersions.text,
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

/** An entry in one language, as the workspace's editor shows it. */
async function languageOf(
  db: Db,
  collection: Publishable,
  slug: string,
  locale: Locale,
): Promise<ContentLanguage | undefined> {
  const document = await documentOf(db, collection, slug, locale);
  const file = repositoryFile(collection, slug, locale);
  if (document?.text != null)
    return {
      locale,
      source: "workspace" as const,
      text: document.text,
      version: document.version,
      publishedAt: document.updatedAt.toISOString(),
      publishedBy: document.updatedBy,
    };
  if (file === undefined) return undefined;
  return { locale, source: "repository" as const, text: file, version: null, publishedAt: null, publishedBy: null };
}

async function entryOf(db: Db, collection: Publishable, slug: string): Promise<ContentEntryDetail> {
  const languages = (await Promise.all(locales.map((locale) => languageOf(db, collection, slug, locale)))).filter(
    (language) => language !== undefined,
  );
  const versions = await db
    .select({
      id: contentVersions.id,
      locale: contentDocuments.locale,
      createdAt: contentVersions.createdAt,
      author: teamMembers.name,
    })
    .from(contentVersions)
    .innerJoin(contentDocuments, eq(contentDocuments.id, contentVersions.documentId))
    .leftJoin(teamMembers, eq(teamMembers.id, contentVersions.createdBy))
    .where(and(eq(contentDocuments.collection, collection), eq(contentDocuments.slug, slug)))
    .orderBy(desc(contentVersions.id))
    .limit(200);
  return {
    collection,
    slug,
    languages,
    versions: versions.map((version) => ({ ...version, createdAt: version.createdAt.toISOString() })),
  };
}

type Saved = { ok: true; revision: number } | { ok: false; reason: "version" | "revision" };

/** Ends a publish's transaction, rolled back, with the reason it cannot be saved. */
class NotSaved extends Error {
  constructor(readonly reason: "version" | "revision") {
    super(`not saved: ${reason}`);
  }
}

/**
 * Saves a published version in one transaction: the document at `version` (none for null), the content's revision
 * still `revision` (no other publish since the generation began), then the revision raised.
 */
async function savePublished(
  db: Db,
  entry: { collection: Publishable; slug: string; locale: Locale },
  input: { text: string; version: number | null },
  revision: number,
  memberId: number,
): Promise<Saved> {
  try {
    const raised = await db.transaction(async (tx) => {
      const [bumped] = await tx
        .update(contentRevision)
        .set({ revision: sql`${contentRevision.revision} + 1`, updatedAt: new Date() })
        .where(and(eq(contentRevision.id, 1), eq(contentRevision.revision, revision)))
        .returning({ revision: contentRevision.revision });
      if (!bumped) throw new NotSaved("revision");
      const documentId = await (input.version === null
        ? createDocument(tx, entry, memberId)
        : updateDocument(tx, entry, input.version, memberId));
      const [version] = await tx
        .insert(contentVersions)
        .values({ documentId, text: input.text, createdBy: memberId })
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
        detail: { versionId: version!.id, revision: bumped.revision },
      });
      return bumped.revision;
    });
    return { ok: true, revision: raised };
  } catch (error) {
    if (error instanceof NotSaved) return { ok: false, reason: error.reason };
    throw error;
  }
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The entry's first document in the language, based on the repository's file (if any); NotSaved if one exists. */
async function createDocument(
  tx: Tx,
  entry: { collection: Publishable; slug: string; locale: Locale },
  memberId: number,
): Promise<number> {
  const base = repositoryFile(entry.collection, entry.slug, entry.locale);
  const [created] = await tx
    .insert(contentDocuments)
    .values({ ...entry, baseHash: base === undefined ? null : sha256(base), updatedBy: memberId })
    .onConflictDoNothing()
    .returning({ id: contentDocuments.id });
  if (!created) throw new NotSaved("version");
  return created.id;
}

/** The document at `version`, raised to the next; NotSaved if it is at another. */
async function updateDocument(
  tx: Tx,
  entry: { collection: Publishable; slug: string; locale: Locale },
  version: number,
  memberId: number,
): Promise<number> {
  const [updated] = await tx
    .update(contentDocuments)
    .set({ version: version + 1, updatedBy: memberId, updatedAt: new Date() })
    .where(
      and(
        eq(contentDocuments.collection, entry.collection),
        eq(contentDocuments.slug, entry.slug),
        eq(contentDocuments.locale, entry.locale),
        eq(contentDocuments.version, version),
      ),
    )
    .returning({ id: contentDocuments.id });
  if (!updated) throw new NotSaved("version");
  return updated.id;
}

const conflict = async (
  reply: FastifyReply,
  db: Db,
  entry: { collection: Publishable; slug: string; locale: Locale },
  reason: "version" | "revision",
) => {
  const current = await languageOf(db, entry.collection, entry.slug, entry.locale);
  return reply.code(409).send({
    error:
      reason === "version"
        ? `${current?.publishedBy ?? "Someone"} published this text after you opened it. Nothing of yours was published yet.`
        : "Another change to the site was published while yours was being checked. Nothing of yours was published yet: publish again.",
    current,
  });
};

export function contentPublishRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db } = deps;
  for (const [collection, roles] of Object.entries(PUBLISHERS) as [Publishable, readonly TeamRole[]][]) {
    const config = { team: { roles } };
    app.get(`/api/team/content/${collection}/:slug`, { config }, async (request, reply) => {
      const slug = slugParam.safeParse((request.params as { slug: string }).slug);
      const entry = slug.success ? await entryOf(db, collection, slug.data) : undefined;
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
        const generations = deps.generations;
        if (!generations)
          return reply
            .code(503)
            .header("Retry-After", "60")
            .send({ error: "This server does not serve a built site, so it cannot publish." });
        const entry = { collection, slug: slug.data, locale };
        const current = await documentOf(db, collection, entry.slug, locale);
        if ((current?.version ?? null) !== input.version) return conflict(reply, db, entry, "version");

        // The whole site with this text, made and checked as the build makes it, before anything is saved.
        const { revision, documents } = await publishedContent(db);
        const candidate: ContentDocument[] = [
          ...documents.filter(
            (document) =>
              !(document.collection === collection && document.slug === entry.slug && document.locale === locale),
          ),
          { ...entry, text: input.text },
        ];
        // The answer comes once the site is made: the connection may carry no traffic for longer than IDLE_TIMEOUT_MS.
        holdOpen(request.raw.socket, deps.config.idleTimeoutMs, reply);
        // The content's checks first, in seconds, not queued behind a generation under way.
        const problems = await generations.problems(candidate);
        if (problems.length)
          return reply
            .code(422)
            .send({ error: "The site cannot be built with this text. Nothing was published.", problems });
        const generation = await generations.generate(candidate);
        if (!generation.ok)
          return reply.code(422).send({
            error: "The site cannot be built with this text. Nothing was published.",
            problems: generation.problems,
          });
        const saved = await savePublished(db, entry, input, revision, memberOf(request).member.id);
        if (!saved.ok) {
          await generations.discard(generation);
          return conflict(reply, db, entry, saved.reason);
        }
        await generations.adopt(saved.revision, generation);
        return { revision: saved.revision, entry: await entryOf(db, collection, entry.slug) };
      },
    );
  }
}
