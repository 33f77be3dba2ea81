/**
 * The search index in the browser: Pagefind's script, which the build writes with the index into /pagefind/
 * (scripts/build/search-index.ts). It is fetched at run time, on the visitor's first focus or keystroke in the search
 * field, never bundled (the URL is not a module Vite knows) and never part of a page's first load. Pagefind picks the
 * index of the page's language from `<html lang>` and runs its WebAssembly in a worker (/pagefind/pagefind-worker.js,
 * which the server sends with its own Content-Security-Policy: server/security.ts). The options and the search itself
 * are the server's too (app/shared/site-search.ts).
 */
import { PAGEFIND_OPTIONS, searchSite, type Pagefind, type SearchPage } from "../shared/site-search";

const PAGEFIND_URL = "/pagefind/pagefind.js";

let loading: Promise<Pagefind> | undefined;

/** Pagefind, loaded once per session; a failed load (offline, no build) is tried again on the next call. */
export function loadPagefind(): Promise<Pagefind> {
  loading ??= (import(/* @vite-ignore */ PAGEFIND_URL) as Promise<Pagefind>).then(async (pagefind) => {
    await pagefind.options(PAGEFIND_OPTIONS);
    // Fetches the language's metadata and WebAssembly now, while the visitor is still typing.
    void pagefind.init();
    return pagefind;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/**
 * The results for `term` after `wait` ms without another call (null when a later call replaced it), with the data of
 * the first `count`.
 */
export async function search(term: string, count: number, wait: number): Promise<SearchPage | null> {
  return searchSite(await loadPagefind(), term, count, wait);
}
