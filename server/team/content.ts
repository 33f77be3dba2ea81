/**
 * The site's collections in the workspace (issue 37, decision 052): articles and case studies for owners and editors,
 * job openings for owners and recruiting. Each entry with its title and, per language, whether it is on the site
 * (published; for a role, open or closed by its `validThrough`), where it comes from (the repository's files) and its
 * address on the site. Read from the content the server runs with (content/collections.ts), so the list is the site.
 */
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { localePath, locales, type Locale } from "../../app/shared/locale";
import type { ContentCollection, ContentEntryRow, ContentState, TeamRole } from "../../app/shared/team-api";
import { isRoleOpen } from "../../content";
import { collectionsIn } from "../../content/collections";
import { collections, pathOf, rolePath } from "../../content/registry";
import type { Db } from "../db/client";
import { contentDocuments } from "../db/schema";
import { PUBLISHERS } from "./content-publish";
import type { TeamDeps } from "./index";

/** Who may see, and later edit, each collection. */
const COLLECTION_ROLES = {
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

function versionsIn(collection: ContentCollection, locale: Locale, now: Date): Version[] {
  const { articles, caseStudies, roles } = collectionsIn(locale);
  const at = (path: string) => localePath(path, locale);
  switch (collection) {
    case "articles":
      return articles.map((article) => ({
        slug: article.slug,
        title: withoutSuffix(article.title),
        path: at(`${pathOf(collections.articles.parentId)}/${article.slug}`),
        state: "published",
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

/** A collection's entries in its site order, each with every language's state. */
export function collectionEntries(
  collection: ContentCollection,
  now: Date,
  published: ReadonlySet<string> = new Set(),
): ContentEntryRow[] {
  const byLocale = new Map(locales.map((locale) => [locale, versionsIn(collection, locale, now)] as const));
  return byLocale.get("en")!.map((english) => ({
    slug: english.slug,
    title: english.title,
    date: english.date,
    source: published.has(english.slug) ? "workspace" : "repository",
    editable: collection in PUBLISHERS,
    languages: locales.flatMap((locale) => {
      const version = byLocale.get(locale)!.find((item) => item.slug === english.slug);
      return version ? [{ locale, title: version.title, state: version.state, path: version.path }] : [];
    }),
  }));
}

/** The slugs of a collection's entries with a published document in some language. */
async function publishedSlugs(db: Db, collection: ContentCollection): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ slug: contentDocuments.slug })
    .from(contentDocuments)
    .where(and(eq(contentDocuments.collection, collection), isNotNull(contentDocuments.publishedVersionId)));
  return new Set(rows.map((row) => row.slug));
}

export function contentRoutes(app: FastifyInstance, deps: TeamDeps): void {
  for (const [collection, roles] of Object.entries(COLLECTION_ROLES) as [ContentCollection, readonly TeamRole[]][])
    app.get(`/api/team/content/${collection}`, { config: { team: { roles } } }, async () => {
      const items = collectionEntries(collection, new Date(), await publishedSlugs(deps.db, collection));
      return { items, total: items.length };
    });
}
