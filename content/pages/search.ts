import type { z } from "zod";
import type { searchSchema } from "../schema";

/** The page at /search: the search form, its results, and the index of every page without JavaScript. */
export const searchPage = {
  title: "Search the Website | Alphai",
  description:
    "Search every page of Alphai's website by keyword: services, industries, technologies, case studies, articles and open roles.",
  h1: "Search",
  intro:
    "Find a service, technology, industry, case study, article or open role by any word on its page. Below the search, every page of the site is listed by section.",
  label: "Search the site",
  hint: "Results appear as you type. Move through them with the arrow keys; Escape returns to the field.",
  submit: "Search",
  results: {
    none: "No results for “{query}”",
    one: "1 result for “{query}”",
    other: "{count} results for “{query}”",
  },
  resultsLabel: "Search results",
  more: "Show more results",
  unavailable: "The search could not be loaded. Every page of the site is listed below, by section.",
  roleWords: "job jobs career careers vacancy vacancies opening openings position hiring",
  index: {
    heading: "Every page, by section",
    intro:
      "The whole site at a glance: the pages of the menus, then our case studies, articles, their topics and our open roles.",
    caseStudies: "Case studies",
    articles: "Articles",
    topics: "Topics",
    roles: "Open roles",
    general: "Alphai",
  },
} satisfies z.input<typeof searchSchema>;
