/**
 * A conflict resolved (issue 37 §4, server/content-files.ts): POST /api/team/content/<collection>/<slug>/<locale>/conflict
 * `{ keep, version }`, for who may publish the collection, once a deploy brought a repository file for a language the
 * team's document is on the site for.
 *
 * - `keep: "workspace"`: the team's text stays on the site, now based on the repository's file as it is (nothing is
 *   published; the document's version is raised, so a colleague's choice from the page as it was is refused);
 *   audited `content.conflict.keep`.
 * - `keep: "repository"`: the repository's text is published as the language's new version, through the same checks,
 *   save and generation as any publish (a recent sign-in first), and based on that file; audited `content.publish`.
 *
 * 404 for no such entry or language, 400 for a bad body, 409 when a colleague published since `version` or there is
 * no conflict (any more).
 */
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { locales } from "../../app/shared/locale";
import type { TeamRole } from "../../app/shared/team-api";
import { repositoryChange, sha256 } from "../content-files";
import { contentDocuments } from "../db/schema";
import { audit } from "./audit";
import {
  conflict,
  documentOf,
  entryOf,
  publish,
  PUBLISHERS,
  publishingGenerations,
  slugParam,
  type Publishable,
} from "./content-publish";
import { memberOf, type TeamDeps } from "./index";
import { parseOr400 } from "./list-query";

const resolveInput = z.strictObject({
  keep: z.enum(["workspace", "repository"], {
    error: "Choose which text to keep: the workspace's or the repository's.",
  }),
  version: z.number().int().positive(),
});

export function contentConflictRoutes(app: FastifyInstance, deps: TeamDeps): void {
  const { db } = deps;
  for (const [collection, roles] of Object.entries(PUBLISHERS) as [Publishable, readonly TeamRole[]][]) {
    app.post(
      `/api/team/content/${collection}/:slug/:locale/conflict`,
      { config: { team: { roles } } },
      async (request, reply) => {
        const params = request.params as { slug: string; locale: string };
        const slug = slugParam.safeParse(params.slug);
        const locale = locales.find((candidate) => candidate === params.locale);
        const document = slug.success && locale ? await documentOf(db, collection, slug.data, locale) : undefined;
        if (!slug.success || !locale || document?.text == null)
          return reply.code(404).send({ error: "There is no such entry in the workspace." });
        const input = parseOr400(resolveInput, request.body, reply);
        if (!input) return reply;
        const entry = { collection, slug: slug.data, locale };
        if (document.version !== input.version) return conflict(reply, db, entry, "version");
        const repositoryText = repositoryChange({ ...entry, text: document.text, baseHash: document.baseHash });
        if (repositoryText === undefined)
          return reply.code(409).send({ error: "The repository's file and the workspace's text agree already." });
        const baseHash = sha256(repositoryText);
        if (input.keep === "repository") {
          const generations = await publishingGenerations(request, reply, deps);
          if (!generations) return reply;
          return publish(request, reply, deps, generations, [
            { entry, text: repositoryText, version: input.version, baseHash },
          ]);
        }
        const [kept] = await db
          .update(contentDocuments)
          // A new version: a colleague's choice made from the page as it was (even one being checked) is refused.
          .set({ baseHash, version: input.version + 1 })
          .where(and(eq(contentDocuments.id, document.id), eq(contentDocuments.version, input.version)))
          .returning({ id: contentDocuments.id });
        if (!kept) return conflict(reply, db, entry, "version");
        await audit(db, {
          actorId: memberOf(request).member.id,
          action: "content.conflict.keep",
          subjectType: "content",
          subjectId: `${collection}/${entry.slug}/${locale}`,
          detail: { version: input.version, repositoryHash: baseHash },
        });
        return { entry: await entryOf(db, app.siteContent, collection, entry.slug) };
      },
    );
  }
}
