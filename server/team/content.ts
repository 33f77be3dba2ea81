/**
 * The site's collections in the workspace (issue 37, decision 052): articles and case studies for owners and editors,
 * job openings for owners and recruiting. Each entry with its title and, per language, whether it is on the site
 * (published; for a role, open or closed by its `validThrough`), where it comes from (the repository's files) and its
 * address on the site. Read from the collections of the site this instance serves (server/site-content.ts: the
 * repository's files with the team's published documents over them), so the list is the site.
 */
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { parse as parseYaml } from "yaml";
import { localePath, locales, type Locale } from "../../app/shared/locale";
import type { ContentCollection, ContentEntryRow, ContentState, TeamRole } from "../../app/shared/team-api";
import { isRoleOpen } from "../../content";
import { everyEntryIn } from "../../content/collections";
import { collections, pathOf, rolePath } from "../../content/registry";
import { publishedDocuments, repositoryChange } from "../content-files";
import type { Db } from "../db/client";
import type { Collections } from "../site-content";
import { contentDocuments, contentDrafts, contentSchedules, contentVersions } from "../db/schema";
import { PUBLISHERS } from "./content-publish";
import type { TeamDeps } from "./index";

/** Who may see, and later edit, each collection. */
export const COLLECTION_ROLES = {
  articles: ["owner", "editor"],
  "case-studies": ["owner", "editor"],
  roles: ["owner", "recruiting"],
} as const satisfies Record<ContentCollection, readonly TeamRole[]>;

const withoutSuffix = (title: string) => title.replace(/ \| Alphai$/, "");

/** One language's view of an entry of a collection. */
interface Version {
  readonly slug: string;
  readonly title: string;
  readonly path: string;
  readonly state: ContentState;
  /** An article's publication day, a role's last day, a case study's year. */
  readonly date: string;
}

function versionsIn(collection: ContentCollection, served: Collections, locale: Locale, now: Date): Version[] {
  const { articles, caseStudies, roles } = served;
  const at = (path: string) => localePath(path, locale);
  switch (collection) {
    case "articles":
      return articles.map((article) => ({
        slug: article.slug,
        title: withoutSuffix(article.title),
        path: at(`${pathOf(collections.articles.parentId)}/${article.slug}`),
        state: article.removed === undefined ? "published" : "removed",
        date: article.published,
      }));
    case "case-studies":
      return caseStudies.map((study) => ({
        slug: study.slug,
        title: withoutSuffix(study.title),
        path: at(`${pathOf(collections.caseStudies.parentId)}/${study.slug}`),
        state: "published",
        date: String(study.year),
      }));
    case "roles":
      return roles.map((role) => ({
        slug: role.slug,
        title: role.title,
        path: at(rolePath(role.slug)),
        state: isRoleOpen(role, now) ? "published" : "closed",
        date: role.validThrough,
      }));
  }
}

/** The titles of the documents the team published, by slug and language (a language without one: the file's). */
type PublishedTitles = ReadonlyMap<string, Partial<Record<Locale, string>>>;

/** When a text is scheduled to be published, by slug and language. */
/** Each entry's schedules by language: when, and whether it could not be published then (its `problem`). */
type Schedules = ReadonlyMap<string, Partial<Record<Locale, { readonly at: string; readonly failed?: true }>>>;

/**
 * A collection's entries in its site order, each with every language's state; the titles of what the team published
 * are the documents' (the server's own content is the repository's files, read at start).
 */
/** A language's schedule as the list gives it: its time, and whether it failed. */
const scheduleFields = (schedule: { at: string; failed?: true } | undefined) =>
  schedule ? { scheduledAt: schedule.at, ...(schedule.failed && { scheduleFailed: true as const }) } : {};

export function collectionEntries(
  collection: ContentCollection,
  now: Date,
  published: PublishedTitles = new Map(),
  collectionsOf: (locale: Locale) => Collections = everyEntryIn,
  schedules: Schedules = new Map(),
  conflicts: ReadonlySet<string> = new Set(),
  drafts: ReadonlySet<string> = new Set(),
): ContentEntryRow[] {
  const byLocale = new Map(
    locales.map((locale) => [locale, versionsIn(collection, collectionsOf(locale), locale, now)] as const),
  );
  // Each entry once, in site order: the English ones, then those in German alone (issue 37 §2).
  const english = byLocale.get("en")!;
  const rows = [
    ...english,
    ...locales.flatMap((locale) =>
      locale === "en" ? [] : byLocale.get(locale)!.filter((item) => !english.some((row) => row.slug === item.slug)),
    ),
  ];
  return rows.map((first) => {
    const titles = published.get(first.slug);
    const language: Locale = english.includes(first) ? "en" : "de";
    // A language it is not in yet, with a translation under way: a draft, a first version scheduled (decision 056).
    const newLanguages = locales.flatMap((locale) => {
      if (byLocale.get(locale)!.some((item) => item.slug === first.slug)) return [];
      const draft = drafts.has(`${first.slug}/${locale}`);
      const schedule = schedules.get(first.slug)?.[locale];
      return draft || schedule ? [{ locale, ...(draft && { draft: true as const }), ...scheduleFields(schedule) }] : [];
    });
    return {
      slug: first.slug,
      title: titles?.[language] ?? first.title,
      date: first.date,
      source: titles ? "workspace" : "repository",
      editable: collection in PUBLISHERS,
      ...(conflicts.has(first.slug) && { conflict: true as const }),
      ...(newLanguages.length && { newLanguages }),
      languages: locales.flatMap((locale) => {
        const version = byLocale.get(locale)!.find((item) => item.slug === first.slug);
        if (!version) return [];
        const schedule = schedules.get(first.slug)?.[locale];
        return [
          {
            locale,
            title: titles?.[locale] ?? version.title,
            state: version.state,
            path: version.path,
            ...scheduleFields(schedule),
            ...(drafts.has(`${first.slug}/${locale}`) && { draft: true as const }),
          },
        ];
      }),
    };
  });
}

/** A document's title, as its frontmatter states it, without the site's suffix (undefined if it states none). */
export function documentTitle(text: string): string | undefined {
  const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1];
  if (frontmatter === undefined) return undefined;
  try {
    const title = (parseYaml(frontmatter) as { title?: unknown } | null)?.title;
    return typeof title === "string" ? withoutSuffix(title) : undefined;
  } catch {
    return undefined;
  }
}

/** The titles of a collection's published documents. */
async function publishedTitles(db: Db, collection: ContentCollection): Promise<PublishedTitles> {
  const rows = await db
    .select({ slug: contentDocuments.slug, locale: contentDocuments.locale, text: contentVersions.text })
    .from(contentDocuments)
    .innerJoin(contentVersions, eq(contentVersions.id, contentDocuments.publishedVersionId))
    .where(eq(contentDocuments.collection, collection));
  const titles = new Map<string, Partial<Record<Locale, string>>>();
  for (const row of rows) {
    const entry = titles.get(row.slug) ?? {};
    const title = documentTitle(row.text);
    if (title) entry[row.locale] = title;
    titles.set(row.slug, entry);
  }
  return titles;
}

/** The languages of a collection's entries that have a draft, as `<slug>/<locale>`. */
async function draftLanguages(db: Db, collection: ContentCollection): Promise<Set<string>> {
  const rows = await db
    .select({ slug: contentDrafts.slug, locale: contentDrafts.locale })
    .from(contentDrafts)
    .where(eq(contentDrafts.collection, collection));
  return new Set(rows.map((row) => `${row.slug}/${row.locale}`));
}

/** The times a collection's texts are scheduled for (those that could not be published left out). */
async function scheduledTimes(db: Db, collection: ContentCollection): Promise<Schedules> {
  const rows = await db
    .select({
      slug: contentSchedules.slug,
      locale: contentSchedules.locale,
      publishAt: contentSchedules.publishAt,
      problem: contentSchedules.problem,
    })
    .from(contentSchedules)
    .where(eq(contentSchedules.collection, collection));
  const times = new Map<string, Partial<Record<Locale, { at: string; failed?: true }>>>();
  for (const row of rows) {
    const schedule = { at: row.publishAt.toISOString(), ...(row.problem !== null && { failed: true as const }) };
    times.set(row.slug, { ...times.get(row.slug), [row.locale]: schedule });
  }
  return times;
}

/** The entries of a collection with a language in conflict with the repository's file (server/content-files.ts). */
async function conflictedSlugs(db: Db, collection: ContentCollection): Promise<ReadonlySet<string>> {
  const documents = await publishedDocuments(db, { collection });
  return new Set(documents.filter((document) => repositoryChange(document) !== undefined).map(({ slug }) => slug));
}

export function contentRoutes(app: FastifyInstance, deps: TeamDeps): void {
  for (const [collection, roles] of Object.entries(COLLECTION_ROLES) as [ContentCollection, readonly TeamRole[]][])
    app.get(`/api/team/content/${collection}`, { config: { team: { roles } } }, async () => {
      const items = collectionEntries(
        collection,
        new Date(),
        await publishedTitles(deps.db, collection),
        (locale) => app.siteContent.in(locale),
        await scheduledTimes(deps.db, collection),
        await conflictedSlugs(deps.db, collection),
        await draftLanguages(deps.db, collection),
      );
      return { items, total: items.length };
    });
}
