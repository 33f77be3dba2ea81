/**
 * Every prerendered path, derived from the registry and the content
 * collections. Used by the prerender list and, later, the sitemap.
 */
import { basePath, localeOfPath, localePath, locales, type Locale } from "../app/shared/locale";
import {
  CASE_STUDY_SECTIONS,
  collectionsIn,
  entryLocales,
  everyEntryIn,
  isListed,
  removedArticles,
  ROLE_SECTIONS,
  type CollectionKey,
} from "./collections";
import { articles, caseStudies, isRoleOpen, roles } from "./index";
import { pathIn } from "./localized";
import { inlineMarkdownLinks, markdownLinks, pageLinkId } from "./markdown";
import type { Article, CaseStudy, Role } from "./schema";
import { collections, contentPages, pathOf, rolePath, routedPages, topicPath } from "./registry";
import { topics } from "./topics";

const articlePath = (slug: string) => `${pathOf(collections.articles.parentId)}/${slug}`;

/**
 * The English paths of the entries' pages (removed articles and closed roles too) and of the topic pages; with a
 * language, only those of the entries that are in it (an entry may be in one language alone: issue 37 §2).
 */
export const collectionPaths = (locale?: Locale): string[] => {
  const inLocale = (collection: CollectionKey) => (entry: { slug: string }) =>
    locale === undefined || entryLocales(collection, entry.slug).includes(locale);
  return [
    ...caseStudies
      .filter(inLocale("caseStudies"))
      .map((study) => `${pathOf(collections.caseStudies.parentId)}/${study.slug}`),
    // Every article, on the site or removed: a removed article's page says so and is served with 410 Gone.
    ...[...articles, ...removedArticles].filter(inLocale("articles")).map((article) => articlePath(article.slug)),
    // Every role, open or closed: a closed role's page says so and is served with 410 Gone.
    ...roles.filter(inLocale("roles")).map((role) => rolePath(role.slug)),
    ...topics.map((topic) => topicPath(topic.id)),
  ];
};

/** Every path the build prerenders as a page (the 404 pages excluded), in every language: English, then German. */
export const allPagePaths = (): string[] =>
  locales.flatMap((locale) =>
    [...routedPages.map((page) => page.path), ...collectionPaths(locale)].map((path) => localePath(path, locale)),
  );

let pages: ReadonlySet<string> | undefined;

/** The languages a page is in, from its path in either language (English first; none: no such page). */
export function pageLocales(path: string): Locale[] {
  pages ??= new Set(allPagePaths());
  const english = basePath(path);
  return locales.filter((locale) => pages!.has(localePath(english, locale)));
}

/**
 * Pages of the roles closed at `now`, in every language they are in: prerendered as "this role is closed", served
 * with 410 Gone, not in the sitemap.
 */
export const closedRolePaths = (now: Date): string[] =>
  locales.flatMap((locale) =>
    everyEntryIn(locale)
      .roles.filter((role) => !isRoleOpen(role, now))
      .map((role) => localePath(rolePath(role.slug), locale)),
  );

/**
 * Pages of the removed articles (by default in every language each is in; given, in every language): prerendered as
 * "this article was removed", served with 410 Gone.
 */
export const removedArticlePaths = (removed?: readonly Pick<Article, "slug">[]): string[] =>
  locales.flatMap((locale) =>
    (removed ?? everyEntryIn(locale).articles.filter((article) => !isListed(article))).map((article) =>
      localePath(articlePath(article.slug), locale),
    ),
  );

/** Every page that is gone at `now` (closed roles, removed articles): served with 410 Gone, not in the sitemap. */
export const gonePaths = (now: Date): string[] => [...closedRolePaths(now), ...removedArticlePaths()];

/**
 * Where a link in an entry's Markdown (content/markdown.ts) goes, for an entry in `locale`: a `page:<id>` link to that
 * page in the entry's language; a path of the site, as written, if it is a page in that language; `#…` and other
 * addresses (https:, mailto:, tel:, which the Markdown check allows) as written. Undefined: no such page.
 */
export function bodyHref(locale: Locale): (href: string) => string | undefined {
  // A page that is gone is no page to link to.
  const gone = new Set(removedArticlePaths());
  const paths = new Set(allPagePaths().filter((path) => !gone.has(path)));
  return (href) => {
    const pageId = pageLinkId(href);
    if (pageId) return contentPages.some((page) => page.pageId === pageId) ? pathIn(pageId, locale) : undefined;
    if (!href.startsWith("/")) return href;
    const path = href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
    return paths.has(path) && localeOfPath(path) === locale ? href : undefined;
  };
}

/** The entries whose texts' links `bodyLinkProblems` checks, in a language. */
interface LinkedEntries {
  readonly locale: Locale;
  readonly articles?: readonly Pick<Article, "slug" | "sections">[];
  readonly caseStudies?: readonly Pick<CaseStudy, "slug" | "challenge" | "solution">[];
  readonly roles?: readonly Pick<Role, "slug" | "responsibilities" | "requirements" | "hiringSteps">[];
}

/** Each text of the entries with the links it holds: its file (under content/) and its section's heading. */
function linkedTexts({ locale, articles = [], caseStudies = [], roles = [] }: LinkedEntries) {
  const study = CASE_STUDY_SECTIONS[locale];
  const role = ROLE_SECTIONS[locale];
  return [
    ...articles.flatMap(({ slug, sections }) =>
      sections.map(({ heading, body }) => ({ file: `articles/${slug}`, heading, links: markdownLinks(body) })),
    ),
    ...caseStudies.flatMap((entry) =>
      (["challenge", "solution"] as const).map((field) => ({
        file: `case-studies/${entry.slug}`,
        heading: study[field],
        links: markdownLinks(entry[field]),
      })),
    ),
    ...roles.flatMap((entry) => [
      ...(["responsibilities", "requirements"] as const).map((field) => ({
        file: `roles/${entry.slug}`,
        heading: role[field],
        links: entry[field].flatMap(inlineMarkdownLinks),
      })),
      {
        file: `roles/${entry.slug}`,
        heading: role.hiringSteps,
        links: entry.hiringSteps.flatMap((step) => inlineMarkdownLinks(step.body)),
      },
    ]),
  ];
}

/**
 * Each link of the entries' Markdown (articles, case studies, roles: decisions 051 and 057) that goes to no page of
 * the site in the entry's language (by default the site's entries in every language).
 */
export function bodyLinkProblems(
  entries: readonly LinkedEntries[] = locales.map((locale) => ({ locale, ...collectionsIn(locale) })),
): string[] {
  return entries.flatMap((entry) => {
    const href = bodyHref(entry.locale);
    const dir = `content/${entry.locale === "en" ? "" : `${entry.locale}/`}`;
    return linkedTexts(entry).flatMap(({ file, heading, links }) =>
      links
        .filter((link) => href(link) === undefined)
        .map(
          (link) =>
            `${dir}${file}.md: "## ${heading}" links to ${link}, which is not a page of the site${
              entry.locale === "en" ? "" : ` in its language (/${entry.locale}/…)`
            }: write page:<page id> or the page's path`,
        ),
    );
  });
}
