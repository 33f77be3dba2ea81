/**
 * An article taken off the site, or put back (issue 37 §3, decision 052): PUT /api/team/content/articles/<slug>/removed
 * `{ removed }`, for who may publish articles. Both languages at once, in one revision (they state the same `removed`
 * day: content/i18n/parity.ts), through the same checks, save and generation as any publish, after a recent sign-in.
 * Removed, its pages say so and answer 410 Gone, and it leaves the lists, topic pages, related reading, feeds, sitemap
 * and search on every instance; put back, it is on them again. 404 for no such article, 400 for a bad body, 409 when
 * it is so already, 422 when a language's text states no `published` day to put the line after.
 */
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { locales } from "../../app/shared/locale";
import { languageOf, publish, PUBLISHERS, publishingGenerations, slugParam, type Change } from "./content-publish";
import type { TeamDeps } from "./index";
import { parseOr400 } from "./list-query";

const removedInput = z.strictObject({
  removed: z.boolean({ error: "Say whether the article is to be off the site (true) or on it (false)." }),
});

/** A document's frontmatter: the fields between its first two lines of three dashes. */
const FRONTMATTER = /^(---\r?\n)([\s\S]*?)(\r?\n---)/;

/**
 * An article's text with `removed: <day>` after its `published` day (`day`), or without a `removed` line (undefined):
 * in its frontmatter only, the body untouched. Undefined when its frontmatter has no `published` line.
 */
export function withRemoved(text: string, day: string | undefined): string | undefined {
  const frontmatter = FRONTMATTER.exec(text);
  if (!frontmatter) return undefined;
  const fields = frontmatter[2]!.replace(/^removed:[^\n]*(?:\n|$)/m, "").replace(/\n$/, "");
  const published = /^published:[^\n]*$/m;
  if (day !== undefined && !published.test(fields)) return undefined;
  const edited = day === undefined ? fields : fields.replace(published, (line) => `${line}\nremoved: ${day}`);
  return text.replace(FRONTMATTER, (_, open: string, __: string, close: string) => `${open}${edited}${close}`);
}

export function contentRemoveRoutes(app: FastifyInstance, deps: TeamDeps): void {
  app.put(
    "/api/team/content/articles/:slug/removed",
    { config: { team: { roles: PUBLISHERS.articles } } },
    async (request, reply) => {
      const slug = slugParam.safeParse((request.params as { slug: string }).slug);
      const article = slug.success ? app.siteContent.entry("articles", slug.data) : undefined;
      if (!slug.success || !article) return reply.code(404).send({ error: "There is no such article." });
      const input = parseOr400(removedInput, request.body, reply);
      if (!input) return reply;
      if (input.removed === (article.removed !== undefined))
        return reply.code(409).send({
          error: input.removed ? "The article is off the site already." : "The article is on the site already.",
        });
      const day = input.removed ? new Date().toISOString().slice(0, 10) : undefined;
      const changes: Change[] = [];
      for (const locale of locales) {
        const language = await languageOf(deps.db, "articles", slug.data, locale);
        if (!language) continue;
        const text = withRemoved(language.text, day);
        if (text === undefined)
          return reply.code(422).send({
            error: "The article's text states no published day to put the removal after. Nothing was published.",
            problems: [],
          });
        changes.push({
          entry: { collection: "articles", slug: slug.data, locale },
          text,
          version: language.version,
          note: { removed: day ?? false },
        });
      }
      const generations = await publishingGenerations(request, reply, deps);
      if (!generations) return reply;
      return publish(request, reply, deps, generations, changes);
    },
  );
}
