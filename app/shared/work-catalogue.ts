/**
 * What /work filters and by which tags: the filters (labels, options) and each study's tags. The page's loader
 * uses it at build (app/routes/work.tsx); the server uses it to answer a filtered /work without JavaScript
 * (server/work-page.ts), so both list the same studies for the same query.
 */
import type { caseStudies } from "../../content";
import { contentIn } from "../../content";
import { newestFirst, studyTags } from "../../content/case-study-tags";
import { labelIn } from "../../content/localized";
import { contentPages, pageNode } from "../../content/registry";
import type { Locale } from "./locale";
import type { FilterKey, WorkFilter, WorkWords } from "./work-filters";

type Study = (typeof caseStudies)[number];

/** The filters' words in each language: label, empty option, the count sentence's preposition. */
const FILTER_WORDS = {
  en: {
    industry: { label: "Industry", all: "All industries", prep: "in" },
    audience: { label: "Client type", all: "All client types", prep: "for" },
    service: { label: "Service", all: "All services", prep: "with" },
  },
  de: {
    industry: { label: "Branche", all: "Alle Branchen", prep: "in" },
    audience: { label: "Kundentyp", all: "Alle Kundentypen", prep: "für" },
    service: { label: "Leistung", all: "Alle Leistungen", prep: "mit" },
  },
} as const satisfies Record<Locale, Record<FilterKey, Omit<WorkFilter, "key" | "options">>>;

/** The count sentence's nouns and the empty list's text (app/shared/work-filters.ts `countText`). */
export const WORK_WORDS = {
  en: {
    one: "case study",
    other: "case studies",
    noMatch: "No case study matches all of these filters yet. Clear one of them to see related work.",
  },
  de: {
    one: "Fallstudie",
    other: "Fallstudien",
    noMatch:
      "Noch passt keine Fallstudie zu allen diesen Filtern. Entfernen Sie einen davon, um verwandte Projekte zu sehen.",
  },
} as const satisfies Record<Locale, WorkWords>;

/** A study's values for each filter. */
export const studyFilterTags = (study: Study): Record<FilterKey, readonly string[]> => ({
  industry: [study.industry],
  audience: [study.clientType],
  service: study.services,
});

/** The studies in the order /work lists them: newest first (in a language: the same studies, translated). */
export const workStudies = (locale: Locale = "en"): Study[] => newestFirst(contentIn(locale).caseStudies);

/** The three filters of /work, each with the values some study has, in a language. */
export function workFilters(locale: Locale = "en"): WorkFilter[] {
  const words = FILTER_WORDS[locale];
  // The tags of the studies in this language (a study may be in one language alone).
  const studies = contentIn(locale).caseStudies;
  const option = (id: string) => ({ id, label: labelIn(pageNode(id).label, locale) });
  const alphabetical = (ids: string[]) =>
    [...new Set(ids)].map(option).sort((a, b) => a.label.localeCompare(b.label, locale));
  return [
    {
      key: studyTags.industry.param,
      ...words.industry,
      options: alphabetical(studies.map((study) => study.industry)),
    },
    {
      key: studyTags.audience.param,
      ...words.audience,
      // Audience pages in registry order (startups to enterprises, then NGOs), those with a study.
      options: contentPages
        .filter((item) => item.template === "audience" && studies.some((study) => study.clientType === item.pageId))
        .map((item) => option(item.pageId)),
    },
    {
      key: "service",
      ...words.service,
      options: alphabetical(studies.flatMap((study) => study.services)),
    },
  ];
}
