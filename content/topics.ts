/**
 * The topics of the articles: a fixed list, each with its name and a one-line description in every language. An
 * article names one to three of them by id in its frontmatter (`topics`, checked by `articleSchema`); each topic has
 * a page at `/resource/topics/<id>` (content/registry.ts `topicPath`) listing its articles, newest first, and an
 * article ends with the articles that share its topics (`relatedArticles`). The description is the topic page's
 * intro and meta description (70–160 characters, unique on the site).
 */
import type { Locale } from "../app/shared/locale.ts";

/** The topic ids, in the order the pages list the topics. */
export const topicIds = [
  "product-planning",
  "budgets-and-costs",
  "teams-and-engagement",
  "technology-choices",
  "mobile-apps",
  "modernisation",
  "data-protection",
] as const;
export type TopicId = (typeof topicIds)[number];

interface TopicWords {
  /** The topic's name: the topic page's h1 and the text of links to it. */
  readonly name: string;
  /** One sentence: the topic page's intro and meta description. */
  readonly description: string;
}

export type Topic = { readonly id: TopicId } & Readonly<Record<Locale, TopicWords>>;

export const topics: readonly Topic[] = [
  {
    id: "product-planning",
    en: {
      name: "Product planning",
      description:
        "Deciding what to build, what comes first and what must be settled before launch: discovery, the scope of an MVP and launch readiness.",
    },
    de: {
      name: "Produktplanung",
      description:
        "Was gebaut wird, was zuerst kommt und was vor dem Launch geklärt sein muss: Discovery, der Umfang eines MVP und die Marktreife.",
    },
  },
  {
    id: "budgets-and-costs",
    en: {
      name: "Budgets and costs",
      description:
        "What software really costs to build and run, how contract models share the risk, and how to keep a project's budget under control.",
    },
    de: {
      name: "Budgets und Kosten",
      description:
        "Was Software in Entwicklung und Betrieb wirklich kostet, wie Vertragsmodelle das Risiko verteilen und wie Sie das Budget im Griff behalten.",
    },
  },
  {
    id: "teams-and-engagement",
    en: {
      name: "Teams and engagement models",
      description:
        "How to staff a software project: fixed price, a dedicated team or time & material, and when freelancers are the better fit.",
    },
    de: {
      name: "Teams und Zusammenarbeitsmodelle",
      description:
        "Wie Sie ein Softwareprojekt besetzen: Festpreis, dediziertes Team oder Time & Material – und wann Freelancer die bessere Wahl sind.",
    },
  },
  {
    id: "technology-choices",
    en: {
      name: "Technology choices",
      description:
        "Choosing the technology behind a product: native or cross-platform apps, and whether to rehost, refactor or rebuild an application.",
    },
    de: {
      name: "Technologieentscheidungen",
      description:
        "Die Technologie hinter einem Produkt wählen: native oder Cross-Platform-App, und ob Sie eine Anwendung umziehen, umbauen oder neu entwickeln.",
    },
  },
  {
    id: "mobile-apps",
    en: {
      name: "Mobile apps",
      description:
        "Planning, building and running iOS and Android apps: what drives the cost, which platform approach to take and what an app costs after launch.",
    },
    de: {
      name: "Mobile Apps",
      description:
        "iOS- und Android-Apps planen, entwickeln und betreiben: was die Kosten treibt, welcher Plattformansatz passt und was eine App nach dem Launch kostet.",
    },
  },
  {
    id: "modernisation",
    en: {
      name: "Legacy modernisation",
      description:
        "When an ageing application needs modernising, the options from rehosting to rebuilding, and how to replace a system step by step.",
    },
    de: {
      name: "Legacy-Modernisierung",
      description:
        "Wann eine gewachsene Anwendung modernisiert werden sollte, welche Optionen es vom Rehosting bis zum Neubau gibt und wie Sie ein System schrittweise ablösen.",
    },
  },
  {
    id: "data-protection",
    en: {
      name: "Data protection and compliance",
      description:
        "Building products that meet the GDPR and the expectations of customers in Germany, Austria and Switzerland, from consent to hosting.",
    },
    de: {
      name: "Datenschutz und Compliance",
      description:
        "Produkte, die der DSGVO und den Erwartungen von Kunden in Deutschland, Österreich und der Schweiz genügen – von der Einwilligung bis zum Hosting.",
    },
  },
];

const byId = new Map(topics.map((topic) => [topic.id, topic]));

/** A topic's id, name and description in a language. */
export function topicIn(id: TopicId, locale: Locale): TopicWords & { readonly id: TopicId } {
  const topic = byId.get(id);
  if (!topic) throw new Error(`Unknown topic "${id}" (content/topics.ts)`);
  return { id, ...topic[locale] };
}

/** What the related reading needs of an article. */
interface Tagged {
  readonly slug: string;
  readonly published: string;
  readonly topics: readonly TopicId[];
}

/** The articles of a topic, newest first (the same date: by slug). */
export const articlesOfTopic = <T extends Tagged>(id: TopicId, articles: readonly T[]): T[] =>
  articles
    .filter((article) => article.topics.includes(id))
    .sort((a, b) => b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug));

/**
 * The articles to read after `article`: those sharing at least one of its topics, the most shared topics first, then
 * the newest; never the article itself; at most `limit`.
 */
export function relatedArticles<T extends Tagged>(article: Tagged, articles: readonly T[], limit = 3): T[] {
  const shared = (other: Tagged) => other.topics.filter((id) => article.topics.includes(id)).length;
  return articles
    .filter((other) => other.slug !== article.slug && shared(other) > 0)
    .sort((a, b) => shared(b) - shared(a) || b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug))
    .slice(0, limit);
}
