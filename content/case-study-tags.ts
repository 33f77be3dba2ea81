/**
 * Case studies are tagged with an audience page (`clientType`) and an industry
 * page (`industry`). Those tags are the only link between them: an audience or
 * industry page lists every study carrying its id, and its "Read case studies"
 * link opens /work filtered the same way. Nothing is written on the page entry.
 */
import type { CaseStudy } from "./schema";

/** The study field each tagging template matches, and the /work query parameter that filters by it. */
export const studyTags = {
  industry: { field: "industry", param: "industry" },
  audience: { field: "clientType", param: "audience" },
} as const satisfies Record<string, { field: keyof CaseStudy; param: string }>;

export type TagTemplate = keyof typeof studyTags;

/** Newest first; studies of the same year keep their order in content/case-studies.ts. */
export const newestFirst = <T extends { readonly year: number }>(studies: readonly T[]): T[] =>
  [...studies].sort((a, b) => b.year - a.year);

export interface RelevantWork<T> {
  /** Every study tagged with the page, newest first; empty when none is (the page then has no case-study section). */
  readonly studies: T[];
  /** The heading of the section. */
  readonly title: string;
  /** Where "Read case studies" leads: /work filtered to the page's tag, or all of /work when no study carries it. */
  readonly link: string;
}

/** The case studies an audience or industry page shows, with its section heading and /work link. */
export function relevantWork<T extends Pick<CaseStudy, "year" | "industry" | "clientType">>(
  studies: readonly T[],
  template: TagTemplate,
  pageId: string,
  workPath: string,
): RelevantWork<T> {
  const { field, param } = studyTags[template];
  const tagged = newestFirst(studies.filter((study) => study[field] === pageId));
  return {
    studies: tagged,
    title: tagged.length === 1 ? "A relevant case study" : "Relevant case studies",
    link: tagged.length ? `${workPath}?${new URLSearchParams({ [param]: pageId })}` : workPath,
  };
}
