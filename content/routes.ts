/**
 * Every prerendered path, derived from the registry and the content
 * collections. Used by the prerender list and, later, the sitemap.
 */
import { articles, caseStudies } from "./index";
import { collections, pathOf, routedPages } from "./registry";

export const collectionPaths = (): string[] => [
  ...caseStudies.map((study) => `${pathOf(collections.caseStudies.parentId)}/${study.slug}`),
  ...articles.map((article) => `${pathOf(collections.articles.parentId)}/${article.slug}`),
];

/** Every path the build prerenders as a page (the 404 page excluded). */
export const allPagePaths = (): string[] => [...routedPages.map((page) => page.path), ...collectionPaths()];
