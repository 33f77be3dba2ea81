/**
 * Every prerendered path, derived from the registry and the content
 * collections. Used by the prerender list and, later, the sitemap.
 */
import { articles, caseStudies, isRoleOpen, roles } from "./index";
import { collections, pathOf, rolePath, routedPages } from "./registry";

export const collectionPaths = (): string[] => [
  ...caseStudies.map((study) => `${pathOf(collections.caseStudies.parentId)}/${study.slug}`),
  ...articles.map((article) => `${pathOf(collections.articles.parentId)}/${article.slug}`),
  // Every role, open or closed: a closed role's page says so and is served with 410 Gone.
  ...roles.map((role) => rolePath(role.slug)),
];

/** Every path the build prerenders as a page (the 404 page excluded). */
export const allPagePaths = (): string[] => [...routedPages.map((page) => page.path), ...collectionPaths()];

/** Pages of the roles closed at `now`: prerendered as "this role is closed", served with 410 Gone, not in the sitemap. */
export const closedRolePaths = (now: Date): string[] =>
  roles.filter((role) => !isRoleOpen(role, now)).map((role) => rolePath(role.slug));
