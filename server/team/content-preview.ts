/**
 * Previews (issue 37 §3, decision 054): a page of the site made with a member's unpublished text, in the real
 * templates, before anything is published, and a link to it that anyone who has it may open for seven days.
 *
 * - `POST /api/team/content/<collection>/preview` `{ slug, locale, texts: { en?, de? } }`, for who may publish the
 *   collection: the page of `slug` in `locale`, made by the generator (the build's checks, loaders and templates) with
 *   the texts given over everything published (a language not given: as published). 400 per field; 422 with the
 *   build's messages when the site could not be made with them (nothing kept); 503 with `Retry-After` when this server
 *   cannot make pages or has too many previews waiting; 201 `{ url, expiresAt, path }`, audited as `content.preview`.
 * - `GET /preview/<token>`: the page, still (no script), noindex, never stored, framed by the workspace only
 *   (server/preview-page.ts); 410 once expired, 404 for a link that never was. Only the token's SHA-256 is kept.
 */
import { createHash, randomBytes } from "node:crypto";
import { eq, lt } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { locales, type Locale } from "../../app/shared/locale";
import type { TeamRole } from "../../app/shared/team-api";
import type { Db } from "../db/client";
import { contentPreviews } from "../db/schema";
import { PREVIEW_HEADERS, previewDocument, previewMissingPage, stylesheetsOf } from "../preview-page";
import { publishedContent, type ContentDocument } from "../site-generations";
import { audit } from "./audit";
import { entryPath } from "./content-create";
import { BODY_LIMIT, MAX_TEXT, PUBLISHERS, SLUG, type Publishable } from "./content-publish";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400 } from "./list-query";

/** How long a preview link works. */
const PREVIEW_DAYS = 7;
/** Expired previews are kept this long (answered 410, not 404), then deleted. */
const EXPIRED_KEPT_DAYS = 30;
/** Previews waiting for the generator on this instance beyond which a new one is refused (503). */
const MAX_WAITING = 4;
const DAY_MS = 86_400_000;

const previewText = z
  .string()
  .max(MAX_TEXT, { error: `The text is longer than ${MAX_TEXT.toLocaleString("en")} characters.` })
  .optional();

const previewInput = z.strictObject({
  slug: z
    .string({ error: "Give the entry's address." })
    .max(80, { error: "Keep the address to 80 characters." })
    .regex(SLUG, { error: "Use lower-case letters, digits and single hyphens between words, such as my-new-entry." }),
  locale: z.enum(locales, { error: "Choose English or German." }),
  texts: z.strictObject({ en: previewText, de: previewText }),
});

const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The published documents with the texts given in place of the entry's (or beside them, for a new entry). */
function withTexts(
  published: readonly ContentDocument[],
  collection: Publishable,
  slug: string,
  texts: Partial<Record<Locale, string>>,
): ContentDocument[] {
  const given = locales.flatMap((locale) => {
    const text = texts[locale];
    return text === undefined ? [] : [{ collection, slug, locale, text }];
  });
  const replaced = (document: ContentDocument) =>
    document.collection === collection && document.slug === slug && texts[document.locale] !== undefined;
  return [...published.filter((document) => !replaced(document)), ...given];
}

/** Keeps a preview's page; returns its link's token. */
async function keep(
  db: Db,
  row: Omit<typeof contentPreviews.$inferInsert, "tokenHash" | "id" | "createdAt">,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(contentPreviews).values({ ...row, tokenHash: hashOf(token) });
  await db
    .delete(contentPreviews)
    .where(lt(contentPreviews.expiresAt, new Date(Date.now() - EXPIRED_KEPT_DAYS * DAY_MS)));
  return token;
}

export function contentPreviewRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db } = deps;
  let waiting = 0;
  for (const [collection, roles] of Object.entries(PUBLISHERS) as [Publishable, readonly TeamRole[]][]) {
    app.post(
      `/api/team/content/${collection}/preview`,
      { config: { team: { roles } }, bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const input = parseOr400(previewInput, request.body, reply);
        if (!input) return reply;
        const { generations } = deps;
        if (!generations || waiting >= MAX_WAITING)
          return reply
            .code(503)
            .header("Retry-After", generations ? "10" : "60")
            .send({
              error: generations
                ? "Too many previews are being made right now. Try again in a few seconds."
                : "This server does not serve a built site, so it cannot make previews.",
            });
        const path = `${input.locale === "de" ? "/de" : ""}${entryPath(collection, input.slug)}`;
        const { documents } = await publishedContent(db);
        waiting += 1;
        const made = await generations
          .preview(withTexts(documents, collection, input.slug, input.texts), path)
          .finally(() => (waiting -= 1));
        if (!made.ok)
          return reply.code(422).send({ error: "The page cannot be made with this text.", problems: made.problems });
        const expiresAt = new Date(Date.now() + PREVIEW_DAYS * DAY_MS);
        const { member } = memberOf(request);
        const token = await keep(db, {
          collection,
          slug: input.slug,
          locale: input.locale,
          path,
          html: previewDocument(made.html, { expiresAt, locale: input.locale }),
          createdBy: member.id,
          expiresAt,
        });
        await audit(db, {
          actorId: member.id,
          action: "content.preview",
          subjectType: "content",
          subjectId: `${collection}/${input.slug}/${input.locale}`,
          detail: { expiresAt: expiresAt.toISOString() },
        });
        return reply.code(201).send({ url: `/preview/${token}`, expiresAt: expiresAt.toISOString(), path });
      },
    );
  }
}

/**
 * `GET /preview/<token>`: a preview's page (outside the workspace's API: whoever has the link may open it). With the
 * site served (`site`), a preview whose stylesheets the site no longer has (a deploy since it was made) is answered
 * 410 with what to do, rather than shown unstyled.
 */
export function previewPageRoute(app: FastifyInstance, db: Db, site?: { file(url: string): Buffer | undefined }): void {
  app.get("/preview/:token", async (request, reply) => {
    const token = (request.params as { token: string }).token;
    const [row] = /^[A-Za-z0-9_-]{43}$/.test(token)
      ? await db
          .select({ html: contentPreviews.html, locale: contentPreviews.locale, expiresAt: contentPreviews.expiresAt })
          .from(contentPreviews)
          .where(eq(contentPreviews.tokenHash, hashOf(token)))
      : [];
    reply.headers(PREVIEW_HEADERS).type("text/html; charset=utf-8");
    if (!row) return reply.code(404).send(previewMissingPage("missing", "en"));
    if (row.expiresAt.getTime() <= Date.now()) return reply.code(410).send(previewMissingPage("gone", row.locale));
    if (site && stylesheetsOf(row.html).some((href) => site.file(href) === undefined))
      return reply.code(410).send(previewMissingPage("stale", row.locale));
    return reply.send(row.html);
  });
}
