/**
 * Every prerendered path, derived from the registry and the content
 * collections. Used by the prerender list and, later, the sitemap.
 */
import { localeOfPath, localePath, locales, type Locale } from "../app/shared/locale";
import { collectionsIn } from "./collections";
import { articles, caseStudies, isRoleOpen, roles } from "./index";
import { pathIn } from "./localized";
import { markdownLinks, pageLinkId } from "./markdown";
import type { Article } from "./schema";
import { collections, contentPages, pathOf, rolePath, routedPages, topicPath } from "./registry";
import { topics } from "./topics";

export const collectionPaths = (): string[] => [
  ...caseStudies.map((study) => `${pathOf(collections.caseStudies.parentId)}/${study.slug}`),
  ...articles.map((article) => `${pathOf(collections.articles.parentId)}/${article.slug}`),
  // Every role, open or closed: a closed role's page says so and is served with 410 Gone.
  ...roles.map((role) => rolePath(role.slug)),
  ...topics.map((topic) => topicPath(topic.id)),
];

/** Every path the build prerenders as a page (the 404 pages excluded), in every language: English, then German. */
export const allPagePaths = (): string[] =>
  locales.flatMap((locale) =>
    [...routedPages.map((page) => page.path), ...collectionPaths()].map((path) => localePath(path, locale)),
  );

/**
 * Pages of the roles closed at `now`, in every language: prerendered as "this role is closed", served with 410 Gone,
 * not in the sitemap.
 */
export const closedRolePaths = (now: Date): string[] =>
  locales.flatMap((locale) =>
    roles.filter((role) => !isRoleOpen(role, now)).map((role) => localePath(rolePath(role.slug), locale)),
  );

/**
 * Where a link in an entry's Markdown (content/markdown.ts) goes, for an entry in `locale`: a `page:<id>` link to that
 * page in the entry's language; a path of the site, as written, if it is a page in that language; `#…` and other
 * addresses (https:, mailto:, tel:, which the Markdown check allows) as written. Undefined: no such page.
 */
export function bodyHref(locale: Locale): (href: string) => string | undefined {
  const paths = new Set(allPagePaths());
  return (href) => {
    const pageId = pageLinkId(href);
    if (pageId) return contentPages.some((page) => page.pageId === pageId) ? pathIn(pageId, locale) : undefined;
    if (!href.startsWith("/")) return href;
    const path = href.replace(/[?#].*$/, "").replace(/(.)\/$/, "$1");
    return paths.has(path) && localeOfPath(path) === locale ? href : undefined;
  };
}

/**
 * Each link of the articles' Markdown that goes to no page of the site in the article's language (by default the
 * site's articles in every language).
 */
export function articleLinkProblems(
  entries: readonly { locale: Locale; articles: readonly Pick<Article, "slug" | "sections">[] }[] = locales.map(
    (locale) => ({ locale, articles: collectionsIn(locale).articles }),
  ),
): string[] {
  return entries.flatMap(({ locale, articles: localArticles }) => {
    const href = bodyHref(locale);
    const dir = `content/${locale === "en" ? "" : `${locale}/`}articles/`;
    return localArticles.flatMap((article) =>
      article.sections.flatMap((section) =>
        markdownLinks(section.body)
          .filter((link) => href(link) === undefined)
          .map(
            (link) =>
              `${dir}${article.slug}.md: "## ${section.heading}" links to ${link}, which is not a page of the site${
                locale === "en" ? "" : ` in its language (/${locale}/…)`
              }: write page:<page id> or the page's path`,
          ),
      ),
    );
  });
}
