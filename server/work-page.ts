/**
 * /work with its filters in the query, answered without JavaScript: the prerendered page lists every case
 * study; the server keeps those the query's filters match, shows the filters as chosen, the count and the
 * "Clear filters" link, exactly as the page renders them for that URL (app/routes/work.tsx, with the same
 * functions: app/shared/work-filters.ts, app/shared/work-catalogue.ts, app/shared/grid.ts), so the app hydrates over
 * it without a mismatch (tests/e2e/work-filters.spec.ts watches for React's hydration errors).
 */
import { defaultTreeAdapter as tree, parse, serialize } from "parse5";
import { gridAttributes } from "../app/shared/grid";
import type { Locale } from "../app/shared/locale";
import { studyFilterTags, WORK_WORDS, workFilters, workStudies } from "../app/shared/work-catalogue";
import { appliedFilters, countText, matches } from "../app/shared/work-filters";
import { attr, elements, find, fragment, hasClass, insertAfter, removeAttr, setAttr } from "./html-document";

const FILTERS = { en: workFilters("en"), de: workFilters("de") } satisfies Record<Locale, unknown>;
const TAGS = new Map(workStudies().map((study) => [study.slug, studyFilterTags(study)]));

/**
 * The page `html` (/work or /de/work as built, in `locale`) filtered by `query`; undefined when the query applies no
 * filter (the built page is the answer).
 */
export function filteredWorkPage(html: string, query: URLSearchParams, locale: Locale = "en"): string | undefined {
  const filters = FILTERS[locale];
  const words = WORK_WORDS[locale];
  const applied = appliedFilters(filters, query);
  if (!Object.keys(applied).length) return undefined;
  const document = parse(html);
  const form = find(document, (element) => element.nodeName === "form" && hasClass(element, "filters"));
  const grid = find(document, (element) => attr(element, "data-testid") === "case-grid");
  const count = find(document, (element) => hasClass(element, "filter-count"));
  if (!form || !grid || !count) return undefined;

  for (const filter of filters) {
    const select = find(form, (element) => element.nodeName === "select" && attr(element, "name") === filter.key);
    for (const option of select ? elements(select) : []) {
      if ((attr(option, "value") ?? "") === (applied[filter.key] ?? "")) setAttr(option, "selected", "");
      else removeAttr(option, "selected");
    }
  }
  const clear = find(form, (element) => hasClass(element, "filters-clear"));
  if (clear) removeAttr(clear, "hidden");

  let shown = 0;
  for (const card of tree.getChildNodes(grid).filter(tree.isElementNode)) {
    const prefix = locale === "en" ? "/work/" : `/${locale}/work/`;
    const link = find(card, (element) => element.nodeName === "a" && (attr(element, "href") ?? "").startsWith(prefix));
    const tags = TAGS.get((link && attr(link, "href")?.slice(prefix.length)) ?? "");
    if (tags && matches(tags, applied)) shown += 1;
    else tree.detachNode(card);
  }
  for (const text of tree.getChildNodes(count)) tree.detachNode(text);
  tree.insertText(count, countText(shown, filters, applied, words));
  if (shown) {
    for (const [name, value] of Object.entries(gridAttributes(shown, 3))) {
      if (value === undefined) removeAttr(grid, name);
      else setAttr(grid, name, String(value));
    }
  } else {
    insertAfter(grid, fragment(`<p class="empty-state">${words.noMatch}</p>`));
    tree.detachNode(grid);
  }
  return serialize(document);
}
