/**
 * Every prerendered path, derived from the registry and the content
 * collections. Used by the prerender list and, later, the sitemap.
 */
import { localePath, locales } from "../app/shared/locale";
import { articles, caseStudies, isRoleOpen, roles } from "./index";
import { collections, pathOf, rolePath, routedPages, topicPath } from "./registry";
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
