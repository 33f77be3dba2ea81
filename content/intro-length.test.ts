/**
 * Hero introductions fit a phone (issue 35 §7): a page's intro and a topic page's intro have at most INTRO_MAX_WORDS
 * (45) words, so the first call to action is on the first screen of a 390 × 844 phone. The schemas refuse a longer
 * one, and every intro on the site, in both languages, keeps to it.
 */
import { describe, expect, it } from "vitest";
import { getContent, topicPagesIn } from "./index";
import { contentPages } from "./registry";
import { INTRO_MAX_WORDS, legalSchema, topicPageSchema, wordCount } from "./schema";

/** An intro of `count` words (each one "concrete", 8 characters). */
const introOf = (count: number) => Array.from({ length: count }, () => "concrete").join(" ");

const page = {
  title: "A page with a hero intro",
  description: "A page whose introduction under the h1 is measured in words, so it fits the first screen of a phone.",
  h1: "A page with a hero intro",
};
const topic = {
  name: "Intros",
  title: "A topic with a hero intro",
  description:
    "A topic page whose introduction under the h1 is measured in words, so it fits the first screen of a phone.",
};

describe("hero introductions", () => {
  it("count words as runs of characters other than white space", () => {
    expect(INTRO_MAX_WORDS).toBe(45);
    expect(wordCount("  Our 60+ engineers,\n designers and  marketers ")).toBe(6);
    expect(wordCount(introOf(45))).toBe(45);
  });

  it("a page's intro: 45 words are accepted, 46 refused with the reason", () => {
    expect(legalSchema.safeParse({ ...page, intro: introOf(45) }).success).toBe(true);
    const parsed = legalSchema.safeParse({ ...page, intro: introOf(46) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["intro", "at most 45 words, so the first call to action is on a phone's first screen"],
    ]);
  });

  it("a topic page's intro: 45 words are accepted, 46 refused with the reason", () => {
    expect(topicPageSchema.safeParse({ ...topic, intro: introOf(45) }).success).toBe(true);
    const parsed = topicPageSchema.safeParse({ ...topic, intro: introOf(46) });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([
      "at most 45 words, so the first call to action is on a phone's first screen",
    ]);
  });

  it("every page's and topic's intro, in English and German, has at most 45 words", () => {
    const tooLong: string[] = [];
    for (const locale of ["en", "de"] as const) {
      for (const { pageId, template, path } of contentPages) {
        const { intro } = getContent(pageId, template, locale) as { intro?: string };
        if (intro !== undefined && wordCount(intro) > INTRO_MAX_WORDS)
          tooLong.push(`${locale} ${path}: ${wordCount(intro)} words`);
      }
      for (const { path, intro } of topicPagesIn(locale))
        if (wordCount(intro) > INTRO_MAX_WORDS) tooLong.push(`${locale} ${path}: ${wordCount(intro)} words`);
    }
    expect(tooLong).toEqual([]);
  });
});
