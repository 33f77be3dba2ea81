/**
 * The topics of the articles: a fixed list, each with its name, a one-line description and an intro in every
 * language. An article names one to three of them by id in its frontmatter (`topics`, checked by `articleSchema`);
 * each topic has a page at `/resource/topics/<id>` (content/registry.ts `topicPath`) listing its articles, newest
 * first, and an article ends with the articles that share its topics (`relatedArticles`). The description is the
 * topic page's meta description (70–160 characters, unique on the site), the intro the text under its h1.
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
  /** One sentence: the topic page's meta description. */
  readonly description: string;
  /** Two or three sentences under the topic page's h1: what the topic's articles cover. */
  readonly intro: string;
}

export type Topic = { readonly id: TopicId } & Readonly<Record<Locale, TopicWords>>;

export const topics: readonly Topic[] = [
  {
    id: "product-planning",
    en: {
      name: "Product planning",
      description:
        "Deciding what to build, what comes first and what must be settled before launch: discovery, the scope of an MVP and launch readiness.",
      intro:
        "Most products that fail were built well but planned badly. Our guides cover decisions around the first release: what discovery should deliver, how to cut an MVP to what users need, and what to settle before launch, from data protection to budget.",
    },
    de: {
      name: "Produktplanung",
      description:
        "Was gebaut wird, was zuerst kommt und was vor dem Launch geklärt sein muss: Discovery, der Umfang eines MVP und die Marktreife.",
      intro:
        "Die meisten gescheiterten Produkte wurden gut gebaut, aber schlecht geplant. Unsere Leitfäden klären die Entscheidungen rund ums erste Release: was Discovery liefern sollte, wie Sie ein MVP aufs Nötige beschränken und was vor dem Launch feststehen muss – vom Datenschutz bis zum Budget.",
    },
  },
  {
    id: "budgets-and-costs",
    en: {
      name: "Budgets and costs",
      description:
        "What software really costs to build and run, how contract models share the risk, and how to keep a project's budget under control.",
      intro:
        "A software budget covers far more than the first release. Our guides explain what drives an app's cost, how fixed price, dedicated teams and time & material share risk with your vendor, what discovery saves, and which running costs owners forget.",
    },
    de: {
      name: "Budgets und Kosten",
      description:
        "Was Software in Entwicklung und Betrieb wirklich kostet, wie Vertragsmodelle das Risiko verteilen und wie Sie das Budget im Griff behalten.",
      intro:
        "Ein Softwarebudget umfasst weit mehr als das erste Release. Unsere Leitfäden erklären, was die Kosten einer App treibt, wie Festpreis, dediziertes Team und Time & Material das Risiko zwischen Ihnen und Ihrem Dienstleister verteilen, was eine Discovery-Phase einspart und welche laufenden Kosten häufig vergessen werden.",
    },
  },
  {
    id: "teams-and-engagement",
    en: {
      name: "Teams and engagement models",
      description:
        "How to staff a software project: fixed price, a dedicated team or time & material, and when freelancers are the better fit.",
      intro:
        "Who builds your product, and under which contract, shapes a project as much as the technology does. Our guides compare freelancers with dedicated teams and the three common engagement models, and give simple rules for choosing the right setup for your situation.",
    },
    de: {
      name: "Teams und Zusammenarbeitsmodelle",
      description:
        "Wie Sie ein Softwareprojekt besetzen: Festpreis, dediziertes Team oder Time & Material – und wann Freelancer die bessere Wahl sind.",
      intro:
        "Wer Ihr Produkt entwickelt und unter welchem Vertrag, prägt ein Projekt ebenso stark wie die Technologie. Unsere Leitfäden vergleichen Freelancer mit dedizierten Teams sowie die drei gängigen Zusammenarbeitsmodelle und geben Ihnen einfache Regeln für die passende Aufstellung an die Hand.",
    },
  },
  {
    id: "technology-choices",
    en: {
      name: "Technology choices",
      description:
        "Choosing the technology behind a product: native or cross-platform apps, and whether to rehost, refactor or rebuild an application.",
      intro:
        "The right technology is the one that lets your business change at the speed it needs. Our guides weigh native against cross-platform apps in 2026 and set out when to rehost, refactor or rebuild an existing application, and what each option costs and risks.",
    },
    de: {
      name: "Technologieentscheidungen",
      description:
        "Die Technologie hinter einem Produkt wählen: native oder Cross-Platform-App, und ob Sie eine Anwendung umziehen, umbauen oder neu entwickeln.",
      intro:
        "Richtig ist die Technologie, mit der sich Ihr Unternehmen so schnell verändern kann wie nötig. Unsere Leitfäden wägen native gegen Cross-Platform-Apps 2026 ab und zeigen, wann Sie eine Anwendung umziehen, umbauen oder neu entwickeln sollten – und was jede Option kostet und riskiert.",
    },
  },
  {
    id: "mobile-apps",
    en: {
      name: "Mobile apps",
      description:
        "Planning, building and running iOS and Android apps: what drives the cost, which platform approach to take and what an app costs after launch.",
      intro:
        "A mobile app is a product to run, not a project to finish. Our guides cover what an app costs to build in 2026, how native versus cross-platform affects the budget, and the store fees, hosting and maintenance to plan after launch.",
    },
    de: {
      name: "Mobile Apps",
      description:
        "iOS- und Android-Apps planen, entwickeln und betreiben: was die Kosten treibt, welcher Plattformansatz passt und was eine App nach dem Launch kostet.",
      intro:
        "Eine mobile App ist ein Produkt, das Sie betreiben, kein Projekt mit Enddatum. Unsere Leitfäden zeigen, was die Entwicklung einer App 2026 kostet, wie die Wahl zwischen nativ und Cross-Platform das Budget beeinflusst und welche Store-Gebühren, Hosting- und Wartungskosten nach dem Launch anfallen.",
    },
  },
  {
    id: "modernisation",
    en: {
      name: "Legacy modernisation",
      description:
        "When an ageing application needs modernising, the options from rehosting to rebuilding, and how to replace a system step by step.",
      intro:
        "Age alone is no reason to rewrite software. Our guides cover the signs that an application holds the business back, the options from rehosting to rebuilding, replacing a system step by step with the strangler fig pattern, and making the business case.",
    },
    de: {
      name: "Legacy-Modernisierung",
      description:
        "Wann eine gewachsene Anwendung modernisiert werden sollte, welche Optionen es vom Rehosting bis zum Neubau gibt und wie Sie ein System schrittweise ablösen.",
      intro:
        "Alter allein ist kein Grund, Software neu zu schreiben. Unsere Leitfäden zeigen die Anzeichen, dass eine Anwendung Ihr Geschäft ausbremst, die Optionen vom Rehosting bis zum Neubau, wie Sie ein System mit dem Strangler-Fig-Pattern schrittweise ablösen und wie Sie den Business Case aufbauen.",
    },
  },
  {
    id: "data-protection",
    en: {
      name: "Data protection and compliance",
      description:
        "Building products that meet the GDPR and the expectations of customers in Germany, Austria and Switzerland, from consent to hosting.",
      intro:
        "In Germany, Austria and Switzerland, customers and procurement expect data protection designed in, not bolted on. Our guides cover what to settle before launch: mapping personal data, consent under the TDDDG, hosting and processors, and data subject rights in the product.",
    },
    de: {
      name: "Datenschutz und Compliance",
      description:
        "Produkte, die der DSGVO und den Erwartungen von Kunden in Deutschland, Österreich und der Schweiz genügen – von der Einwilligung bis zum Hosting.",
      intro:
        "In Deutschland, Österreich und der Schweiz erwarten Kunden und Einkauf, dass Datenschutz von Anfang an mitgedacht wird. Unsere Leitfäden zeigen, was vor dem Launch geklärt sein muss: die Erfassung personenbezogener Daten, die Einwilligung nach TDDDG, Hosting und Auftragsverarbeiter sowie Betroffenenrechte im Produkt.",
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
 * The articles to read after `article`: those sharing the most of its topics first, then the newest, so an article
 * that shares topics with few others still ends with `limit` to read when the site has them; never the article itself.
 */
export function relatedArticles<T extends Tagged>(article: Tagged, articles: readonly T[], limit = 3): T[] {
  const shared = (other: Tagged) => other.topics.filter((id) => article.topics.includes(id)).length;
  return articles
    .filter((other) => other.slug !== article.slug)
    .sort((a, b) => shared(b) - shared(a) || b.published.localeCompare(a.published) || a.slug.localeCompare(b.slug))
    .slice(0, limit);
}
