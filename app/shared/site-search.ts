/**
 * The site search (decision 030), as the browser and the server both run it: Pagefind's script from the build
 * (`/pagefind/pagefind.js`), given the same options, asked the same way, its results cut and counted the same way.
 * The browser loads the script on the first focus of the search field (app/lib/site-search.ts); the server loads it
 * from the build in memory to answer `/search?q=` without JavaScript (server/site-search.ts).
 */

/** What a result's fragment holds (the meta the build gives every page: title, section; a role's keywords). */
export interface SearchHit {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: { readonly title?: string; readonly section?: string };
}

interface PagefindResult {
  readonly id: string;
  data(): Promise<SearchHit>;
}

interface PagefindResults {
  readonly results: readonly PagefindResult[];
}

/** The part of Pagefind's API (pagefind.js) the site uses. */
export interface Pagefind {
  options(options: typeof PAGEFIND_OPTIONS): Promise<void>;
  init(): Promise<void>;
  search(term: string): Promise<PagefindResults>;
  /** Resolves null when a later call replaced this one within the wait. */
  debouncedSearch(term: string, options: object, wait: number): Promise<PagefindResults | null>;
}

/**
 * Pagefind's options, the same in the browser and on the server.
 *
 * - 24 words around a match in a result's snippet.
 * - Matches in a page's metadata add to its score, on top of its text's: in its result title with weight 10
 *   (Pagefind's default is 5), in an open role's keywords (its title, job words, place and kind of job:
 *   app/lib/site-index.server.ts) with weight 10, so "react developer job" finds the role before the service page
 *   that says "React" forty times; the section a page is listed under adds nothing ("Open roles", "Offene Stellen").
 */
export const PAGEFIND_OPTIONS = {
  excerptLength: 24,
  ranking: { metaWeights: { title: 10, keywords: 10, section: 0 } },
} as const;

/** Results shown at first, and added by each "more": one fragment each, fetched in one round over HTTP/1.1 (six connections). */
export const PAGE_SIZE = 6;
/** The most results an address's `shown` asks for (the "more" link of the page answered without JavaScript). */
const MOST_SHOWN = 60;

/** How many results to show for an address's `shown` (`?q=react&shown=12`): PAGE_SIZE, unless it asks for more. */
export function shownCount(shown: string | null): number {
  const asked = Number.parseInt(shown ?? "", 10);
  return Number.isFinite(asked) ? Math.min(MOST_SHOWN, Math.max(PAGE_SIZE, asked)) : PAGE_SIZE;
}

export interface SearchPage {
  /** Every matching page, best first; `hits` has the data of the first `shown`. */
  readonly total: number;
  readonly hits: readonly SearchHit[];
  /** Loads the data of the next `count` results. */
  readonly more: (count: number) => Promise<readonly SearchHit[]>;
}

/**
 * The results for `term` with the data of the first `count` (each result's data is one small fetch of its fragment):
 * at once, or, with `wait`, after `wait` ms without another call (null when a later call replaced it).
 */
export async function searchSite(
  pagefind: Pagefind,
  term: string,
  count: number,
  wait?: number,
): Promise<SearchPage | null> {
  const found = wait === undefined ? await pagefind.search(term) : await pagefind.debouncedSearch(term, {}, wait);
  if (!found) return null;
  let shown = 0;
  const more = async (next: number) => {
    const slice = found.results.slice(shown, shown + next);
    shown += slice.length;
    return Promise.all(slice.map((result) => result.data()));
  };
  return { total: found.results.length, hits: await more(count), more };
}

/** The search's count words (the search page's content entry). */
export interface CountWords {
  readonly none: string;
  readonly one: string;
  readonly other: string;
}

/** "{count} results for “{query}”" with its values: the live region's text, and the server's answer's count. */
export function resultsText(words: CountWords, total: number, term: string): string {
  const text = total === 0 ? words.none : total === 1 ? words.one : words.other;
  const values: Record<string, string> = { count: String(total), query: term };
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}
