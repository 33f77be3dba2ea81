/**
 * Post-build: the site search's index (decision 030), made with Pagefind's Node API from the prerendered pages and
 * written to `<build>/pagefind/`, where the search page's script fetches it (app/lib/site-search.ts).
 *
 * - Exactly the pages of the site index (app/lib/site-index.server.ts) are indexed, in both languages: the pages the
 *   sitemap lists but the search pages themselves. Notices, the 404s, closed roles and aliases are not.
 * - Only a page's `<main>` is read (Pagefind's `data-pagefind-body`), without the header's menus and the footer;
 *   Pagefind leaves out its forms, navigation (breadcrumbs) and drawings itself. Each page's result title is its
 *   `<title>` without the site's name, its section the heading it is listed under in the site index, both given to
 *   Pagefind as metadata. These attributes are added to the copy Pagefind reads: the served pages are unchanged.
 * - Pagefind splits the index by `<html lang>`: one index per language, loaded by the pages of that language.
 * - Pagefind's own interfaces (its UI bundles, the highlighting script) are deleted: the search page has its own,
 *   and the server sends only what the build holds (server/site-files.ts).
 */
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import * as pagefind from "pagefind";
import type { Page } from "./build-output";
import { outlineOf, type SearchOutline } from "./search-outline";

/** The folder of the index in the build, and the URL path it is served at. */
const SEARCH_DIRECTORY = "pagefind";

/** Pagefind's files the site does not use: its ready-made interfaces, and the WebAssembly for pages with no language. */
const UNUSED = /^(pagefind-(ui|component-ui|modular-ui)\.(js|css)|pagefind-highlight\.js|wasm\.unknown\.pagefind)$/;

/** What one page gives the index. */
export interface SearchDocument {
  /** The page's path ("/work", "/de/"): the result's URL. */
  readonly path: string;
  readonly html: string;
  /** The heading the page is listed under in the site index. */
  readonly section: string;
  /**
   * Words the page is also found by, weighted as metadata (app/shared/site-search.ts): an open role's job words,
   * place and kind of job (app/lib/site-index.server.ts `searchKeywords`).
   */
  readonly keywords?: string;
  /** Where its `<main>` and word boundaries are, from the build's parse of the page; without it, `html` is parsed here. */
  readonly outline?: SearchOutline;
}

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

/**
 * The page as Pagefind should read it: its `<main>` marked as the body to index, with the result's title (the page's
 * `<title>` without its last part, which names the site: " | Alphai", " | Alphai Careers", " | Karriere bei Alphai"),
 * section and keywords as metadata on it, and a space at each block element's edges (scripts/build/search-outline.ts).
 */
export function indexableHtml({ path: pagePath, html, section, keywords, outline }: SearchDocument): string {
  const { mainAt, title, boundaries } = outline ?? outlineOf(html);
  if (mainAt === undefined) throw new Error(`${pagePath}: no <main> to index`);
  const name = (title ?? "").replace(/ \| [^|]*\bAlphai\b[^|]*$/, "").trim();
  if (!name) throw new Error(`${pagePath}: no <title> to name its search result`);
  const meta = ["title[data-search-title]", "section[data-search-section]"];
  if (keywords) meta.push("keywords[data-search-keywords]");
  const attributes =
    ` data-pagefind-body data-pagefind-meta="${meta.join(", ")}"` +
    ` data-search-title="${escapeAttribute(name)}" data-search-section="${escapeAttribute(section)}"` +
    (keywords ? ` data-search-keywords="${escapeAttribute(keywords)}"` : "");
  const pieces = [html.slice(0, mainAt), attributes];
  let from = mainAt;
  for (const offset of boundaries) {
    pieces.push(html.slice(from, offset), " ");
    from = offset;
  }
  pieces.push(html.slice(from));
  return pieces.join("");
}

export interface SearchIndexSummary {
  /** Per language: pages indexed, and the bytes of its index (metadata, word index, fragments, WebAssembly). */
  readonly languages: Readonly<Record<string, { readonly pages: number; readonly bytes: number }>>;
}

/**
 * Indexes `documents` (each page of the site index, with its built HTML) and writes the index to
 * `<buildDir>/pagefind/`. Fails the build on any error Pagefind reports, or when a language's page count differs from
 * the documents given.
 */
export async function writeSearchIndex(
  buildDir: string,
  documents: readonly SearchDocument[],
): Promise<SearchIndexSummary> {
  const outputPath = path.join(buildDir, SEARCH_DIRECTORY);
  const { index, errors } = await pagefind.createIndex({});
  try {
    if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
    for (const document of documents) {
      const added = await index.addHTMLFile({ url: document.path, content: indexableHtml(document) });
      if (added.errors.length) throw new Error(`Pagefind, ${document.path}: ${added.errors.join("; ")}`);
    }
    const written = await index.writeFiles({ outputPath });
    if (written.errors.length) throw new Error(`Pagefind: ${written.errors.join("; ")}`);
  } finally {
    await pagefind.close();
  }

  const entry = JSON.parse(await readFile(path.join(outputPath, "pagefind-entry.json"), "utf8")) as {
    languages: Record<string, { wasm?: string; page_count: number }>;
  };
  const languages: Record<string, { pages: number; bytes: number }> = {};
  for (const [language, { page_count: pages, wasm }] of Object.entries(entry.languages)) {
    const expected = documents.filter((document) => document.html.includes(`<html lang="${language}"`)).length;
    if (pages !== expected) throw new Error(`Pagefind indexed ${pages} pages in "${language}", expected ${expected}`);
    if (wasm !== language) throw new Error(`Pagefind has no WebAssembly of its own for "${language}"`);
    languages[language] = { pages, bytes: 0 };
  }
  for (const file of await readdir(outputPath, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const absolute = path.join(file.parentPath, file.name);
    if (UNUSED.test(file.name)) {
      await rm(absolute);
      continue;
    }
    // A language's files: pagefind.<lang>_<hash>.pf_meta, index/<lang>_<hash>.pf_index,
    // fragment/<lang>_<hash>.pf_fragment, wasm.<lang>.pagefind.
    const language = /^(?:pagefind\.)?([a-z-]+)_[0-9a-f]+\.pf_\w+$|^wasm\.([a-z-]+)\.pagefind$/.exec(file.name);
    const owner = language ? languages[language[1] ?? language[2]!] : undefined;
    if (owner) owner.bytes += (await stat(absolute)).size;
  }
  return { languages };
}

/**
 * The pages of the build to index: each path of `sections` (path → section) with its built HTML, and its `keywords`
 * (path → words) if it has any.
 */
export function searchDocuments(
  pages: readonly Page[],
  sections: ReadonlyMap<string, string>,
  keywords: ReadonlyMap<string, string> = new Map(),
): SearchDocument[] {
  const byPath = new Map(pages.filter((page) => page.path).map((page) => [page.path!, page]));
  for (const pagePath of keywords.keys())
    if (!sections.has(pagePath)) throw new Error(`Search keywords for ${pagePath}, which the site index does not list`);
  return [...sections].map(([pagePath, section]) => {
    const page = byPath.get(pagePath);
    if (!page) throw new Error(`The site index lists ${pagePath}, which the build did not prerender`);
    const words = keywords.get(pagePath);
    return { path: pagePath, html: page.html, section, outline: page.outline, ...(words ? { keywords: words } : {}) };
  });
}
