import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { PREVIEW_CSP, previewDocument, previewMissingPage } from "./preview-page";

const PAGE = `<!DOCTYPE html><html lang="en"><head><meta name="robots" content="index, follow"><link rel="modulepreload" href="/assets/a.js"><link rel="manifest" href="/site.webmanifest"><script type="application/ld+json">{"@type":"Article"}</script><script>window.x=1</script></head><body><a href="#main">Skip</a><a href="/contactus">Contact</a><main id="main">Text</main><script type="module" src="/assets/entry.js"></script></body></html>`;

describe("a previewed page", () => {
  const expiresAt = new Date("2026-12-08T16:30:00Z");
  const html = previewDocument(PAGE, { expiresAt, locale: "en" });

  it("keeps no script but structured data, no module preload or manifest, and asks not to be indexed", () => {
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).not.toContain("window.x");
    expect(html).not.toContain("entry.js");
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain("site.webmanifest");
    expect(html).not.toContain("index, follow");
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
  });

  it("says it is a preview and until when, first in the page, in the page's language", () => {
    expect(html).toMatch(
      /<body><p class="preview-note" role="note">Preview of a text that is not published\. This link works until 8 December 2026 at 16:30 UTC\.<\/p><a href="#main">/,
    );
    expect(previewDocument(PAGE.replace('lang="en"', 'lang="de"'), { expiresAt, locale: "de" })).toContain(
      "Dieser Link gilt bis 8. Dezember 2026 um 16:30 Uhr (UTC)",
    );
  });

  it("opens other pages in a new tab and keeps a link within the page in it", () => {
    expect(html).toContain('<a href="#main">Skip</a>');
    expect(html).toContain('<a href="/contactus" target="_blank" rel="noopener">Contact</a>');
    expect(
      previewDocument(PAGE.replace('href="/contactus"', 'href="https://example.org/" rel="nofollow"'), {
        expiresAt,
        locale: "en",
      }),
    ).toContain('rel="nofollow noopener"');
  });

  it("drops what could take the page elsewhere or embed another, should a text ever bring it", () => {
    const risky = PAGE.replace(
      "</head>",
      '<meta http-equiv="refresh" content="0;url=https://example.org/"><base href="https://example.org/"></head>',
    ).replace("</main>", '<iframe src="/"></iframe><object data="/x"></object><embed src="/y"></main>');
    const still = previewDocument(risky, { expiresAt, locale: "en" });
    expect(still).not.toMatch(/http-equiv|<base|<iframe|<object|<embed/);
  });

  it("allows its own note's style by hash, and no script, form or frame but the workspace's", () => {
    const style = /<style>(.*?)<\/style>/.exec(html)![1]!;
    expect(PREVIEW_CSP).toContain(`'sha256-${createHash("sha256").update(style).digest("base64")}'`);
    expect(PREVIEW_CSP).toContain("default-src 'none'");
    expect(PREVIEW_CSP).toMatch(/sandbox (?!.*allow-scripts)/);
    expect(PREVIEW_CSP).toContain("form-action 'none'");
    expect(PREVIEW_CSP).toContain("frame-ancestors 'self'");
    expect(PREVIEW_CSP).not.toMatch(/script-src|unsafe/);
  });

  it("an expired or unknown link's page says what to do, in the preview's language", () => {
    expect(previewMissingPage("gone", "de")).toContain('<html lang="de">');
    expect(previewMissingPage("gone", "en")).toContain("<h1>This preview has expired</h1>");
    expect(previewMissingPage("missing", "en")).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});
