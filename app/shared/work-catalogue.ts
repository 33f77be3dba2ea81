/**
 * What /work filters and by which tags: the filters (labels, options) and each study's tags. The page's loader
 * uses it at build (app/routes/work.tsx); the server uses it to answer a filtered /work without JavaScript
 * (server/work-page.ts), so both list the same studies for the same query.
 */
import { caseStudies } from "../../content";
import { newestFirst, studyTags } from "../../content/case-study-tags";
import { contentPages, pageNode } from "../../content/registry";
import type { FilterKey, WorkFilter } from "./work-filters";

type Study = (typeof caseStudies)[number];

/** A study's values for each filter. */
export const studyFilterTags = (study: Study): Record<FilterKey, readonly string[]> => ({
  industry: [study.industry],
  audience: [study.clientType],
  service: study.services,
});

/** The studies in the order /work lists them: newest first. */
export const workStudies = (): Study[] => newestFirst(caseStudies);

/** The three filters of /work, each with the values some study has. */
export function workFilters(): WorkFilter[] {
  const option = (id: string) => ({ id, label: pageNode(id).label });
  const alphabetical = (ids: string[]) => [...new Set(ids)].map(option).sort((a, b) => a.label.localeCompare(b.label));
  return [
    {
      key: studyTags.industry.param,
      label: "Industry",
      all: "All industries",
      prep: "in",
      options: alphabetical(caseStudies.map((study) => study.industry)),
    },
    {
      key: studyTags.audience.param,
      label: "Client type",
      all: "All client types",
      prep: "for",
      // Audience pages in registry order (startups to enterprises, then NGOs), those with a study.
      options: contentPages
        .filter((item) => item.template === "audience" && caseStudies.some((study) => study.clientType === item.pageId))
        .map((item) => option(item.pageId)),
    },
    {
      key: "service",
      label: "Service",
      all: "All services",
      prep: "with",
      options: alphabetical(caseStudies.flatMap((study) => study.services)),
    },
  ];
}
