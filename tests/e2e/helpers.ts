import { allPagePaths, gonePaths } from "../../content/routes";
import { routedPages } from "../../content/registry";
import { localePath, locales } from "../../app/shared/locale";
import { defaultTreeAdapter as treeAdapter, parse, type DefaultTreeAdapterTypes } from "parse5";
import { attr, elements, hasClass, type Element } from "../../server/html-document";

type ParentNode = DefaultTreeAdapterTypes.ParentNode;

/** Every indexable registry path: the 100 the site was specified with (decision 002), the two legal pages and search. */
export const registryPaths = routedPages.filter((page) => page.indexable).map((page) => page.path);
/** The form and newsletter result pages (noindex), in both languages. */
export const noticePaths = locales.flatMap((locale) =>
  routedPages.filter((page) => !page.indexable).map((page) => localePath(page.path, locale)),
);
/** Pages of the roles closed now: prerendered, but served with 410 Gone. */
export const closedPaths = gonePaths(new Date());
/** Every prerendered page that answers 200, collection pages included (closed roles' pages excluded). */
export const allPaths = allPagePaths().filter((path) => !closedPaths.includes(path));

/** A path that is not a page (and never will be). */
export const UNKNOWN_PATH = "/this-page-does-not-exist";

/** Viewports used throughout: desktop header above 960px, sidebar at 960 and below. */
export const DESKTOP = { width: 1280, height: 800 };
export const MOBILE = { width: 390, height: 844 };

/** `items` dealt into `parts` lists (every `parts`-th item each), so a walk over many pages spreads over the workers. */
export const inParts = <T>(items: readonly T[], parts: number): T[][] =>
  Array.from({ length: parts }, (_, index) => items.filter((_, at) => at % parts === index));

/**
 * A path as the server answers it, fetched by Node: for a loop over every page that reads only the bytes (Playwright's
 * `request` goes through its driver, about 25 ms a request, a tenth of that here).
 */
export const fetchPath = (baseURL: string | undefined, path: string): Promise<Response> =>
  fetch(new URL(path, baseURL));

/** A page as the server answers it, parsed: see builtPage. */
export interface BuiltPage {
  readonly status: number;
  readonly document: DefaultTreeAdapterTypes.Document;
  readonly findAll: (test: (element: Element) => boolean, within?: ParentNode) => Element[];
  readonly find: (test: (element: Element) => boolean, within?: ParentNode) => Element | undefined;
}

/**
 * A page as built, parsed (parse5, as browsers parse), for a check over many pages of what their prerendered HTML
 * says, which hydration leaves as it is: `find`/`findAll` elements by a test, `text` as it reads (spaces collapsed).
 * Loading each in a browser with JavaScript off took about thirty times as long (docs/testing.md).
 */
export async function builtPage(baseURL: string | undefined, path: string): Promise<BuiltPage> {
  const response = await fetchPath(baseURL, path);
  const document = parse(await response.text());
  const findAll = (within: ParentNode, test: (element: Element) => boolean) => [...elements(within)].filter(test);
  return {
    status: response.status,
    document,
    findAll: (test: (element: Element) => boolean, within: ParentNode = document) => findAll(within, test),
    find: (test: (element: Element) => boolean, within: ParentNode = document) => findAll(within, test)[0],
  };
}

/** An element's text as it reads: its text nodes joined, spaces collapsed and trimmed. */
export function textOf(node: ParentNode): string {
  const parts: string[] = [];
  const walk = (parent: ParentNode) => {
    for (const child of treeAdapter.getChildNodes(parent)) {
      if (treeAdapter.isTextNode(child)) parts.push(treeAdapter.getTextNodeContent(child));
      else if (treeAdapter.isElementNode(child)) walk(child);
    }
  };
  walk(node);
  return parts.join("").replace(/\s+/g, " ").trim();
}

/** Tests for `find`: an element by tag and class, and one with a class. */
export const element = (tag: string, className?: string) => (item: Element) =>
  item.tagName === tag && (className === undefined || hasClass(item, className));
export const withClass = (className: string) => (element: Element) => hasClass(element, className);
export { attr };
