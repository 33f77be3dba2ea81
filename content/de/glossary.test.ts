/**
 * One word per concept (issue 35 §3): the German menus, page headings (h1) and titles name each concept of the
 * glossary (content/de/glossary.ts) with its one term, and never with a synonym it avoids.
 */
import { describe, expect, it } from "vitest";
import { contentIn, getContent } from "..";
import { labels, sectionLabels } from "./labels";
import { glossary } from "./glossary";
import { contentPages, pageNode } from "../registry";
import { labelIn } from "../localized";

/** Every German page of the registry with its title and h1 (the legal pages' frames have no h1 of their own). */
const germanPages = contentPages.map((page) => {
  const content = getContent(page.pageId, page.template, "de") as { title: string; h1?: string };
  return { pageId: page.pageId, title: content.title, h1: content.h1 };
});

/** What the German site calls things in its menus, headings and titles: every label, heading and title. */
const names = (): { where: string; text: string }[] => {
  const { articles, caseStudies, roles } = contentIn("de");
  return [
    ...Object.values(labels).map((text) => ({ where: "menu label", text })),
    ...Object.values(sectionLabels).map((text) => ({ where: "menu column", text })),
    ...germanPages.flatMap((page) => [
      { where: `title of ${page.pageId}`, text: page.title },
      ...(page.h1 ? [{ where: `h1 of ${page.pageId}`, text: page.h1 }] : []),
    ]),
    ...[...articles, ...caseStudies].map((entry) => ({ where: `title of ${entry.slug}`, text: entry.title })),
    ...roles.flatMap((role) => [
      { where: `title of ${role.slug}`, text: role.title },
      { where: `seoTitle of ${role.slug}`, text: role.seoTitle },
    ]),
  ];
};

describe("the German glossary (content/de/glossary.ts)", () => {
  it("names each concept's page with its term: the menu label is the term, the title and the h1 start with it", () => {
    const problems: string[] = [];
    for (const { term, pageId } of glossary) {
      if (!pageId) continue;
      const label = labelIn(pageNode(pageId).label, "de");
      const page = germanPages.find((candidate) => candidate.pageId === pageId)!;
      if (label !== term) problems.push(`${pageId}: menu label "${label}", not "${term}"`);
      if (!page.title.startsWith(term)) problems.push(`${pageId}: title "${page.title}" does not start with "${term}"`);
      if (!page.h1?.startsWith(term)) problems.push(`${pageId}: h1 "${page.h1}" does not start with "${term}"`);
    }
    expect(problems).toEqual([]);
  });

  it("never names a concept with a synonym it avoids, in a menu, a heading or a title", () => {
    const problems: string[] = [];
    for (const { term, avoid } of glossary)
      for (const { where, text } of names())
        for (const synonym of avoid)
          if (new RegExp(`(?<!\\p{L})${synonym}`, "iu").test(text))
            problems.push(`${where}: "${text}" says "${synonym}" (write "${term}")`);
    expect(problems).toEqual([]);
  });

  it("has one term per concept and no term among another's synonyms", () => {
    const terms = glossary.map((entry) => entry.term);
    expect(new Set(terms).size).toBe(terms.length);
    for (const entry of glossary) for (const term of terms) expect(entry.avoid).not.toContain(term);
  });
});
