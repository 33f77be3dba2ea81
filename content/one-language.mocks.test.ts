/**
 * An entry in one language alone (issue 37 §2): the team's documents (CONTENT_OVERLAY, decision 052) add an article
 * in English alone and one in German alone. The content is valid; each has pages in its own language only, and its
 * page names no version in the other (content/routes.ts `pageLocales`, content/seo.ts `alternatesOf`). The build's
 * and the workspace's use of them is tested end to end in tests/e2e/team-publish.spec.ts.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

const ENGLISH_ONLY = "an-english-guide-alone";
const GERMAN_ONLY = "ein-deutscher-leitfaden";

/** A copy of a repository article with its own title and description (the site refuses two pages with the same). */
const copyOf = (file: string, title: string, description: string) =>
  readFileSync(path.resolve("content", file), "utf8")
    .replace(/^title: .*$/m, `title: "${title} | Alphai"`)
    .replace(/^description: .*$/m, `description: "${description}"`);

let before: string | undefined;
let overlay: string;

beforeAll(() => {
  overlay = mkdtempSync(path.join(tmpdir(), "alphai-one-language-"));
  mkdirSync(path.join(overlay, "articles"), { recursive: true });
  mkdirSync(path.join(overlay, "de", "articles"), { recursive: true });
  writeFileSync(
    path.join(overlay, "articles", `${ENGLISH_ONLY}.md`),
    copyOf(
      "articles/budgeting-a-mobile-app-in-2026.md",
      "A Guide in English Alone",
      "What a mobile app costs to build and run, written for readers in English first and translated later on.",
    ),
  );
  writeFileSync(
    path.join(overlay, "de", "articles", `${GERMAN_ONLY}.md`),
    copyOf(
      "de/articles/dedicated-team-vs-freelancers.md",
      "Ein Leitfaden nur auf Deutsch",
      "Dediziertes Team oder Freelancer: ein Leitfaden für Leserinnen und Leser im DACH-Raum, zuerst auf Deutsch.",
    ),
  );
  before = process.env.CONTENT_OVERLAY;
  process.env.CONTENT_OVERLAY = overlay;
  vi.resetModules();
});

afterAll(() => {
  rmSync(overlay, { recursive: true, force: true });
  if (before === undefined) delete process.env.CONTENT_OVERLAY;
  else process.env.CONTENT_OVERLAY = before;
  vi.resetModules();
});

describe("an entry in one language alone", () => {
  it("is valid content, with pages, lists and language versions in its own language only", async () => {
    const { contentProblems, contentIn } = await import("./index");
    const { entryLocales, untranslated, articles } = await import("./collections");
    const { allPagePaths, pageLocales } = await import("./routes");
    const { alternatesOf } = await import("./seo");
    expect(contentProblems()).toEqual([]);
    expect(entryLocales("articles", ENGLISH_ONLY)).toEqual(["en"]);
    expect(entryLocales("articles", GERMAN_ONLY)).toEqual(["de"]);
    expect(entryLocales("articles", "budgeting-a-mobile-app-in-2026")).toEqual(["en", "de"]);
    expect(untranslated()).toEqual([`articles/${ENGLISH_ONLY}: en`, `articles/${GERMAN_ONLY}: de`]);
    // Each entry once, whatever its languages: what the checks of ids and addresses read.
    expect(articles.filter((article) => [ENGLISH_ONLY, GERMAN_ONLY].includes(article.slug))).toHaveLength(2);

    const paths = allPagePaths();
    expect(paths).toContain(`/resource/${ENGLISH_ONLY}`);
    expect(paths).not.toContain(`/de/resource/${ENGLISH_ONLY}`);
    expect(paths).toContain(`/de/resource/${GERMAN_ONLY}`);
    expect(paths).not.toContain(`/resource/${GERMAN_ONLY}`);
    expect(contentIn("en").articles.map((article) => article.slug)).toContain(ENGLISH_ONLY);
    expect(contentIn("de").articles.map((article) => article.slug)).not.toContain(ENGLISH_ONLY);
    expect(contentIn("en").articles.map((article) => article.slug)).not.toContain(GERMAN_ONLY);

    expect(pageLocales(`/de/resource/${ENGLISH_ONLY}`)).toEqual(["en"]);
    expect(pageLocales(`/resource/${GERMAN_ONLY}`)).toEqual(["de"]);
    expect(pageLocales("/resource")).toEqual(["en", "de"]);
    expect(pageLocales("/resource/no-such-article")).toEqual([]);
    const german = alternatesOf(`/de/resource/${GERMAN_ONLY}`, pageLocales(`/de/resource/${GERMAN_ONLY}`));
    expect(german.map(({ hreflang, href }) => [hreflang, new URL(href).pathname])).toEqual([
      ["de", `/de/resource/${GERMAN_ONLY}`],
      ["x-default", `/de/resource/${GERMAN_ONLY}`],
    ]);
    const english = alternatesOf(`/resource/${ENGLISH_ONLY}`, pageLocales(`/resource/${ENGLISH_ONLY}`));
    expect(english.map(({ hreflang }) => hreflang)).toEqual(["en", "x-default"]);
  }, 60_000);

  it("still has the shape of its original where it is in both languages", async () => {
    const { translationProblems } = await import("./collections");
    const english = [{ slug: "a", topics: ["x", "y"] }];
    expect(translationProblems("content/de/articles/", english, [{ slug: "a", topics: ["x"] }])).toEqual([
      "content/de/articles/a.md.topics: has 1 items in the translation, 2 in the original",
    ]);
    expect(translationProblems("content/de/articles/", english, [])).toEqual([]);
  });
});
