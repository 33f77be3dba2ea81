/**
 * `/search?q=…` and `/de/search?q=…` answered with their results, for a visitor without JavaScript, a shared or
 * bookmarked link opened before the script runs, and a crawler (decision 030, amended). The prerendered search page
 * is the base: the server puts the query in the field and the results, found by the browser's own search over the
 * same index (server/site-search.ts), in the page's answer slot (`.search-answer`, which app/routes/search.tsx renders
 * empty and leaves as it is when it hydrates), as the results component draws them
 * (app/components/search/search-results.tsx). Once hydrated, the page runs the same search, and its own results
 * take the slot's place. An empty or absent `q` is the page as built.
 *
 * Everything from the query or the index is escaped here; a snippet keeps only Pagefind's `<mark>`
 * (app/shared/search-snippet.ts).
 */
import { defaultTreeAdapter as tree, parse, serialize } from "parse5";
import type { Locale } from "../app/shared/locale";
import { snippetParts } from "../app/shared/search-snippet";
import { PAGE_SIZE, resultsText, shownCount, type SearchHit } from "../app/shared/site-search";
import { searchPage as englishWords } from "../content/pages/search";
import { searchPage as germanWords } from "../content/de/pages/search";
import { attr, escapeHtml, find, fragment, hasClass, setAttr } from "./html-document";
import type { SiteSearch } from "./site-search";

const WORDS = { en: englishWords, de: germanWords } satisfies Record<Locale, unknown>;

const snippetHtml = (excerpt: string) =>
  snippetParts(excerpt)
    .map((part) => (part.mark ? `<mark>${escapeHtml(part.text)}</mark>` : escapeHtml(part.text)))
    .join("");

/** One result as the results component draws it, but every link a tab stop (the roving tabindex needs the script). */
const resultHtml = (hit: SearchHit, index: number) =>
  `<li class="search-result">` +
  `<p class="search-result-section" id="search-answer-${index}-section">${escapeHtml(hit.meta.section ?? "")}</p>` +
  `<a href="${escapeHtml(hit.url)}" class="search-result-link" aria-describedby="search-answer-${index}-section search-answer-${index}-snippet">${escapeHtml(hit.meta.title ?? hit.url)}</a>` +
  `<p class="search-result-snippet" id="search-answer-${index}-snippet">${snippetHtml(hit.excerpt)}</p>` +
  `</li>`;

/**
 * The search page `html` (as built, in `locale`) with the results for `query`'s `q` (and as many as its `shown`
 * asks, six more at a time, through a "more" link); undefined for an empty `q`, or a page without the answer slot.
 */
export async function searchResultsPage(
  html: string,
  query: URLSearchParams,
  locale: Locale,
  search: Pick<SiteSearch, "search">,
): Promise<string | undefined> {
  const asked = query.get("q") ?? "";
  const term = asked.trim();
  if (!term) return undefined;
  const document = parse(html);
  const field = find(document, (element) => element.nodeName === "input" && attr(element, "name") === "q");
  const slot = find(document, (element) => hasClass(element, "search-answer"));
  const form = find(document, (element) => element.nodeName === "form" && attr(element, "role") === "search");
  if (!field || !slot || !form) return undefined;
  const words = WORDS[locale];
  const shown = shownCount(query.get("shown"));
  const page = await search.search(locale, term, shown);

  setAttr(field, "value", asked);
  let answer = `<p class="search-count">${escapeHtml(resultsText(words.results, page.total, term))}</p>`;
  if (page.hits.length)
    answer += `<ol class="search-results" aria-label="${escapeHtml(words.resultsLabel)}">${page.hits.map(resultHtml).join("")}</ol>`;
  if (page.total > page.hits.length) {
    const next = new URLSearchParams({ q: asked, shown: String(shownCount(String(page.hits.length + PAGE_SIZE))) });
    answer += `<a class="button button-ghost-dark search-more" href="${escapeHtml(`${attr(form, "action")}?${next}`)}">${escapeHtml(words.more)}</a>`;
  }
  for (const node of fragment(answer)) tree.appendChild(slot, node);
  return serialize(document);
}
