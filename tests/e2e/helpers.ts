import { allPagePaths, gonePaths } from "../../content/routes";
import { routedPages } from "../../content/registry";
import { localePath, locales } from "../../app/shared/locale";

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
