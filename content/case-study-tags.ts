/**
 * Case studies are tagged with an audience page (`clientType`), an industry
 * page (`industry`) and service pages (`services`). Those tags are the only link
 * between them: an audience or industry page lists every study carrying its id,
 * and its "Read case studies" link opens /work filtered the same way; a service
 * detail page lists the studies tagged with it, a service family page those
 * tagged with it or any of its children. Nothing is written on the page entry.
 */
import type { CaseStudy } from "./schema";

/** The study field each tagging template matches, and the /work query parameter that filters by it. */
export const studyTags = {
  industry: { field: "industry", param: "industry" },
  audience: { field: "clientType", param: "audience" },
} as const satisfies Record<string, { field: keyof CaseStudy; param: string }>;

export type TagTemplate = keyof typeof studyTags;

/** Newest first; studies of the same year keep their order (content/collection-order.ts). */
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

/** The case studies a service page shows: a detail page lists those tagged with it, a family those tagged with any of `serviceIds`. */
export interface ServiceWork<T> extends RelevantWork<T> {
  /** The sentence under the heading: what the list is, or, when no study carries the tags, that none does. */
  readonly lead: string;
}

/**
 * The studies a service page lists, newest first: those tagged with the page (`ids` is its id), or for a family
 * page with it or any of its children (`ids` holds them all). A detail page with studies links to /work filtered
 * by its service; a family cannot be (/work filters by one service), and with no study the section says so and
 * links to all of /work: never an empty section.
 */
export function serviceWork<T extends Pick<CaseStudy, "year" | "services">>(
  studies: readonly T[],
  page: { readonly ids: readonly string[]; readonly label: string; readonly family: boolean },
  workPath: string,
  /** A detail page's family (its id and its children's): its studies stand in when none is tagged with the page. */
  practice?: { readonly ids: readonly string[]; readonly label: string },
): ServiceWork<T> {
  const { ids, label, family } = page;
  const taggedWith = (with_: readonly string[]) =>
    newestFirst(studies.filter((study) => study.services.some((id) => with_.includes(id))));
  const tagged = taggedWith(ids);
  const related = !tagged.length && practice ? taggedWith(practice.ids) : [];
  if (related.length) {
    return {
      studies: related,
      title: related.length === 1 ? "A related case study" : "Related case studies",
      link: workPath,
      lead: `No published case study features ${label} yet. ${related.length === 1 ? "This project" : `These ${related.length} projects`} from our ${practice!.label} practice ${related.length === 1 ? "is" : "are"} the closest, newest first.`,
    };
  }
  if (!tagged.length) {
    return {
      studies: [],
      title: "Case studies",
      link: workPath,
      lead: `None of our ${studies.length} published case studies features ${label} yet. Each one names the services it used, and our work page lets you filter them by service and industry.`,
    };
  }
  return {
    studies: tagged,
    title: tagged.length === 1 ? "A case study" : "Case studies",
    lead: `${tagged.length === 1 ? "A published project" : `The ${tagged.length} published projects`} that used ${label}${family ? " or one of its services" : ""}, newest first.`,
    link: family ? workPath : `${workPath}?${new URLSearchParams({ service: ids[0]! })}`,
  };
}
