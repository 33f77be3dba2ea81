import { describe, expect, it } from "vitest";
import { newestFirst, relevantWork, serviceWork } from "./case-study-tags";
import { caseStudyTagProblems } from "./index";

const study = (
  slug: string,
  year: number,
  industry: string,
  clientType: "startups" | "scale-ups" | "enterprises" | "ngos",
) => ({
  slug,
  year,
  industry,
  clientType,
});

const studies = [
  study("a", 2023, "healthcare", "ngos"),
  study("b", 2025, "sports", "ngos"),
  study("c", 2024, "healthcare", "enterprises"),
  study("d", 2024, "healthcare", "ngos"),
];

describe("relevantWork", () => {
  it("lists every study tagged with an industry page, newest first, same-year studies in content order", () => {
    const work = relevantWork(studies, "industry", "healthcare", "/work");
    expect(work.studies.map((item) => item.slug)).toEqual(["c", "d", "a"]);
    expect(work.title).toBe("Relevant case studies");
    expect(work.link).toBe("/work?industry=healthcare");
  });

  it("matches audience pages on the client type and links to /work filtered by audience", () => {
    const work = relevantWork(studies, "audience", "ngos", "/work");
    expect(work.studies.map((item) => item.slug)).toEqual(["b", "d", "a"]);
    expect(work.link).toBe("/work?audience=ngos");
    // An audience id is never matched against the industry, nor the other way round.
    expect(relevantWork(studies, "industry", "ngos", "/work").studies).toEqual([]);
    expect(relevantWork(studies, "audience", "healthcare", "/work").studies).toEqual([]);
  });

  it("titles a single study in the singular", () => {
    const work = relevantWork(studies, "industry", "sports", "/work");
    expect(work.studies).toHaveLength(1);
    expect(work.title).toBe("A relevant case study");
  });

  it("has no studies and links to all of /work when nothing carries the tag", () => {
    const work = relevantWork(studies, "audience", "startups", "/work");
    expect(work.studies).toEqual([]);
    expect(work.link).toBe("/work");
  });
});

describe("newestFirst", () => {
  it("sorts by year, newest first, without changing the list it is given", () => {
    const copy = [...studies];
    expect(newestFirst(studies).map((item) => item.year)).toEqual([2025, 2024, 2024, 2023]);
    expect(studies).toEqual(copy);
  });
});

describe("caseStudyTagProblems", () => {
  it("accepts an industry page as industry and an audience page as client type", () => {
    expect(
      caseStudyTagProblems([{ slug: "ok", industry: "healthcare", clientType: "ngos", services: ["react", "devops"] }]),
    ).toEqual([]);
  });

  it("reports an industry that is not an industry page, and a client type that is not an audience page", () => {
    const problems = caseStudyTagProblems([
      { slug: "unknown", industry: "nope", clientType: "ngos", services: ["react"] },
      { slug: "audience-as-industry", industry: "startups", clientType: "ngos", services: ["react"] },
      { slug: "service-as-industry", industry: "devops", clientType: "enterprises", services: ["react"] },
    ]);
    expect(problems).toHaveLength(3);
    expect(problems[0]).toContain("unknown");
    expect(problems[1]).toContain('industry "startups"');
  });
});

describe("serviceWork", () => {
  const tagged = [
    { slug: "a", year: 2023, services: ["react", "node"] },
    { slug: "b", year: 2025, services: ["flutter"] },
    { slug: "c", year: 2024, services: ["node"] },
    { slug: "d", year: 2024, services: ["website-development"] },
  ];

  it("lists a detail page's studies, newest first, and links to /work filtered by that service", () => {
    const work = serviceWork(tagged, { ids: ["node"], label: "Node.js", family: false }, "/work");
    expect(work.studies.map((item) => item.slug)).toEqual(["c", "a"]);
    expect(work.link).toBe("/work?service=node");
    expect(work.title).toBe("Case studies");
  });

  it("lists a family's studies: tagged with the family or any child, each once", () => {
    const work = serviceWork(
      tagged,
      { ids: ["website-development", "react", "node"], label: "Website Development", family: true },
      "/work",
    );
    expect(work.studies.map((item) => item.slug)).toEqual(["c", "d", "a"]);
    // /work filters by one service: a family links to all of it.
    expect(work.link).toBe("/work");
    expect(work.lead).toContain("or one of its services");
  });

  it("says so and links to all of /work when no study carries the tag", () => {
    const work = serviceWork(tagged, { ids: ["ios"], label: "iOS", family: false }, "/work");
    expect(work.studies).toEqual([]);
    expect(work.link).toBe("/work");
    expect(work.lead).toMatch(/^None of our 4 published case studies features iOS yet\./);
  });

  it("shows its family's studies when none carries a detail page's tag, and says so", () => {
    const work = serviceWork(tagged, { ids: ["vue"], label: "Vue.js", family: false }, "/work", {
      ids: ["website-development", "react", "node", "vue"],
      label: "Website Development",
    });
    expect(work.studies.map((item) => item.slug)).toEqual(["c", "d", "a"]);
    expect(work.title).toBe("Related case studies");
    expect(work.lead).toMatch(
      /^No published case study features Vue\.js yet\. These 3 projects from our Website Development practice are the closest/,
    );
    expect(work.link).toBe("/work");
    // Its own studies first: the family's never replace them.
    expect(
      serviceWork(tagged, { ids: ["node"], label: "Node.js", family: false }, "/work", {
        ids: ["website-development"],
        label: "Website Development",
      }).studies.map((item) => item.slug),
    ).toEqual(["c", "a"]);
    // A family with none either: the sentence and /work.
    expect(
      serviceWork(tagged, { ids: ["ios"], label: "iOS", family: false }, "/work", {
        ids: ["mobile-app-development", "ios"],
        label: "Mobile App Development",
      }).lead,
    ).toMatch(/^None of our/);
  });
});

describe("case-study sections in German", () => {
  it("titles the sections and writes their sentences and links in the page's language", () => {
    const tagged = [
      { slug: "a", year: 2023, services: ["react", "node"] },
      { slug: "c", year: 2024, services: ["node"] },
    ];
    const work = serviceWork(tagged, { ids: ["node"], label: "Node.js", family: false }, "/de/work", undefined, "de");
    expect(work.title).toBe("Fallstudien");
    expect(work.lead).toBe("Die 2 veröffentlichten Projekte, in denen Node.js zum Einsatz kam, die neuesten zuerst.");
    expect(work.link).toBe("/de/work?service=node");
    expect(work.more).toBe("Diese Fallstudien auf unserer Referenzseite");
    expect(
      serviceWork(tagged, { ids: ["ios"], label: "iOS", family: false }, "/de/work", undefined, "de").lead,
    ).toMatch(/^Keine unserer 2 veröffentlichten Fallstudien behandelt bisher iOS\./);
    expect(relevantWork(studies, "industry", "sports", "/de/work", "de").title).toBe("Eine passende Fallstudie");
    // English stays the default.
    expect(serviceWork(tagged, { ids: ["node"], label: "Node.js", family: false }, "/work").more).toBe(
      "These case studies on our work page",
    );
  });
});

describe("caseStudyTagProblems: services", () => {
  it("reports a service tag that is not a service page (unknown, or another kind of page)", () => {
    const problems = caseStudyTagProblems([
      {
        slug: "s",
        industry: "healthcare",
        clientType: "ngos",
        services: ["react", "nope", "healthcare", "cloud-services"],
      },
    ]);
    expect(problems).toEqual([
      'case study s: service "nope" is not the id of a service page',
      'case study s: service "healthcare" is not the id of a service page',
    ]);
  });
});
