/**
 * The site search's index (scripts/build/search-index.ts): what Pagefind reads of a page, and the index it writes for
 * a small build in two languages, without Pagefind's own interfaces.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { indexableHtml, writeSearchIndex, type SearchDocument } from "./search-index";

const page = (lang: string, title: string, main: string) =>
  `<!DOCTYPE html><html lang="${lang}"><head><title>${title}</title></head><body><header><nav><a href="/">Menu words</a></nav></header><main id="main" tabindex="-1">${main}</main><footer>Footer words</footer></body></html>`;

describe("the search index", () => {
  it("marks <main> as the body to index, with the result's title and section as metadata, escaped", () => {
    const html = page("en", "Banking &amp; &quot;Finance&quot; | Alphai", "<h1>Banks</h1>");
    const marked = indexableHtml({ path: "/industries/banking-finance", html, section: 'Who "We" & Serve' });
    expect(marked).toContain(
      '<main data-pagefind-body data-pagefind-meta="title[data-search-title], section[data-search-section]" data-search-title="Banking &amp; &quot;Finance&quot;" data-search-section="Who &quot;We&quot; &amp; Serve" id="main" tabindex="-1">',
    );
    // Only the start tag changes.
    expect(marked.replace(/ data-pagefind-body.*?tabindex="-1"/, ' id="main" tabindex="-1"')).toBe(html);
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
