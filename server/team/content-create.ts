/**
 * A new entry added in the workspace (issue 37 §2, decision 052): POST /api/team/content/<collection>
 * `{ slug, en?, de? }` (each language's text; one may be left out), for who may publish the collection. The languages
 * given are published at once, in one revision, through the same checks, save and generation as any publish; a
 * language left out is not on the site (its pages, lists, feed and sitemap leave the entry out, and the other
 * language's page names no version in it) until it is published on the entry's page. Its drawing is made from its
 * topic, department or industry (app/art/hero-motifs.ts), so nothing waits for a developer.
 *
 * - 400 with per-field messages: an address that is not lower-case words joined by hyphens, a language's text empty or
 *   both left out;
 * - 409 when the collection has an entry at that address (on the site, in the repository's files or in the team's
 *   documents), or a page of the site is there: a new entry never takes the place of another;
 * - 403 with `stepUp` without a sign-in or confirmation in the last 10 minutes (decision 035);
 * - 422 with the build's messages when the site cannot be made with it, or for a job opening whose last day has passed
 *   (nothing saved);
 * - 201 with the entry once this instance serves it; the other instances follow within their poll.
 */
import type { FastifyInstance } from "fastify";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { locales, type Locale } from "../../app/shared/locale";
import type { TeamRole } from "../../app/shared/team-api";
import { repositoryFile } from "../../content/collections";
import { collections, pathOf, rolePath, routedPages } from "../../content/registry";
import type { Collections } from "../site-content";
import {
  BODY_LIMIT,
  documentOf,
  MAX_TEXT,
  publish,
  publishingGenerations,
  PUBLISHERS,
  SLUG,
  type Change,
  type Publishable,
} from "./content-publish";
import type { TeamDeps } from "./index";
import { parseOr400 } from "./list-query";

const text = (language: string) =>
  z
    .string({ error: `Write the ${language} text.` })
    .max(MAX_TEXT, { error: `The ${language} text is longer than ${MAX_TEXT.toLocaleString("en")} characters.` })
    .refine((value) => value.trim() !== "", { error: `Write the ${language} text.` });

/** A field of a text's frontmatter as YAML reads it (undefined: no frontmatter, not YAML, or no such field). */
function frontmatterField(text: string, name: string): unknown {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (frontmatter === undefined) return undefined;
  try {
    return (parseYaml(frontmatter) as Record<string, unknown> | null)?.[name];
  } catch {
    return undefined;
  }
}

/** An entry of each collection, as a message names one. */
const NOUNS: Record<Publishable, string> = { articles: "article", "case-studies": "case study", roles: "job opening" };

const createInput = (noun: string) =>
  z
    .strictObject({
      slug: z
        .string({ error: `Give the ${noun} an address.` })
        .trim()
        .min(1, { error: `Give the ${noun} an address.` })
        .min(3, { error: `Give the ${noun} an address of at least 3 characters.` })
        .max(80, { error: "Keep the address to 80 characters." })
        .regex(SLUG, {
          error: "Use lower-case letters, digits and single hyphens between words, such as my-new-entry.",
        }),
      // Either language may be published alone (issue 37 §2): a language left out is added later on the entry's page.
      en: text("English").optional(),
      de: text("German").optional(),
    })
    .refine((input) => input.en !== undefined || input.de !== undefined, {
      error: "Write the English or the German text, or both.",
      path: ["en"],
    });

/** The entries of a collection on a served site. */
const servedSlugs = (collection: Publishable, served: Collections): readonly string[] =>
  (collection === "articles" ? served.articles : collection === "roles" ? served.roles : served.caseStudies).map(
    (entry) => entry.slug,
  );

/** Where an entry of the collection is on the site (in English). */
export const entryPath = (collection: Publishable, slug: string) =>
  collection === "roles"
    ? rolePath(slug)
    : `${pathOf(collection === "articles" ? collections.articles.parentId : collections.caseStudies.parentId)}/${slug}`;

/**
 * Whether the collection has an entry at `slug` anywhere (on the site, in the repository, in the team's documents), or
 * a page of the site has its address (a role called `thank-you` would take the place of the application's notice).
 */
async function taken(deps: TeamDeps, app: FastifyInstance, collection: Publishable, slug: string): Promise<boolean> {
  if (routedPages.some((page) => page.path === entryPath(collection, slug))) return true;
  const perLocale = async (locale: Locale) =>
    servedSlugs(collection, app.siteContent.in(locale)).includes(slug) ||
    repositoryFile(collection, slug, locale) !== undefined ||
    (await documentOf(deps.db, collection, slug, locale)) !== undefined;
  return (await Promise.all(locales.map(perLocale))).some(Boolean);
}

export function contentCreateRoutes(app: FastifyInstance, deps: TeamDeps): void {
  for (const [collection, roles] of Object.entries(PUBLISHERS) as [Publishable, readonly TeamRole[]][]) {
    const noun = NOUNS[collection];
    const input400 = createInput(noun);
    app.post(
      `/api/team/content/${collection}`,
      { config: { team: { roles } }, bodyLimit: BODY_LIMIT },
      async (request, reply) => {
        const input = parseOr400(input400, request.body, reply);
        if (!input) return reply;
        if (await taken(deps, app, collection, input.slug))
          return reply.code(409).send({
            error: `There is ${/^[aeiou]/.test(noun) ? "an" : "a"} ${noun} at this address already.`,
            fields: { slug: `Choose another address: this one is another ${noun}'s or a page's of the site.` },
          });
        // A new job opening takes applications: one whose last day has passed would be closed from the start.
        const lastDay =
          collection === "roles" ? frontmatterField(input.en ?? input.de ?? "", "validThrough") : undefined;
        if (typeof lastDay === "string" && lastDay < new Date().toISOString().slice(0, 10))
          return reply.code(422).send({
            error: "A new job opening must take applications. Nothing was published.",
            problems: [
              `workspace/roles/${input.slug}.md: validThrough: ${lastDay} has passed; give a day from today on`,
            ],
          });
        const generations = await publishingGenerations(request, reply, deps);
        if (!generations) return reply;
        const changes: Change[] = locales.flatMap((locale) => {
          const text = input[locale];
          return text === undefined
            ? []
            : [{ entry: { collection, slug: input.slug, locale }, text, version: null, note: { created: true } }];
        });
        const answer = await publish(request, reply, deps, generations, changes);
        return reply.sent ? reply : reply.code(201).send(answer);
      },
    );
  }
}
