/**
 * The articles' topics (content/topics.ts): every article names known topics, the same in both languages; a file
 * naming none or an unknown one fails with its line; each topic has a page with exactly its articles; the related
 * reading shares a topic and never shows the article itself.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { articles, contentIn, contentProblems, topicProblems } from "./index";
import { loadCollection } from "./collections";
import { uiIn } from "./i18n/ui";
import { topicPath } from "./registry";
import { collectionPaths } from "./routes";
import { articlesOfTopic, relatedArticles, topicIds, topicIn, topics, type TopicId } from "./topics";

const root = mkdtempSync(path.join(tmpdir(), "alphai-topics-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The problems of the article `slug` with its frontmatter's `topics` list replaced by `lines`. */
function problemsWithTopics(slug: string, lines: string): string[] {
  const text = readFileSync(new URL(`./articles/${slug}.md`, import.meta.url), "utf8");
  const edited = text.replace(/\ntopics:\n(?: {2}- .*\n)+/, `\n${lines}`);
  expect(edited).not.toBe(text);
  const folder = mkdtempSync(path.join(root, "articles-"));
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, `${slug}.md`), edited);
  return loadCollection("articles", { folder: pathToFileURL(`${folder}/`) }).problems;
}

const article = (slug: string, published: string, ids: TopicId[]) => ({ slug, published, topics: ids });

describe("topics", () => {
  it("are a fixed list of lower-case-hyphen ids, each named and described in both languages", () => {
    expect(topics.map((topic) => topic.id)).toEqual([...topicIds]);
    for (const topic of topics) {
      expect(topic.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      for (const locale of ["en", "de"] as const) {
        expect(topic[locale].name.trim(), `${topic.id} (${locale})`).not.toBe("");
        expect(topic[locale].description.trim(), `${topic.id} (${locale})`).not.toBe("");
        expect(topic[locale].intro.trim(), `${topic.id} (${locale})`).not.toBe("");
      }
      // The German page is German: its description is not the English one.
      expect(topic.de.description).not.toBe(topic.en.description);
      expect(topic.de.intro).not.toBe(topic.en.intro);
    }
    expect(topicProblems()).toEqual([]);
    expect(contentProblems()).toEqual([]);
  });

  it("every article names one to three known topics, the German article the same ones", () => {
    const german = contentIn("de").articles;
    for (const entry of articles) {
      expect(entry.topics.length, entry.slug).toBeGreaterThanOrEqual(1);
      expect(entry.topics.length, entry.slug).toBeLessThanOrEqual(3);
      for (const id of entry.topics) expect(topicIds, entry.slug).toContain(id);
      expect(german.find((item) => item.slug === entry.slug)?.topics, entry.slug).toEqual(entry.topics);
    }
  });

  it("an article without topics, with an unknown one or with one twice fails with its file and line", () => {
    const slug = "how-to-choose-an-engagement-model";
    expect(problemsWithTopics(slug, "topics: []\n")).toEqual([
      expect.stringMatching(new RegExp(`^content/articles/${slug}\\.md:\\d+: topics: Too small`)),
    ]);
    const unknown = problemsWithTopics(slug, "topics:\n  - cooking\n");
    expect(unknown).toHaveLength(1);
    expect(unknown[0]).toMatch(new RegExp(`^content/articles/${slug}\\.md:\\d+: topics\\.0: `));
    expect(problemsWithTopics(slug, "topics:\n  - mobile-apps\n  - mobile-apps\n")).toEqual([
      expect.stringContaining("topics: a topic is named twice"),
    ]);
    expect(problemsWithTopics(slug, "")).toEqual([expect.stringContaining(": topics: ")]);
  });

  it("each topic has a page among the prerendered ones, listing exactly its articles, newest first", () => {
    for (const topic of topics) {
      expect(collectionPaths()).toContain(topicPath(topic.id));
      const listed = articlesOfTopic(topic.id, articles);
      expect(listed.length, topic.id).toBeGreaterThan(0);
      expect(listed.map((entry) => entry.slug).sort()).toEqual(
        articles
          .filter((entry) => entry.topics.includes(topic.id))
          .map((entry) => entry.slug)
          .sort(),
      );
      const dates = listed.map((entry) => entry.published);
      expect(dates).toEqual([...dates].sort().reverse());
    }
    expect(topicPath("mobile-apps")).toBe("/resource/topics/mobile-apps");
  });

  it("a topic page's title fits in a search result, in both languages", () => {
    for (const topic of topics)
      for (const locale of ["en", "de"] as const) {
        const title = uiIn(locale).topicPages.title.replace("{topic}", topicIn(topic.id, locale).name);
        expect(title.length, title).toBeLessThanOrEqual(60);
        expect(title).toMatch(/ \| Alphai$/);
      }
  });
});

describe("relatedArticles", () => {
  const all = [
    article("a", "2026-01-01", ["mobile-apps", "budgets-and-costs"]),
    article("b", "2026-02-01", ["mobile-apps"]),
    article("c", "2026-03-01", ["budgets-and-costs", "mobile-apps"]),
    article("d", "2026-04-01", ["data-protection"]),
    article("e", "2026-05-01", ["budgets-and-costs"]),
    article("f", "2026-06-01", ["mobile-apps"]),
  ];

  it("lists the articles sharing the most topics first, then the newest, at most three, never the article", () => {
    expect(relatedArticles(all[0]!, all).map((entry) => entry.slug)).toEqual(["c", "f", "e"]);
    expect(relatedArticles(all[0]!, all, 10).map((entry) => entry.slug)).toEqual(["c", "f", "e", "b", "d"]);
    expect(relatedArticles(all[1]!, all).map((entry) => entry.slug)).toEqual(["f", "c", "a"]);
  });

  it("tops an article that shares few topics up with the newest others", () => {
    expect(relatedArticles(all[3]!, all).map((entry) => entry.slug)).toEqual(["f", "e", "c"]);
    expect(relatedArticles(all[4]!, all).map((entry) => entry.slug)).toEqual(["c", "a", "f"]);
  });

  it("ends every article of the site with at least two others, one sharing a topic first", () => {
    for (const entry of articles) {
      const related = relatedArticles(entry, articles);
      expect(related.length, entry.slug).toBeGreaterThanOrEqual(2);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related.map((other) => other.slug)).not.toContain(entry.slug);
      expect(
        related[0]!.topics.some((id) => entry.topics.includes(id)),
        `${entry.slug} → ${related[0]!.slug}`,
      ).toBe(true);
    }
  });
});
