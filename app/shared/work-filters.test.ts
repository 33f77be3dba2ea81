import { describe, expect, it } from "vitest";
import { appliedFilters, countText, matches, withFilters, type WorkFilter } from "./work-filters";

const WORDS = { one: "case study", other: "case studies" };

const filters: WorkFilter[] = [
  {
    key: "industry",
    label: "Industry",
    all: "All industries",
    prep: "in",
    options: [
      { id: "healthcare", label: "Healthcare" },
      { id: "sports", label: "Sports" },
    ],
  },
  {
    key: "audience",
    label: "Client type",
    all: "All client types",
    prep: "for",
    options: [
      { id: "ngos", label: "NGOs" },
      { id: "startups", label: "Startups" },
    ],
  },
  { key: "service", label: "Service", all: "All services", prep: "with", options: [{ id: "devops", label: "DevOps" }] },
];
const query = (search: string) => new URLSearchParams(search);

describe("appliedFilters", () => {
  it("applies known values of every filter", () => {
    expect(appliedFilters(filters, query("?industry=healthcare&audience=ngos&service=devops"))).toEqual({
      industry: "healthcare",
      audience: "ngos",
      service: "devops",
    });
  });

  it("treats unknown, empty and misplaced values as no filter", () => {
    expect(appliedFilters(filters, query("?industry=nope&audience=&service=healthcare&utm_source=x"))).toEqual({});
    expect(appliedFilters(filters, query("?audience=healthcare&industry=sports"))).toEqual({ industry: "sports" });
  });
});

describe("matches", () => {
  const tags = { industry: ["healthcare"], audience: ["ngos"], service: ["devops", "qa"] };
  it("keeps a study that carries every applied value, and every study when nothing is applied", () => {
    expect(matches(tags, {})).toBe(true);
    expect(matches(tags, { industry: "healthcare", audience: "ngos", service: "qa" })).toBe(true);
  });
  it("drops a study missing any one of them", () => {
    expect(matches(tags, { industry: "healthcare", audience: "startups" })).toBe(false);
    expect(matches(tags, { service: "cloud" })).toBe(false);
  });
});

describe("countText", () => {
  it("counts in the singular or plural, naming nothing when no filter is on", () => {
    expect(countText(12, filters, {}, WORDS)).toBe("12 case studies");
    expect(countText(1, filters, {}, WORDS)).toBe("1 case study");
    expect(countText(0, filters, { industry: "sports", audience: "startups" }, WORDS)).toBe(
      "0 case studies in Sports for Startups",
    );
  });

  it("names what is filtered, in the order of the filters", () => {
    expect(countText(2, filters, { industry: "healthcare" }, WORDS)).toBe("2 case studies in Healthcare");
    expect(countText(3, filters, { audience: "ngos" }, WORDS)).toBe("3 case studies for NGOs");
    expect(countText(1, filters, { service: "devops", audience: "ngos", industry: "healthcare" }, WORDS)).toBe(
      "1 case study in Healthcare for NGOs with DevOps",
    );
  });
});

describe("withFilters", () => {
  it("sets the applied filters and keeps other parameters", () => {
    expect(
      withFilters(query("?utm_source=x&industry=healthcare"), filters, {
        industry: "sports",
        audience: "ngos",
      }).toString(),
    ).toBe("utm_source=x&industry=sports&audience=ngos");
  });

  it("removes cleared filters and unknown filter values", () => {
    expect(
      withFilters(query("?industry=nope&audience=ngos&service=devops"), filters, { service: "devops" }).toString(),
    ).toBe("service=devops");
    expect(withFilters(query("?industry=healthcare&audience=ngos"), filters, {}).toString()).toBe("");
  });
});
