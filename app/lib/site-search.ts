/**
 * The search index in the browser: Pagefind's script, which the build writes with the index into /pagefind/
 * (scripts/build/search-index.ts). It is fetched at run time, on the visitor's first focus or keystroke in the search
 * field, never bundled (the URL is not a module Vite knows) and never part of a page's first load. Pagefind picks the
 * index of the page's language from `<html lang>` and runs its WebAssembly in a worker (/pagefind/pagefind-worker.js,
 * which the server sends with its own Content-Security-Policy: server/security.ts).
 */

/** What a result's fragment holds (the meta the build gives every page: title and section). */
export interface SearchHit {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: { readonly title?: string; readonly section?: string };
}

interface PagefindResult {
  readonly id: string;
  data(): Promise<SearchHit>;
}

/** The part of Pagefind's API (pagefind.js) the search page uses. */
interface Pagefind {
  options(options: { readonly excerptLength?: number }): Promise<void>;
  init(): Promise<void>;
  /** Resolves null when a later call replaced this one within the wait. */
  debouncedSearch(term: string, options?: object, wait?: number): Promise<{ results: PagefindResult[] } | null>;
}

const PAGEFIND_URL = "/pagefind/pagefind.js";
/** Words around a match in a result's snippet. */
const EXCERPT_WORDS = 24;

let loading: Promise<Pagefind> | undefined;

/** Pagefind, loaded once per session; a failed load (offline, no build) is tried again on the next call. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options({ excerptLength: EXCERPT_WORDS });
    // Fetches the language's metadata and WebAssembly now, while the visitor is still typing.
    void pagefind.init();
    return pagefind;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

export interface SearchPage {
  /** Every matching page, best first; `hits` has the data of the first `shown`. */
  readonly total: number;
  readonly hits: readonly SearchHit[];
  /** Loads the data of the next `count` results. */
  readonly more: (count: number) => Promise<readonly SearchHit[]>;
}

/**
 * The results for `term` after `wait` ms without another call (null when a later call replaced it), with the data of
 * the first `count`: each result's data is one small fetch of its fragment.
 */
export async function search(term: string, count: number, wait: number): Promise<SearchPage | null> {
  const pagefind = await loadPagefind();
  const found = await pagefind.debouncedSearch(term, {}, wait);
  if (!found) return null;
  let shown = 0;
  const more = async (next: number) => {
    const slice = found.results.slice(shown, shown + next);
    shown += slice.length;
    return Promise.all(slice.map((result) => result.data()));
  };
  return { total: found.results.length, hits: await more(count), more };
}
