import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { snippetParts } from "~/shared/search-snippet";
import { Snippet } from "./snippet";

const render = (excerpt: string) => renderToStaticMarkup(<Snippet excerpt={excerpt} />);
/** Every tag in rendered markup, by name. */
const tags = (html: string) => [...html.matchAll(/<\/?([a-z][\w-]*)/gi)].map((match) => match[1]!.toLowerCase());

describe("search result snippets", () => {
  it("keeps the index's <mark> highlights as marks and the rest as text", () => {
    expect(snippetParts("Apps built with <mark>Riverpod</mark> and Bloc")).toEqual([
      { text: "Apps built with ", mark: false },
      { text: "Riverpod", mark: true },
      { text: " and Bloc", mark: false },
    ]);
    expect(render("with <mark>Riverpod</mark> state")).toBe(
      '<p class="search-result-snippet">with <mark>Riverpod</mark> state</p>',
    );
  });

  it("decodes character references once, so the page shows the text as written", () => {
    expect(snippetParts("Banking &amp; Finance, &quot;PSD2&quot; &#39;ok&#39; &#x27;&lt;b&gt;&#x27;")).toEqual([
      { text: "Banking & Finance, \"PSD2\" 'ok' '<b>'", mark: false },
    ]);
    expect(snippetParts("&amp;lt;mark&amp;gt;")).toEqual([{ text: "&lt;mark&gt;", mark: false }]);
    // Unknown names and impossible code points stay as written.
    expect(snippetParts("&bogus; &#0; &#xD800; &#x110000;")).toEqual([
      { text: "&bogus; &#0; &#xD800; &#x110000;", mark: false },
    ]);
  });

  it("renders nothing but <mark> from hostile excerpts: every other tag, attribute or script stays text", () => {
    const hostile = [
      '<img src=x onerror="alert(1)">',
      "<script>alert(1)</script>",
      "&lt;script&gt;alert(1)&lt;/script&gt;",
      '<mark onclick="alert(1)">x</mark>',
      '<mark class="x">y</mark>',
      "<MARK>upper</MARK> <a href='javascript:alert(1)'>link</a>",
      "<mark><mark>nested</mark></mark> </mark> unbalanced <mark>open",
      "<svg><mark>inside</mark></svg>",
    ];
    for (const excerpt of hostile) {
      const html = render(excerpt);
      expect(
        tags(html).filter((tag) => tag !== "p" && tag !== "mark"),
        excerpt,
      ).toEqual([]);
      expect(html, excerpt).not.toMatch(/<(?!\/?(?:p|mark)[\s>])/i);
      expect(html, excerpt).not.toMatch(/<mark\s/);
    }
    expect(render("<MARK>upper</MARK>")).toBe('<p class="search-result-snippet"><mark>upper</mark></p>');
    expect(render("<script>alert(1)</script>")).toBe(
      '<p class="search-result-snippet">&lt;script&gt;alert(1)&lt;/script&gt;</p>',
    );
    expect(render('<mark onclick="alert(1)">x</mark>')).toBe(
      '<p class="search-result-snippet">&lt;mark onclick=&quot;alert(1)&quot;&gt;x</p>',
    );
  });

  it("joins neighbouring parts of the same kind and closes an unclosed mark at the end", () => {
    expect(snippetParts("<mark>a</mark><mark>b</mark> c <mark>d")).toEqual([
      { text: "ab", mark: true },
      { text: " c ", mark: false },
      { text: "d", mark: true },
    ]);
  });
});
