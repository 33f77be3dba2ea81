/**
 * Build-time page data. With `ssr: false`, loaders run only while prerendering:
 * content is read from content/ here and ends up in the HTML and the `.data`
 * file of each page, never in the JavaScript bundles.
 */
import { childrenOf, contentIn, getContent, type TemplateContent } from "../../content";
import { breadcrumbsIn, labelIn, linkIn } from "../../content/localized";
import {
  collections,
  contentPages,
  findPage,
  pageNode,
  topicPath,
  type LinkRef,
  type Template,
} from "../../content/registry";
import type { Article } from "../../content/schema";
import { topicIn, topicIds, type TopicId } from "../../content/topics";
import { seoFor, type Seo } from "../../content/seo";
import { basePath, localeOfPath, localePath, type Locale } from "../shared/locale";
import type { MetaDescriptor } from "react-router";
import { productImage } from "./art.server";
import { markdownText } from "../../content/markdown";
import { formatDate, readingMinutes } from "./format";
import { metaTags } from "./meta-tags.server";

/** A page id as a link in a language (label from the menu, canonical path). */
export const linkTo = (pageId: string, locale: Locale): LinkRef => linkIn(pageId, locale);

/** `linkTo` for `Array.map`: `ids.map(linksIn(locale))`. */
export const linksIn =
  (locale: Locale) =>
  (pageId: string): LinkRef =>
    linkIn(pageId, locale);

/** The language of the page a loader renders, from its URL. */
export const localeOf = (url: URL): Locale => localeOfPath(url.pathname);

export { seoFor };

/** A page's SEO facts and the <head> tags made from them. */
export const seoData = (seo: Seo) => ({ seo, meta: metaTags(seo) });

export interface PageData<T extends Template> {
  readonly locale: Locale;
  readonly seo: Seo;
  readonly meta: MetaDescriptor[];
  /** The page's path and canonical path, in its language. */
  readonly path: string;
  readonly canonicalPath: string;
  readonly pageId: string;
  readonly content: TemplateContent[T];
  readonly breadcrumbs: readonly LinkRef[];
  /** Child pages (for family pages' cards), with their card text when the entry has one. */
  readonly children: readonly (LinkRef & { readonly pageId: string })[];
}

/**
 * The data of the page at `url`'s path, which must use one of `templates`. Pass the loader's `url`: React Router
 * normalises it (no `.data` suffix), unlike `request.url`, which is the raw request since React Router 8.
 */
export function loadPage<T extends Template>(url: URL, ...templates: T[]): PageData<T> {
  const locale = localeOf(url);
  const path = localePath(basePath(url.pathname.replace(/(.)\/$/, "$1")), locale);
  const page = findPage(basePath(path));
  if (!page || !templates.includes(page.template as T)) {
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  }
  const template = page.template as T;
  const content = getContent(page.pageId, template, locale);
  const canonicalPath = localePath(page.canonicalPath, locale);
  const seo = { ...seoFor(canonicalPath, content.title, content.description), noindex: !page.indexable };
  return {
    locale,
    seo,
    meta: metaTags(seo),
    path,
    canonicalPath,
    pageId: page.pageId,
    content,
    breadcrumbs: breadcrumbsIn(page.canonicalPath, locale),
    children: childrenOf(page.pageId).flatMap((node) => {
      if (node.kind === "group") return [];
      const pageId = node.kind === "page" ? node.id : node.aliasOf;
      return [{ pageId, label: labelIn(node.label, locale), path: localePath(node.path, locale) }];
    }),
  };
}

/** A case study as a teaser card, in a language. */
export function caseStudySummary(slug: string, locale: Locale) {
  const study = contentIn(locale).caseStudies.find((item) => item.slug === slug);
  if (!study) throw new Error(`Unknown case study "${slug}"`);
  const [outcome] = study.outcomes;
  return {
    slug: study.slug,
    path: `${linkIn(collections.caseStudies.parentId, locale).path}/${study.slug}`,
    title: study.title,
    client: study.client,
    summary: study.summary,
    industryLabel: labelIn(pageNode(study.industry).label, locale),
    audienceLabel: labelIn(pageNode(study.clientType).label, locale),
    outcome: outcome ?? { value: "", label: "" },
    visual: productImage(study, locale),
  };
}

/** Every service family page as a card, with its description, in a language. */
export function getFamilyCards(locale: Locale) {
  return contentPages
    .filter((page) => page.template === "service-family")
    .map((page) => {
      const content = getContent(page.pageId, "service-family", locale);
      return { ...linkTo(page.pageId, locale), body: content.description };
    });
}

/** The registry page that lists a collection (for breadcrumbs and meta of its entries), in a language. */
export function collectionParent(pageId: string, locale: Locale) {
  const page = contentPages.find((item) => item.pageId === pageId);
  if (!page) throw new Error(`Unknown page id "${pageId}"`);
  return { ...linkTo(pageId, locale), crumbs: breadcrumbsIn(page.path, locale) };
}

/** An article as a card (the resources page, the topic pages, an article's related reading), in a language. */
export function articleCard(article: Article, locale: Locale) {
  return {
    slug: article.slug,
    path: `${linkIn(collections.articles.parentId, locale).path}/${article.slug}`,
    title: article.title.replace(/ \| Alphai$/, ""),
    summary: article.summary,
    category: article.category,
    author: article.author.name,
    published: article.published,
    date: formatDate(article.published, locale),
    minutes: readingMinutes(article.sections.map((section) => markdownText(section.body)).join(" ")),
  };
}

/** Topics as links to their pages (content/topics.ts), in a language; `current` marks the page being shown. */
export const topicLinks = (ids: readonly TopicId[], locale: Locale, current?: TopicId) =>
  ids.map((id) => ({
    path: localePath(topicPath(id), locale),
    label: topicIn(id, locale).name,
    current: id === current,
  }));

/** Every topic as a link, in the order of content/topics.ts. */
export const allTopicLinks = (locale: Locale, current?: TopicId) => topicLinks(topicIds, locale, current);
