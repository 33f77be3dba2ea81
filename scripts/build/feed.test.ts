/**
 * The Atom feeds (scripts/build/feed.ts) against RFC 4287: well-formed XML (scripts/checks/xml.ts), the elements the
 * RFC requires of a feed and of each entry, RFC 3339 dates, every article as an entry with its whole text, escaping.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { localePath, locales, type Locale } from "../../app/shared/locale";
import { articles as englishArticles, contentIn } from "../../content";
import { uiIn } from "../../content/i18n/ui";
import { feedPath, pathOf, topicPath } from "../../content/registry";
import { absoluteUrl } from "../../content/seo";
import { topicIn } from "../../content/topics";
import { childrenNamed, parseXml, type XmlElement } from "../checks/xml";
import { articleHtml, atomFeed, escapeXml } from "./feed";

const ATOM = "http://www.w3.org/2005/Atom";
const RFC_3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The one child named `name` (the RFC: exactly one). */
function one(element: XmlElement, name: string): XmlElement {
  const found = childrenNamed(element, name);
  expect(found, `<${element.name}> has exactly one <${name}>`).toHaveLength(1);
  return found[0]!;
}
const expectDate = (value: string) => {
  expect(value).toMatch(RFC_3339);
  expect(Number.isNaN(Date.parse(value))).toBe(false);
};
const links = (element: XmlElement) => childrenNamed(element, "link").map((link) => link.attributes);

describe.each(locales)("the Atom feed (%s)", (locale: Locale) => {
  let xml = "";
  let feed: XmlElement;
  let bodies: string[] = [];
  beforeAll(async () => {
    xml = await atomFeed(locale);
    feed = parseXml(xml);
    bodies = await Promise.all(newest.map((article) => articleHtml(article, locale)));
  });
  const articles = contentIn(locale).articles;
  const newest = [...articles].sort((a, b) => b.published.localeCompare(a.published));

  it("is a well-formed Atom document in the page's language", () => {
    expect(feed.name).toBe("feed");
    expect(feed.attributes.xmlns).toBe(ATOM);
    expect(feed.attributes["xml:lang"]).toBe(locale);
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
  });

  it("has the feed's id, title, subtitle, updated, author and links (RFC 4287 4.1.1)", () => {
    expect(one(feed, "id").text).toBe(`tag:alphai.tech,2022:${localePath(feedPath(), locale)}`);
    expect(one(feed, "title").text).toBe(uiIn(locale).feed.title);
    expect(one(feed, "subtitle").text).toBe(uiIn(locale).feed.subtitle);
    expect(one(feed, "updated").text).toBe(`${newest[0]!.published}T00:00:00Z`);
    expectDate(one(feed, "updated").text);
    expect(one(one(feed, "author"), "name").text).toBe("Alphai");
    expect(links(feed)).toEqual([
      { rel: "self", type: "application/atom+xml", href: absoluteUrl(localePath(feedPath(), locale)) },
      {
        rel: "alternate",
        type: "text/html",
        hreflang: locale,
        href: absoluteUrl(localePath(pathOf("resources"), locale)),
      },
    ]);
  });

  it("has one entry per article, newest first, each with id, title, link, dates, author, summary and its whole text", () => {
    const entries = childrenNamed(feed, "entry");
    expect(entries).toHaveLength(articles.length);
    expect(new Set(entries.map((entry) => one(entry, "id").text)).size).toBe(articles.length);
    entries.forEach((entry, index) => {
      const article = newest[index]!;
      const path = localePath(`${pathOf("resources")}/${article.slug}`, locale);
      expect(one(entry, "id").text).toBe(`tag:alphai.tech,${article.published}:${path}`);
      expect(one(entry, "title").text).toBe(article.title.replace(/ \| Alphai$/, ""));
      expect(links(entry)).toEqual([
        { rel: "alternate", type: "text/html", hreflang: locale, href: absoluteUrl(path) },
      ]);
      expectDate(one(entry, "published").text);
      expectDate(one(entry, "updated").text);
      expect(one(entry, "published").text.slice(0, 10)).toBe(article.published);
      expect(one(one(entry, "author"), "name").text).toBe(article.author.name);
      expect(one(entry, "summary").text).toBe(article.summary);
      const content = one(entry, "content");
      expect(content.attributes.type).toBe("html");
      expect(content.text).toBe(bodies[index]);
      for (const section of article.sections)
        expect(content.text).toContain(`<h2>${section.heading.replace(/&/g, "&amp;")}</h2>`);
      // A feed reader has no page to resolve a path against: every link is an absolute URL.
      for (const [, href] of content.text.matchAll(/<a href="([^"]+)"/g))
        expect(href).toMatch(/^(?:https?|mailto|tel):/);
      expect(childrenNamed(entry, "category").map((category) => category.attributes)).toEqual(
        article.topics.map((id) => ({
          term: id,
          scheme: absoluteUrl(`${localePath(topicPath(id), locale).slice(0, -id.length)}`),
          label: topicIn(id, locale).name,
        })),
      );
    });
  });
});

describe("atomFeed", () => {
  const [sample] = englishArticles;

  it("escapes & and < in text, attributes and the HTML of the content, which is the article's Markdown as HTML", async () => {
    const article = {
      ...sample!,
      title: "R&D <fast> | Alphai",
      summary: "Tom & Jerry say \"a < b\" & 'c > d'.",
      author: { name: "A & B", role: "x" },
      sections: [{ heading: "Q&A <1>", body: "a < b & c > d, **bold** and [a page](page:contact) &amp;" }],
    };
    const xml = await atomFeed("en", [article]);
    const entry = one(parseXml(xml), "entry");
    expect(one(entry, "title").text).toBe("R&D <fast>");
    expect(one(entry, "summary").text).toBe(article.summary);
    expect(one(one(entry, "author"), "name").text).toBe("A & B");
    expect(one(entry, "content").text).toBe(
      `<h2>Q&amp;A &lt;1&gt;</h2><p>a &lt; b &amp; c &gt; d, <strong>bold</strong> and <a href="${absoluteUrl(pathOf("contact"))}">a page</a> &amp;</p>`,
    );
    expect(xml).toContain("&lt;h2&gt;Q&amp;amp;A &amp;lt;1&amp;gt;&lt;/h2&gt;");
    expect(xml).not.toContain("<script>");
    expect(xml).not.toMatch(/&(?!(?:amp|lt|gt|quot|apos);)/);
  });

  it("refuses a character XML cannot carry, or HTML in the Markdown, instead of writing a broken feed", async () => {
    expect(() => escapeXml("a\u0001b")).toThrow(/a character XML cannot carry/);
    await expect(atomFeed("en", [{ ...sample!, summary: `${sample!.summary}\u000B` }])).rejects.toThrow();
    const html = { heading: "A heading", body: "Text <script>alert(1)</script>" };
    await expect(atomFeed("en", [{ ...sample!, sections: [html] }])).rejects.toThrow(/HTML .* is not shown/);
  });

  it("dates the feed by its newest article, not by the build", async () => {
    const [german] = contentIn("de").articles;
    const older = { ...german!, slug: "older", published: "2025-01-02" };
    const newer = { ...german!, slug: "newer", published: "2026-12-24" };
    const feed = parseXml(await atomFeed("de", [older, newer]));
    expect(one(feed, "updated").text).toBe("2026-12-24T00:00:00Z");
    expect(childrenNamed(feed, "entry").map((entry) => one(entry, "published").text)).toEqual([
      "2026-12-24T00:00:00Z",
      "2025-01-02T00:00:00Z",
    ]);
  });
});
