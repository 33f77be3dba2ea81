/**
 * The audience and industry template when no case study carries a page's tag:
 * the page is still published, without a case-study section, and its "Read case
 * studies" link opens all of /work (a filter to nothing would be a dead end).
 */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import type * as content from "../../content/collections";
import Audience, { loader } from "./audience";

// The real case studies, minus every Healthcare one (in both languages).
vi.mock("../../content/collections", async (importOriginal) => {
  const actual = await importOriginal<typeof content>();
  const withoutHealthcare = <T extends { industry: string }>(studies: readonly T[]) =>
    studies.filter((study) => study.industry !== "healthcare");
  return {
    ...actual,
    caseStudies: withoutHealthcare(actual.caseStudies),
    collectionsIn: (locale: Parameters<typeof actual.collectionsIn>[0]) => {
      const collections = actual.collectionsIn(locale);
      return { ...collections, caseStudies: withoutHealthcare(collections.caseStudies) };
    },
  };
});

const page = (path: string) => {
  const loaderData = loader({
    request: new Request(`http://localhost${path}.data`),
    url: new URL(`http://localhost${path}`),
    params: {},
    context: {},
  } as Parameters<typeof loader>[0]);
  const html = renderToStaticMarkup(
    <Audience {...({ loaderData, params: {}, matches: [] } as unknown as Parameters<typeof Audience>[0])} />,
  );
  const readLink = /<a href="([^"]*)"[^>]*>Read case studies<\/a>/.exec(html)?.[1];
  return { html, readLink, cards: html.split('class="case-card"').length - 1 };
};

describe("audience template without a tagged case study", () => {
  it("omits the case-study section and links to all of /work", () => {
    const { html, readLink, cards } = page("/industries/healthcare");
    expect(html).toContain("<h1");
    expect(cards).toBe(0);
    expect(html).not.toMatch(/<h2[^>]*>[^<]*case stud/i);
    expect(readLink).toBe("/work");
  });

  it("still lists the studies of a page that has some", async () => {
    const { caseStudies } = await import("../../content/collections");
    const sports = caseStudies.filter((study) => study.industry === "sports");
    const { html, readLink, cards } = page("/industries/sports");
    expect(cards).toBe(sports.length);
    expect(html).toMatch(/<h2[^>]*>Relevant case studies<\/h2>/);
    expect(readLink).toBe("/work?industry=sports");
  });
});
