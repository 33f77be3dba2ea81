import { describe, expect, it } from "vitest";
import { caseStudies, contentProblems, getContent } from "./index";
import { contentPages } from "./registry";
import { serviceDetailSchema } from "./schema";

/**
 * "Outcomes you can expect" on service and technology pages: a result seen on a client project is proof only if a
 * client can check it, so it names the case study it describes (and the page links to it). A result without a case
 * study must read as a general statement: it names no client, no client's city and no organisation.
 */
const clientStory =
  /\b[Cc]lients?\b|\b(?:[Aa]n?|[Oo]ne|[Tt]he)\s+(?:[\w-]+\s+){0,2}?(?:scale-up|start-?up|NGO|retailer|bank|lender|insurer|company|firm|brand|chain|platform|operator|group|foundation|publisher|marketplace|broker|reseller|portal|processor|provider|charity|manager|app)(?:'s)?\b|\b(?:Riyadh|Jeddah|Dubai|Abu Dhabi|Doha|Kuwait|Bahrain|Lahore|Karachi|Munich|Vienna|Geneva|Berlin|Jebel Ali|Punjab)\b/;

const details = contentPages.filter((page) => page.template === "service-detail");
const outcomes = details.flatMap((page) =>
  getContent(page.pageId, "service-detail").outcomes.map((outcome) => ({ page: page.pageId, ...outcome })),
);

describe("service outcomes", () => {
  it("name a case study whenever they describe a client's result", () => {
    const unsourced = outcomes.filter((outcome) => !outcome.caseStudy && clientStory.test(outcome.body));
    expect(unsourced.map((outcome) => `${outcome.page}: ${outcome.body}`)).toEqual([]);
  });

  it("link to case studies tagged with their page, and some do", () => {
    const linked = outcomes.filter((outcome) => outcome.caseStudy);
    expect(linked.length).toBeGreaterThanOrEqual(15);
    for (const outcome of linked) {
      const study = caseStudies.find((item) => item.slug === outcome.caseStudy);
      expect(study?.services, `${outcome.page} -> ${outcome.caseStudy}`).toContain(outcome.page);
    }
    expect(contentProblems().filter((problem) => problem.includes("outcome"))).toEqual([]);
  });

  it("refuses an unknown case study slug", () => {
    const entry = getContent("react", "service-detail");
    const bad = {
      ...entry,
      outcomes: [{ ...entry.outcomes[0]!, caseStudy: "no-such-study" }, ...entry.outcomes.slice(1)],
    };
    const parsed = serviceDetailSchema.safeParse(bad);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toContain('unknown case study "no-such-study"');
  });

  it("the heuristic tells a client story from a general statement", () => {
    expect(clientStory.test("For a Riyadh-based digital lender, discovery cut the first release to 11 features.")).toBe(
      true,
    );
    expect(
      clientStory.test("After a move to trunk-based development, a scale-up went from monthly releases to weekly."),
    ).toBe(true);
    expect(clientStory.test("Trunk-based development typically takes teams from monthly releases to weekly.")).toBe(
      false,
    );
    expect(clientStory.test("Rightsizing lowered a retail client's monthly AWS spend by 31%.")).toBe(true);
    expect(clientStory.test("Caching and parallel stages commonly cut pipeline times by half or more.")).toBe(false);
  });
});
