/**
 * Build-time page data. With `ssr: false`, loaders run only while prerendering:
 * content is read from content/ here and ends up in the HTML and the `.data`
 * file of each page, never in the JavaScript bundles.
 */
import { caseStudies, childrenOf, getContent, type TemplateContent } from "../../content";
import { breadcrumbsFor, contentPages, findPage, pageNode, type LinkRef, type Template } from "../../content/registry";
import { seoFor, type Seo } from "../../content/seo";
import type { MetaDescriptor } from "react-router";
import { productImage } from "./art.server";
import { metaTags } from "./meta-tags.server";

/** A page id as a link (label from the menu, canonical path). */
export const linkTo = (pageId: string): LinkRef => {
  const node = pageNode(pageId);
  return { label: node.label, path: node.path };
};

export { seoFor };

/** A page's SEO facts and the <head> tags made from them. */
export const seoData = (seo: Seo) => ({ seo, meta: metaTags(seo) });

export interface PageData<T extends Template> {
  readonly seo: Seo;
  readonly meta: MetaDescriptor[];
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
  const path = url.pathname.replace(/(.)\/$/, "$1");
  const page = findPage(path);
  if (!page || !templates.includes(page.template as T)) {
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  }
  const template = page.template as T;
  const content = getContent(page.pageId, template);
  const seo = { ...seoFor(page.canonicalPath, content.title, content.description), noindex: !page.indexable };
  return {
    seo,
    meta: metaTags(seo),
    path,
    canonicalPath: page.canonicalPath,
    pageId: page.pageId,
    content,
    breadcrumbs: breadcrumbsFor(page.canonicalPath),
    children: childrenOf(page.pageId).flatMap((node) => {
      if (node.kind === "group") return [];
      const pageId = node.kind === "page" ? node.id : node.aliasOf;
      return [{ pageId, label: node.label, path: node.path }];
    }),
  };
}

/** A case study as a teaser card. */
export function caseStudySummary(slug: string) {
  const study = caseStudies.find((item) => item.slug === slug);
  if (!study) throw new Error(`Unknown case study "${slug}"`);
  const [outcome] = study.outcomes;
  return {
    slug: study.slug,
    title: study.title,
    client: study.client,
    summary: study.summary,
    industryLabel: pageNode(study.industry).label,
    audienceLabel: pageNode(study.clientType).label,
    outcome: outcome ?? { value: "", label: "" },
    visual: productImage(study.slug),
  };
}

/** Every service family page as a card, with the first sentence of its overview. */
export function getFamilyCards() {
  return contentPages
    .filter((page) => page.template === "service-family")
    .map((page) => {
      const content = getContent(page.pageId, "service-family");
      return { ...linkTo(page.pageId), body: content.description };
    });
}

/** The registry page that lists a collection (for breadcrumbs and meta of its entries). */
export function collectionParent(pageId: string) {
  const page = contentPages.find((item) => item.pageId === pageId);
  if (!page) throw new Error(`Unknown page id "${pageId}"`);
  return { ...linkTo(pageId), crumbs: breadcrumbsFor(page.path) };
}
