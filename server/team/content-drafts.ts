/**
 * Drafts (issue 37 §1): a language's text saved without publishing it, for who may publish the collection, shared
 * by the team, so that nothing written is lost between two sittings.
 *
 * - PUT /api/team/content/<collection>/<slug>/<locale>/draft `{ text, draftVersion }` (`draftVersion`: the draft's
 *   `version` as read, null when there was none): saved as it is, unchecked (a draft may be half written). 409 with
 *   the draft as it is now when a colleague saved one since; 404 for an entry the site does not have (a language it
 *   is not in yet takes a draft: its translation, decision 056); 200 `{ entry }`. Audited `content.draft`.
 * - DELETE the same: the draft discarded (404 when there is none). Audited `content.draft.discard`.
 *
 * Publishing the language with the draft's text deletes the draft (content-publish.ts `publishChanges`); the list
 * shows the languages that have one (content.ts).
 */
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { locales } from "../../app/shared/locale";
import type { TeamRole } from "../../app/shared/team-api";
import { contentDrafts } from "../db/schema";
import { audit } from "./audit";
import {
  draftOf,
  entryOf,
  languageOf,
  MAX_TEXT,
  PUBLISHERS,
  slugParam,
  whereDraft,
  type EntryLanguage,
  type Publishable,
} from "./content-publish";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400 } from "./list-query";

const draftInput = z.strictObject({
  text: z
    .string({ error: "Write the text to keep." })
    .max(MAX_TEXT, { error: `The text is longer than ${MAX_TEXT.toLocaleString("en")} characters.` }),
  draftVersion: z.number().int().positive().nullable(),
});

/** Writes `action` on the entry's language to the audit log when it `happened`; returns whether it did. */
async function audited(
  tx: Parameters<typeof audit>[0],
  happened: boolean,
  memberId: number,
  action: "content.draft" | "content.draft.discard",
  entry: EntryLanguage,
): Promise<boolean> {
  if (happened)
    await audit(tx, {
      actorId: memberId,
      action,
      subjectType: "content",
      subjectId: `${entry.collection}/${entry.slug}/${entry.locale}`,
    });
  return happened;
}

export function contentDraftRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db } = deps;
  for (const [collection, roles] of Object.entries(PUBLISHERS) as [Publishable, readonly TeamRole[]][]) {
    const config = { team: { roles } };
    const path = `/api/team/content/${collection}/:slug/:locale/draft`;
    const entryFrom = (params: unknown): EntryLanguage | undefined => {
      const { slug, locale } = params as { slug: string; locale: string };
      const parsed = slugParam.safeParse(slug);
      const language = locales.find((candidate) => candidate === locale);
      return parsed.success && language ? { collection, slug: parsed.data, locale: language } : undefined;
    };

    app.put(path, { config, bodyLimit: 1024 * 1024 }, async (request, reply) => {
      const entry = entryFrom(request.params);
      // A language of an entry the site has, or one it is not in yet (its translation: decision 056).
      const exists =
        entry &&
        (await Promise.all(locales.map((locale) => languageOf(db, collection, entry.slug, locale)))).some(Boolean);
      if (!entry || !exists) return reply.code(404).send({ error: "There is no such entry." });
      const input = parseOr400(draftInput, request.body, reply);
      if (!input) return reply;
      const memberId = memberOf(request).member.id;
      const saved = await db.transaction(async (tx) => {
        const values = { text: input.text, updatedBy: memberId, updatedAt: new Date() };
        const rows =
          input.draftVersion === null
            ? await tx
                .insert(contentDrafts)
                .values({ ...entry, ...values })
                .onConflictDoNothing()
                .returning({ id: contentDrafts.id })
            : await tx
                .update(contentDrafts)
                .set({ ...values, version: sql`${contentDrafts.version} + 1` })
                .where(and(whereDraft(entry), eq(contentDrafts.version, input.draftVersion)))
                .returning({ id: contentDrafts.id });
        return audited(tx, rows.length > 0, memberId, "content.draft", entry);
      });
      if (!saved) {
        const current = await languageOf(db, collection, entry.slug, entry.locale);
        const draft = await draftOf(db, entry);
        return reply.code(409).send({
          error: draft
            ? `${draft.savedBy ?? "Someone"} saved a draft of this text after you opened it. Yours is not saved yet: reload the page to see theirs, or save again to replace it with yours.`
            : "The draft you opened was published or discarded since. Yours is not saved yet: save again to keep it.",
          current: current ?? { locale: entry.locale, ...(draft && { draft }) },
        });
      }
      return { entry: await entryOf(db, app.siteContent, collection, entry.slug) };
    });

    app.delete(path, { config }, async (request, reply) => {
      const entry = entryFrom(request.params);
      if (!entry) return reply.code(404).send({ error: "There is no such entry." });
      const memberId = memberOf(request).member.id;
      const removed = await db.transaction(async (tx) => {
        const rows = await tx.delete(contentDrafts).where(whereDraft(entry)).returning({ id: contentDrafts.id });
        return audited(tx, rows.length > 0, memberId, "content.draft.discard", entry);
      });
      if (!removed) return reply.code(404).send({ error: "There is no draft of this text." });
      return { entry: await entryOf(db, app.siteContent, collection, entry.slug) };
    });
  }
}
