/**
 * The search page answered with its results (server/search-page.ts): the query in the field, the results as the
 * results component draws them, everything from the query or the index as text.
 */
import { defaultTreeAdapter as tree, parse, type DefaultTreeAdapterTypes } from "parse5";
import { describe, expect, it } from "vitest";
import type { SearchHit } from "../app/shared/site-search";
import { searchResultsPage } from "./search-page";

/** The search page as built, cut down: the form, the live region, the empty answer slot, the index. */
const PAGE =
  `<!DOCTYPE html><html lang="en"><head><title>Search the Website | Alphai</title></head><body><main>` +
  `<form role="search" class="search-form" method="get" action="/search"><label for="search-field">Search the site</label>` +
  `<input id="search-field" type="search" name="q" value=""></form><p class="search-status" role="status"></p>` +
  `<div class="search-answer"></div><section><h2>Every page, by section</h2></section></main></body></html>`;

const hit = (index: number, overrides: Partial<SearchHit> = {}): SearchHit => ({
  url: `/page-${index}`,
  excerpt: `Words of page ${index} with <mark>kubernetes</mark>`,
  meta: { title: `Page ${index}`, section: "What we do" },
  ...overrides,
});

/** A search over `total` results, showing the first `count`; the terms it was asked, in `asked`. */
function searchOver(total: number, first: Partial<SearchHit> = {}) {
  const asked: { locale: string; term: string; count: number }[] = [];
  return {
    asked,
    search: (locale: "en" | "de", term: string, count: number) => {
      asked.push({ locale, term, count });
      const hits = Array.from({ length: Math.min(count, total) }, (_, index) => hit(index, index ? {} : first));
      return Promise.resolve({ total, hits, more: () => Promise.resolve([]) });
    },
  };
}

/** Every element of a page, by name, with its attributes' names. */
function elementsOf(html: string): { name: string; attributes: string[] }[] {
  const found: { name: string; attributes: string[] }[] = [];
  const visit = (node: DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of tree.getChildNodes(node)) {
      if (!tree.isElementNode(child)) continue;
      found.push({ name: child.nodeName, attributes: child.attrs.map((item) => item.name) });
      visit(child);
    }
  };
  visit(parse(html));
  return found;
}

const answerOf = (html: string) => html.slice(html.indexOf('<div class="search-answer">'), html.indexOf("<section>"));

describe("the search page answered with its results", () => {
  it("puts the query in the field and the results, six at first and a link to six more, in the answer slot", async () => {
    const search = searchOver(14);
    const html = (await searchResultsPage(PAGE, new URLSearchParams("q=kubernetes+"), "en", search))!;
    expect(search.asked).toEqual([{ locale: "en", term: "kubernetes", count: 6 }]);
    expect(html).toContain('name="q" value="kubernetes "');
    const answer = answerOf(html);
    expect(answer).toContain('<p class="search-count">14 results for “kubernetes”</p>');
    expect(answer.match(/<li class="search-result">/g)).toHaveLength(6);
    expect(answer).toContain(
      '<li class="search-result"><p class="search-result-section" id="search-answer-0-section">What we do</p>' +
        '<a href="/page-0" class="search-result-link" aria-describedby="search-answer-0-section search-answer-0-snippet">Page 0</a>' +
        '<p class="search-result-snippet" id="search-answer-0-snippet">Words of page 0 with <mark>kubernetes</mark></p></li>',
    );
    expect(answer).toContain(
      '<a class="button button-ghost-dark search-more" href="/search?q=kubernetes+&amp;shown=12">',
    );
    // The live region stays empty: the page's script fills it.
    expect(html).toContain('<p class="search-status" role="status"></p>');

    // ?shown= asks for more, up to 60; all shown, no link.
    const more = searchOver(14);
    const all = answerOf((await searchResultsPage(PAGE, new URLSearchParams("q=kubernetes&shown=99"), "de", more))!);
    expect(more.asked[0]!.count).toBe(60);
    expect(all).toContain("14 Ergebnisse für „kubernetes“");
    expect(all).not.toContain("search-more");
  });

  it("keeps everything from the query and the index as text; an empty query is the page as built", async () => {
    const hostile = `"><script>alert(1)</script><img src=x onerror=alert(1)>`;
    const search = searchOver(1, {
      url: '/x" onmouseover="alert(1)',
      meta: { title: "<b>Title</b>", section: "<i>S</i>" },
      excerpt: '<img src=x onerror="alert(1)"> &lt;script&gt; <mark>hit</mark>',
    });
    const html = (await searchResultsPage(PAGE, new URLSearchParams({ q: hostile }), "en", search))!;
    const elements = elementsOf(html);
    expect(elements.filter((element) => ["script", "img", "b", "i"].includes(element.name))).toEqual([]);
    expect(elements.flatMap((element) => element.attributes).filter((name) => name.startsWith("on"))).toEqual([]);
    expect(elements.filter((element) => element.name === "mark")).toHaveLength(1);
    expect(html).toContain('value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;"');
    expect(answerOf(html)).toContain(
      '1 result for “"&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;”',
    );
    expect(answerOf(html)).toContain('&lt;img src=x onerror="alert(1)"&gt; &lt;script&gt; <mark>hit</mark>');
    expect(answerOf(html)).toContain('<a href="/x&quot; onmouseover=&quot;alert(1)" class="search-result-link"');

    for (const query of ["", "q=", "q=+%20", "shown=12"]) {
      expect(await searchResultsPage(PAGE, new URLSearchParams(query), "en", searchOver(3)), query).toBeUndefined();
    }
  });
});
