/**
 * The site search's index (scripts/build/search-index.ts): what Pagefind reads of a page, and the index it writes for
 * a small build in two languages, without Pagefind's own interfaces.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGE_SIZE } from "../../app/shared/site-search";
import { SiteSearch } from "../../server/site-search";
import { parsePage } from "./build-output";
import { indexableHtml, writeSearchIndex, type SearchDocument } from "./search-index";

const page = (lang: string, title: string, main: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body><header><nav><a href="/">Menu words</a></nav></header><main id="main" tabindex="-1">${main}</main><footer>Footer words</footer></body></html>`;

/** The server's search (the browser's options and search function) over the index written to `dir`. */
const searchOf = (dir: string) =>
  new SiteSearch((url) => {
    const file = path.join(dir, url);
    return existsSync(file) ? readFileSync(file) : undefined;
  });

/** A role page as the role template draws it: hero, facts, lists. */
const rolePage = (lang: string, title: string, place: string, facts: readonly string[], body: string) =>
  page(
    lang,
    `${title}, ${place} | ${lang === "de" ? "Jobs bei Alphai" : "Alphai Careers"}`,
    `<section class="hero"><p class="eyebrow">Engineering</p><h1 id="page-title">${title}</h1><p class="hero-intro">${body}</p></section>` +
      `<dl class="role-facts">${facts.map((fact, index) => `<div><dt>Fact ${index}</dt><dd>${fact}</dd></div>`).join("")}</dl>`,
  );

describe("the search index", () => {
  it("marks <main> as the body to index, with the result's title and section as metadata, escaped", () => {
    const html = page("en", "Banking &amp; &quot;Finance&quot; | Alphai", "<h1>Banks</h1>");
    const marked = indexableHtml({ path: "/industries/banking-finance", html, section: 'Who "We" & Serve' });
    expect(marked).toContain(
      '<main data-pagefind-body data-pagefind-meta="title[data-search-title], section[data-search-section]" data-search-title="Banking &amp; &quot;Finance&quot;" data-search-section="Who &quot;We&quot; &amp; Serve" id="main" tabindex="-1">',
    );
    // Only the start tag changes, and a space comes in at the heading's edges (a word boundary).
    expect(marked.replace(/ data-pagefind-body.*?tabindex="-1"/, ' id="main" tabindex="-1"')).toBe(
      html.replace("<h1>Banks</h1>", "<h1> Banks </h1>"),
    );
    // A role's title loses " | Alphai Careers" as a page's loses " | Alphai".
    expect(
      indexableHtml({
        path: "/r",
        html: page("en", "QA Engineer (Remote) | Alphai Careers", ""),
        section: "Open roles",
      }),
    ).toContain('data-search-title="QA Engineer (Remote)"');
    expect(
      indexableHtml({
        path: "/de/r",
        html: page("de", "DevOps Engineer AWS/Kubernetes (m/w/d) | Jobs bei Alphai", ""),
        section: "Offene Stellen",
      }),
    ).toContain('data-search-title="DevOps Engineer AWS/Kubernetes (m/w/d)"');
    // Only a last part that names the site goes.
    expect(indexableHtml({ path: "/x", html: page("en", "Pipes | Filters | Alphai", ""), section: "S" })).toContain(
      'data-search-title="Pipes | Filters"',
    );
    expect(() =>
      indexableHtml({ path: "/x", html: "<html><title>X</title><p>no main</p></html>", section: "S" }),
    ).toThrow("/x: no <main> to index");
    expect(() => indexableHtml({ path: "/y", html: page("en", " | Alphai", "text"), section: "S" })).toThrow(
      "/y: no <title> to name its search result",
    );
  });

  it("separates the text of block elements, not of inline ones, so excerpts do not run words together", async () => {
    const main =
      '<section><h2>In numbers</h2><dl class="stats"><div class="stat"><dt>on-time rate of delivery</dt><dd>99%</dd></div>' +
      '<div class="stat"><dt>fewer returns</dt><dd>18%</dd></div></dl></section><section><h2>Services that fit</h2>' +
      '<ul><li><h3><a href="/r">React</a></h3><span class="tag">Web</span></li><li>Vue<br>Nuxt</li></ul>' +
      "<table><tr><td>Cell</td><td>Next</td></tr></table><p>Re<strong>act</strong>ive <em>em</em>phasis.</p></section>";
    const marked = indexableHtml({ path: "/p", html: page("en", "P | Alphai", main), section: "S" });
    const body = marked.slice(marked.indexOf('tabindex="-1">') + 'tabindex="-1">'.length, marked.indexOf("</main>"));
    expect(
      body
        .replace(/<[^>]*>/g, "")
        .replace(/\s+/g, " ")
        .trim(),
    ).toBe(
      "In numbers on-time rate of delivery 99% fewer returns 18% Services that fit React Web Vue Nuxt Cell Next Reactive emphasis.",
    );

    // The build hands over the outline of its own parse of the page (parsePage): the same marks, no second parse.
    const built = parsePage("p/index.html", page("en", "P | Alphai", main));
    expect(built.outline.boundaries.length).toBeGreaterThan(20);
    expect(indexableHtml({ path: "/p", html: built.html, section: "S", outline: built.outline })).toBe(marked);
    // An outline is read, not made again: the build's offsets are what marks the page.
    expect(
      indexableHtml({ path: "/p", html: built.html, section: "S", outline: { ...built.outline, boundaries: [] } }),
    ).not.toBe(marked);

    // And in the index: the excerpt Pagefind builds from it, as the search page and the server show it.
    const dir = mkdtempSync(path.join(tmpdir(), "search-index-"));
    await writeSearchIndex(dir, [{ path: "/p", section: "S", html: built.html, outline: built.outline }]);
    const found = await searchOf(dir).search("en", "delivery", PAGE_SIZE);
    expect(found.hits[0]?.excerpt).toContain("of <mark>delivery</mark> 99% fewer returns 18% Services that fit");
  });

  it("finds an open role first for a job search, by its title, place and kind of job, in both languages", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "search-index-"));
    const filler = "Our teams ship products for clients in many industries. ".repeat(20);
    const documents: SearchDocument[] = [
      // Pages that say the words far more often than the roles do.
      {
        path: "/services/flutter",
        section: "What we do",
        html: page(
          "en",
          "Flutter App Development Services | Alphai",
          `<h1>Flutter app development</h1><p>${"Flutter apps for iOS and Android. ".repeat(15)}</p><p>We do the jobs nobody else wants, and Flutter jobs too.</p><p>${filler}</p>`,
        ),
      },
      {
        path: "/services/react",
        section: "What we do",
        html: page(
          "en",
          "React and Next.js Development Services | Alphai",
          `<h1>React development</h1><p>${"React front ends by React developers. ".repeat(15)}</p><p>Nightly jobs and React development.</p><p>${filler}</p>`,
        ),
      },
      {
        path: "/about/careers",
        section: "About",
        html: page("en", "Careers at Alphai | Alphai", `<h1>Careers</h1><p>Work with us. ${filler}</p>`),
      },
      {
        path: "/about/careers/flutter-developer",
        section: "Open roles",
        html: rolePage("en", "Flutter Developer", "Lahore", ["Lahore, Pakistan", "On-site", "Full-time"], filler),
        keywords:
          "Flutter Developer · job jobs career careers vacancy · Engineering · Lahore, Pakistan · On-site · Full-time",
      },
      {
        path: "/about/careers/senior-react-engineer",
        section: "Open roles",
        html: rolePage(
          "en",
          "Senior React Engineer",
          "Lahore",
          ["Lahore, Pakistan", "On-site", "Full-time"],
          `Front-end development with React. ${filler}`,
        ),
        keywords:
          "Senior React Engineer · job jobs career careers vacancy · Engineering · Lahore, Pakistan · On-site · Full-time",
      },
      {
        path: "/de/services/devops",
        section: "Leistungen",
        html: page(
          "de",
          "DevOps-Beratung und Automatisierung | Alphai",
          `<h1>DevOps-Beratung</h1><p>${"DevOps für Ihre Stellen und Teams. ".repeat(15)}</p><p>Stellen Sie Ihr DevOps-Team auf. ${filler}</p>`,
        ),
      },
      {
        path: "/de/about/careers/devops-engineer",
        section: "Offene Stellen",
        html: rolePage(
          "de",
          "DevOps Engineer für AWS und Kubernetes (m/w/d)",
          "Remote",
          ["Remote (Deutschland)", "Remote", "Vollzeit"],
          filler,
        ),
        keywords:
          "DevOps Engineer für AWS und Kubernetes (m/w/d) · Stelle Stellen Stellenangebot Job Jobs Karriere · Engineering · Remote (Deutschland) · Remote · Vollzeit",
      },
    ];
    await writeSearchIndex(dir, documents);
    const search = searchOf(dir);
    const first = async (locale: "en" | "de", term: string) =>
      (await search.search(locale, term, PAGE_SIZE)).hits[0]?.url;
    expect(await first("en", "flutter job")).toBe("/about/careers/flutter-developer");
    expect(await first("en", "react developer job")).toBe("/about/careers/senior-react-engineer");
    expect(await first("en", "react jobs")).toBe("/about/careers/senior-react-engineer");
    expect(await first("en", "flutter career lahore")).toBe("/about/careers/flutter-developer");
    // The title counts above the text: the page named for the word comes before the one that says it more often.
    expect(await first("en", "senior react engineer")).toBe("/about/careers/senior-react-engineer");
    expect(await first("de", "Stelle DevOps")).toBe("/de/about/careers/devops-engineer");
    expect(await first("de", "DevOps Job")).toBe("/de/about/careers/devops-engineer");
    expect(await first("de", "devops remote vollzeit")).toBe("/de/about/careers/devops-engineer");
  });

  it("writes one index per language of the pages given, without Pagefind's interfaces", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "search-index-"));
    const documents: SearchDocument[] = [
      {
        path: "/flutter",
        section: "What we do",
        html: page("en", "Flutter | Alphai", "<h1>Flutter</h1><p>Riverpod or Bloc.</p>"),
      },
      { path: "/react", section: "What we do", html: page("en", "React | Alphai", "<h1>React</h1><p>Hooks.</p>") },
      {
        path: "/de/flutter",
        section: "Leistungen",
        html: page("de", "Flutter | Alphai", "<h1>Flutter</h1><p>Codegenerierung.</p>"),
      },
    ];
    const summary = await writeSearchIndex(dir, documents);
    expect(Object.keys(summary.languages).sort()).toEqual(["de", "en"]);
    expect(summary.languages.en!.pages).toBe(2);
    expect(summary.languages.de!.pages).toBe(1);
    expect(summary.languages.en!.bytes).toBeGreaterThan(10_000);
    const files = readdirSync(path.join(dir, "pagefind"), { recursive: true }).map(String).sort();
    expect(files).toEqual(
      expect.arrayContaining([
        "pagefind.js",
        "pagefind-worker.js",
        "pagefind-entry.json",
        "wasm.en.pagefind",
        "wasm.de.pagefind",
      ]),
    );
    expect(files.filter((file) => /ui|highlight|unknown|playground/.test(file))).toEqual([]);
    const entry = JSON.parse(readFileSync(path.join(dir, "pagefind", "pagefind-entry.json"), "utf8")) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(entry.languages.en!.page_count).toBe(2);
  });

  it("fails on a page count that differs from the pages given (a page without a language, say)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "search-index-"));
    const html = page("en", "A | Alphai", "<p>a</p>").replace(' lang="en"', "");
    await expect(writeSearchIndex(dir, [{ path: "/a", section: "S", html }])).rejects.toThrow(/unknown/);
  });
});
