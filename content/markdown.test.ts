/**
 * The entries' Markdown (content/markdown.ts, content/markdown-render.ts): what each construct renders to, what is
 * refused and at which line, the text it reads as, and that the sanitiser stands behind the renderer. The site's links
 * (content/routes.ts `bodyHref`, `bodyLinkProblems`) against the registry.
 */
import { describe, expect, it } from "vitest";
import {
  inlineMarkdownLinks,
  inlineMarkdownProblems,
  inlineMarkdownText,
  lineMarkdownProblems,
  markdownLinks,
  markdownPhotos,
  markdownProblems,
  markdownText,
} from "./markdown";
import { renderInlineMarkdown, renderMarkdown } from "./markdown-render";
import { bodyLinkProblems, bodyHref } from "./routes";
import { articles, caseStudies, roles } from "./index";

const asWritten = { href: (href: string) => href };

describe("renderMarkdown", () => {
  it("renders paragraphs, subheadings, lists, emphasis, code, quotes and links as the page's HTML", () => {
    const html = renderMarkdown(
      [
        "A **bold** claim, an *aside*, ~~gone~~ and `npm start`.",
        "",
        "### Three steps",
        "",
        "1. Plan",
        "2. Build",
        "",
        "- one",
        "  - nested",
        "",
        "> Quoted.",
        "",
        "```ts",
        'const x = "<b>";',
        "```",
        "",
        "#### Links",
        "",
        "[Contact](page:contact), [a path](/contactus), [mail](mailto:hello@alphai.tech), [call](tel:+498912345) and [here](#top).",
      ].join("\n"),
      { href: (href) => (href === "page:contact" ? "/contactus" : href) },
    );
    expect(html).toBe(
      [
        "<p>A <strong>bold</strong> claim, an <em>aside</em>, <del>gone</del> and <code>npm start</code>.</p>",
        "<h3>Three steps</h3>",
        "<ol>\n<li>Plan</li>\n<li>Build</li>\n</ol>",
        "<ul>\n<li>one<ul>\n<li>nested</li>\n</ul>\n</li>\n</ul>",
        "<blockquote>\n<p>Quoted.</p>\n</blockquote>",
        '<pre><code class="language-ts">const x = "&lt;b&gt;";\n</code></pre>',
        "<h4>Links</h4>",
        '<p><a href="/contactus">Contact</a>, <a href="/contactus">a path</a>, <a href="mailto:hello@alphai.tech">mail</a>, <a href="tel:+498912345">call</a> and <a href="#top">here</a>.</p>',
      ].join("\n"),
    );
  });

  it("puts a table in a named region that scrolls sideways, its columns' alignment as classes (no style attribute)", () => {
    const html = renderMarkdown("| Model | Budget |\n| :-- | --: |\n| Fixed price | 40,000 |", asWritten);
    expect(html).toBe(
      '<div class="table-scroll" role="region" tabindex="0" aria-label="Model, Budget"><table><thead><tr>' +
        '<th scope="col" class="align-left">Model</th><th scope="col" class="align-right">Budget</th></tr></thead>' +
        '<tbody><tr><td class="align-left">Fixed price</td><td class="align-right">40,000</td></tr></tbody></table></div>',
    );
  });

  it("shows a library photo as a figure with the Markdown's alt text and its title as the caption", () => {
    const html = renderMarkdown('![Two engineers at a whiteboard](photo:lahore-floor "The Lahore floor")', {
      ...asWritten,
      photo: (id, alt) =>
        `<span class="photo"><img class="photo-img" src="/images/photos/${id}-800.webp" alt="${alt}" width="800" height="600" loading="lazy" decoding="async"></span>`,
    });
    expect(html).toBe(
      '<figure class="body-photo"><span class="photo"><img class="photo-img" src="/images/photos/lahore-floor-800.webp" alt="Two engineers at a whiteboard" width="800" height="600" loading="lazy" decoding="async" /></span><figcaption>The Lahore floor</figcaption></figure>',
    );
    expect(() => renderMarkdown("![Two engineers](photo:missing)", { ...asWritten, photo: () => undefined })).toThrow(
      /the photo "missing" is not in the photo library/,
    );
  });

  it("throws rather than write a link to no page, HTML, or anything outside the sanitiser's allow-list", () => {
    expect(() => renderMarkdown("[Gone](page:no-such-page)", { href: () => undefined })).toThrow(
      /the link "page:no-such-page" goes to no page of the site/,
    );
    expect(() => renderMarkdown("Hello <img src=x onerror=alert(1)>", asWritten)).toThrow(/line 1: HTML/);
    // A resolver that returned markup would be caught by the sanitiser's check, not written into a page.
    expect(() =>
      renderMarkdown("![A photo of the office](photo:office)", {
        ...asWritten,
        photo: () => '<span class="photo"><img class="photo-img" src="/x.webp" alt="x" onload="alert(1)"></span>',
      }),
    ).toThrow(/the sanitiser changes/);
    expect(() =>
      renderMarkdown("![A photo of the office](photo:office)", {
        ...asWritten,
        photo: () => "<script>alert(1)</script>",
      }),
    ).toThrow(/the sanitiser changes/);
    // An address is written escaped, within its attribute.
    expect(renderMarkdown("[x](/a)", { href: () => '/a" onclick="alert(1)' })).toBe(
      '<p><a href="/a&quot; onclick=&quot;alert(1)">x</a></p>',
    );
  });
});

describe("a line of Markdown (a role's list item or step, decision 057)", () => {
  it("renders its text, links, emphasis and code without a paragraph around it, and a line that looks like a block as text", () => {
    const href = (link: string) => (link === "page:contact" ? "/contactus" : link);
    expect(renderInlineMarkdown("Ship **React** with [us](page:contact), `npm test` and *care*.", { href })).toBe(
      'Ship <strong>React</strong> with <a href="/contactus">us</a>, <code>npm test</code> and <em>care</em>.',
    );
    expect(renderInlineMarkdown("1. Not a list & # not a heading", { href })).toBe(
      "1. Not a list &amp; # not a heading",
    );
    expect(inlineMarkdownText("Ship **React** with [us](page:contact), `npm test`.")).toBe(
      "Ship React with us, npm test.",
    );
    // Its text as read (the job posting escapes it once).
    expect(inlineMarkdownText("R&D, a & b < c and **Q&A** `x<y`")).toBe("R&D, a & b < c and Q&A x<y");
    expect(inlineMarkdownLinks("[a](page:contact) and [b](/careers)")).toEqual(["page:contact", "/careers"]);
  });

  it("refuses HTML, a photo, a line break, an HTML entity and an address the site does not link to", () => {
    expect(inlineMarkdownProblems("Plain, **bold** and [a page](/careers).")).toEqual([]);
    const [html] = inlineMarkdownProblems("A <b>bold</b> word");
    const [photo] = inlineMarkdownProblems("A ![photo](photo:lahore-office) here");
    const [br] = inlineMarkdownProblems("One line  \nand another");
    const [link] = inlineMarkdownProblems("[a file](ftp://example.org/x)");
    const [entity] = inlineMarkdownProblems("Time &amp; material");
    expect(inlineMarkdownProblems("Time & material, R&D")).toEqual([]);
    expect([html, photo, br, link, entity]).toEqual([
      expect.stringMatching(/^HTML \("<b>"\)/),
      expect.stringMatching(/^a photo/),
      expect.stringMatching(/^a line break/),
      expect.stringMatching(/^the link "ftp:\/\/example.org\/x" goes nowhere/),
      '"&amp;" is an HTML entity: write the character itself',
    ]);
    expect(() => renderInlineMarkdown("A <b>bold</b> word", asWritten)).toThrow(/HTML/);
    expect(() => renderInlineMarkdown("[gone](page:no-such-page)", { href: () => undefined })).toThrow(/no page/);
  });
});

describe("lineMarkdownProblems (a role's body in the live preview)", () => {
  it("gives each item's and each step's problem with its line", () => {
    const body = [
      "## What you will do",
      "",
      "- **Fine** and [linked](/careers).",
      "- A photo ![The office](photo:lahore-office) in an item,",
      "  wrapped over two lines.",
      "- A line<br>broken in HTML.",
      "- 1. A nested list, not a line",
      "- [ ] a task",
      "",
      "## Hiring steps",
      "",
      "### A *call*",
      "",
      "A call, then [a file](ftp://example.org/x).",
    ].join("\n");
    expect(lineMarkdownProblems(body)).toEqual([
      { line: 4, message: expect.stringMatching(/^a photo/) },
      { line: 6, message: expect.stringMatching(/^HTML/) },
      { line: 7, message: expect.stringMatching(/^a list item is one line of text/) },
      { line: 8, message: expect.stringMatching(/^a task list item/) },
      { line: 12, message: "a heading is plain text: write it without formatting" },
      { line: 14, message: expect.stringMatching(/goes nowhere/) },
    ]);
  });
});

describe("markdownProblems", () => {
  it("gives each problem with the line it is on", () => {
    const source = [
      "Fine text.", // 1
      "", // 2
      "<div>markup</div>", // 3
      "", // 4
      "## A section heading inside a section", // 5
      "", // 6
      "[click](javascript:alert(1)) and [ftp](ftp://example.org/file)", // 7
      "", // 8
      "![](photo:office)", // 9
      "", // 10
      "- [x] done", // 11
    ].join("\n");
    expect(markdownProblems(source).map(({ line, message }) => `${line}: ${message.split(":")[0]}`)).toEqual([
      '3: HTML ("<div>markup</div>") is not shown on the page',
      '5: "## A section heading inside a section"',
      '7: the link "javascript',
      '7: the link "ftp',
      '9: the image "photo',
      "11: a task list item ([ ] or [x]) is not shown as such",
    ]);
    expect(markdownProblems("Plain text, *emphasis*, a [link](https://example.org) and `code`.")).toEqual([]);
  });
});

describe("the text, links and photos of a Markdown text", () => {
  it("reads as its words, formatting left out, blocks apart", () => {
    expect(markdownText("A **bold** word, a [link](/x).\n\n- one\n- two\n\n| A | B |\n|---|---|\n| c | d |")).toBe(
      "A bold word, a link. one two A B c d",
    );
  });

  it("lists its links and photos in order", () => {
    const source = "[a](page:contact) and [b](https://example.org)\n\n![An office](photo:office)";
    expect(markdownLinks(source)).toEqual(["page:contact", "https://example.org"]);
    expect(markdownPhotos(source)).toEqual(["office"]);
  });
});

describe("links to the site's pages", () => {
  it("go to a page by its id in the entry's language, or to a path in that language", () => {
    const english = bodyHref("en");
    const german = bodyHref("de");
    expect(english("page:contact")).toBe("/contactus");
    expect(german("page:contact")).toBe("/de/contactus");
    expect(english("/contactus")).toBe("/contactus");
    expect(english("/contactus/")).toBe("/contactus/");
    expect(german("/de/contactus#form")).toBe("/de/contactus#form");
    expect(german("/contactus")).toBeUndefined();
    expect(english("/no-such-page")).toBeUndefined();
    expect(english("page:no-such-page")).toBeUndefined();
    expect(english("https://example.org")).toBe("https://example.org");
    expect(english(`/resource/${articles[0]!.slug}`)).toBe(`/resource/${articles[0]!.slug}`);
  });

  it("fail the content check when they go to no page (every article of the site links to pages)", () => {
    expect(bodyLinkProblems()).toEqual([]);
    const [article] = articles;
    const broken = {
      ...article!,
      sections: [{ heading: "Links", body: "See [the team](page:no-such-team) and [this](/de/contactus)." }],
    };
    expect(bodyLinkProblems([{ locale: "en", articles: [broken] }])).toEqual([
      `content/articles/${article!.slug}.md: "## Links" links to page:no-such-team, which is not a page of the site: write page:<page id> or the page's path`,
      `content/articles/${article!.slug}.md: "## Links" links to /de/contactus, which is not a page of the site: write page:<page id> or the page's path`,
    ]);
  });

  it("fail the content check in a case study's text and a role's items and steps too", () => {
    const [study] = caseStudies;
    const [role] = roles;
    const brokenStudy = { ...study!, solution: "We built it with [the team](page:no-such-team) in a year." };
    const brokenRole = {
      ...role!,
      requirements: ["Knows [our stack](/no-such-stack) well enough to teach it."],
      hiringSteps: [{ title: "Call", body: "A call with [the team](/de/contactus) about the role." }],
    };
    expect(bodyLinkProblems([{ locale: "en", caseStudies: [brokenStudy], roles: [brokenRole] }])).toEqual([
      `content/case-studies/${study!.slug}.md: "## What we built" links to page:no-such-team, which is not a page of the site: write page:<page id> or the page's path`,
      `content/roles/${role!.slug}.md: "## What you bring" links to /no-such-stack, which is not a page of the site: write page:<page id> or the page's path`,
      `content/roles/${role!.slug}.md: "## Hiring steps" links to /de/contactus, which is not a page of the site: write page:<page id> or the page's path`,
    ]);
  });
});
