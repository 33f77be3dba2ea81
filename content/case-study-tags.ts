/**
 * Case studies are tagged with an audience page (`clientType`), an industry
 * page (`industry`) and service pages (`services`). Those tags are the only link
 * between them: an audience or industry page lists every study carrying its id,
 * and its "Read case studies" link opens /work filtered the same way; a service
 * detail page lists the studies tagged with it, a service family page those
 * tagged with it or any of its children. Nothing is written on the page entry.
 */
import type { Locale } from "../app/shared/locale";
import { fill, uiIn } from "./i18n/ui";
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
  locale: Locale = "en",
): RelevantWork<T> {
  const { field, param } = studyTags[template];
  const tagged = newestFirst(studies.filter((study) => study[field] === pageId));
  const words = uiIn(locale).studies;
  return {
    studies: tagged,
    title: tagged.length === 1 ? words.relevantOne : words.relevantMany,
    link: tagged.length ? `${workPath}?${new URLSearchParams({ [param]: pageId })}` : workPath,
  };
}

/** The case studies a service page shows: a detail page lists those tagged with it, a family those tagged with any of `serviceIds`. */
export interface ServiceWork<T> extends RelevantWork<T> {
  /** The sentence under the heading: what the list is, or, when no study carries the tags, that none does. */
  readonly lead: string;
  /** The text of the link under the list: to /work filtered by the page's service, or to all of /work. */
  readonly more: string;
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
  locale: Locale = "en",
): ServiceWork<T> {
  const { ids, label, family } = page;
  const words = uiIn(locale).studies;
  const taggedWith = (with_: readonly string[]) =>
    newestFirst(studies.filter((study) => study.services.some((id) => with_.includes(id))));
  const tagged = taggedWith(ids);
  const related = !tagged.length && practice ? taggedWith(practice.ids) : [];
  if (related.length) {
    const one = related.length === 1;
    return {
      studies: related,
      title: one ? words.relatedOne : words.relatedMany,
      link: workPath,
      lead: fill(one ? words.relatedLeadOne : words.relatedLeadMany, {
        label,
        count: related.length,
        practice: practice!.label,
      }),
      more: words.moreAll,
    };
  }
  if (!tagged.length) {
    return {
      studies: [],
      title: words.none,
      link: workPath,
      lead: fill(words.noneLead, { total: studies.length, label }),
      more: words.moreAll,
    };
  }
  const one = tagged.length === 1;
  return {
    studies: tagged,
    title: one ? words.taggedOne : words.taggedMany,
    lead: fill(one ? words.taggedLeadOne : words.taggedLeadMany, {
      count: tagged.length,
      label,
      family: family ? words.familySuffix : "",
    }),
    link: family ? workPath : `${workPath}?${new URLSearchParams({ service: ids[0]! })}`,
    more: family ? words.moreAll : words.moreFiltered,
  };
}
