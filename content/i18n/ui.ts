/**
 * The interface's own words (buttons, labels, headings the templates write, messages), in each language. Typed
 * dictionaries, no i18n library: a loader picks its language's strings at build and passes them as loader data,
 * so neither language's words are in the JavaScript bundles. The German dictionary must have every English key
 * (the type says so, and `uiProblems()` fails the build on an empty one or on other {placeholders}).
 *
 * A `{name}` in a text is filled in by the loader (`fill`, `parts`). Some texts start or end with a space: they are
 * the words around a value or an element that the template writes beside them ("By " before the author's name).
 */
import type { Locale } from "../../app/shared/locale";
import { parityProblems } from "./parity";

const en = {
  layout: {
    skipToContent: "Skip to content",
    homeLogoAlt: "Alphai home",
    /** The one label of every button to the contact form: the header's, and `common.getStarted` (ui.test.ts). */
    getStarted: "Get Started",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    siteMenu: "Site menu",
    mainNav: "Main",
    /** The header's and the sidebar's link to the search page. */
    search: "Search",
    /** The language switcher: the other language's name, in that language. */
    otherLanguage: "Deutsch",
    otherLanguageTitle: "Diese Seite auf Deutsch",
    /** The live region while a client-side navigation loads. */
    loading: "Loading...",
    /** The sidebar: after a group's name (visually hidden), and its first link ("Services overview"). */
    currentSection: " (current section)",
    overview: " overview",
    /** The footer. */
    footerNav: "Footer",
    footerAbout:
      "{name} is a {tagline} building products, platforms and brands for startups, scale-ups, enterprises and NGOs since {year}.",
    regionalOffices: "Regional offices",
    copyright: "© {from}–{to} {legalName}. All rights reserved.",
    openHours: "Open {hours}",
    contact: "Contact",
    /** A script or style chunk that failed to load (the React view; the inline script has the same words). */
    chunkError: {
      script: "Loading chunk failed",
      style: "Loading CSS chunk failed",
      detail: "A part of this page could not be downloaded. Check your connection and reload the page.",
      reload: "Reload",
    },
    /**
     * The root error boundary (app/root.tsx): a page that failed to render. English shows the error's own text
     * (`detail` is not used); other languages show `detail`, with the HTTP status when there is one.
     */
    appError: {
      title: "Unexpected Application Error!",
      detail: "This page could not be shown. Reload it, or try again later.",
    },
  },
  /** Words several templates share; every template's words include them (`pageUi`). */
  common: {
    breadcrumb: "Breadcrumb",
    getStarted: "Get Started",
    /** The link to the engagement models page's budgets, beside every call to action of a service or client page. */
    seeRates: "See our rates and minimum engagements",
    seeOurWork: "See our work",
    howWeWork: "How we work",
    faq: "Frequently asked questions",
    relatedServices: "Related services",
    /** After the reading time's number. */
    minRead: " min read",
    swipeColumns: "Swipe sideways to see every column →",
    swipeCompare: "Swipe sideways to compare every column →",
  },
  /** The case-study sections of audience, industry and service pages (content/case-study-tags.ts). */
  studies: {
    relevantOne: "A relevant case study",
    relevantMany: "Relevant case studies",
    taggedOne: "A case study",
    taggedMany: "Case studies",
    taggedLeadOne: "A published project that used {label}{family}, newest first.",
    taggedLeadMany: "The {count} published projects that used {label}{family}, newest first.",
    /** Added to `{family}` on a service family page. */
    familySuffix: " or one of its services",
    relatedOne: "A related case study",
    relatedMany: "Related case studies",
    relatedLeadOne:
      "No published case study features {label} yet. This project from our {practice} practice is the closest, newest first.",
    relatedLeadMany:
      "No published case study features {label} yet. These {count} projects from our {practice} practice are the closest, newest first.",
    none: "Case studies",
    noneLead:
      "None of our {total} published case studies features {label} yet. Each one names the services it used, and our work page lets you filter them by service and industry.",
    /** The link under the section: to /work filtered by the page's service, or to all of /work. */
    moreFiltered: "These case studies on our work page",
    moreAll: "All our case studies",
  },
  home: {
    keyFigures: "Key figures",
    whatWeDo: "What we do",
    whatWeDoLead: "Every service family, from first discovery workshop to growth marketing.",
    whoWeServe: "Who we serve",
    industries: "Industries",
    selectedWork: "Selected case studies",
    allWork: "All case studies",
    clientsSay: "What clients say",
    /** "Rated 5 out of 5", around the rating. */
    ratedBefore: "Rated ",
    ratedAfter: " out of 5",
  },
  audience: {
    readCaseStudies: "Read case studies",
    challenges: "The challenges we hear most",
    howWeHelp: "How Alphai helps",
    inNumbers: "In numbers",
    servicesThatFit: "Services that fit",
  },
  serviceFamily: {
    whatThisCovers: "What this covers",
    whyUs: "Why Alphai",
  },
  serviceDetail: {
    whatWeDeliver: "What we deliver",
    outcomes: "Outcomes you can expect",
    tech: "Technologies and tools",
    /** Before the title of the case study an outcome links to. */
    caseStudy: "Case study: ",
  },
  caseStudy: {
    results: "Results",
    projectFacts: "Project facts",
    client: "Client",
    clientType: "Client type",
    industry: "Industry",
    year: "Year",
    servicesUsed: "Services used",
    ctaTitle: "Facing a similar challenge?",
    ctaBody: "Tell us where you are today and where you need to be; we reply within one working day with a first plan.",
  },
  work: {
    caseStudies: "Case studies",
    filters: "Filter case studies",
    show: "Show case studies",
    clear: "Clear filters",
  },
  resources: {
    guides: "Guides and articles",
    /** The links to the topic pages (content/topics.ts), above the articles. */
    topics: "Topics",
    /** Above a topic page's h1. */
    topic: "Topic",
    /** The link to the Atom feed of the articles, under them. */
    subscribe: "Subscribe via feed",
  },
  article: {
    /** Before the author's name. */
    by: "By ",
    toc: "In this article",
    /** The article's topics, as links to their pages, and the articles sharing them. */
    topics: "Topics",
    relatedReading: "Related reading",
    moreGuides: "More guides and articles",
    ctaTitle: "Want a second opinion on your plans?",
    ctaBody: "Our leads review briefs, architectures and budgets every week. A first call costs you nothing.",
    removedTitle: "This article is no longer published",
    removedIntro: "We took “{title}” off the site. Our other guides and articles are on the resources page.",
    seeArticles: "See the guides and articles",
  },
  story: {
    mission: "Our mission",
    milestones: "Milestones",
    values: "What we value",
    leadership: "Leadership",
  },
  careers: {
    seeOpenRoles: "See open roles",
    whyJoin: "Why join us",
    openRoles: "Open roles",
    hiring: "How hiring works",
    howToApply: "How to apply",
    /** "Write to careers@alphai.tech.", around the address. */
    writeTo: "Write to ",
    writeToEnd: ".",
  },
  role: {
    closedTitle: "This role is closed",
    closedIntro:
      "{title} no longer accepts applications. See the roles that are open now, or send an open application.",
    stillInterested: "Still interested in Alphai?",
    seeOpenRoles: "See the open roles",
  },
  life: {
    culture: "Our culture",
    benefits: "Benefits",
    moments: "Moments from the team",
    momentsLead: "Drawings, not photographs, of the rituals that shape how we work together across three offices.",
    seeOpenRoles: "See open roles",
  },
  engagement: {
    models: "Three ways to work with us",
    bestFor: "Best for",
    budgets: "Typical budgets and minimum engagement",
    budgetsRegion: "Typical budgets",
    budgetsCaption: "Typical budgets by engagement model, in US dollars excluding VAT",
    model: "Model",
    typicalBudget: "Typical budget",
    minimum: "Minimum engagement",
    /** A budget band: "$35,000 to $70,000 a month". */
    perMonth: "{range} a month",
    perProject: "{range} per project",
    sideBySide: "Side by side",
    comparison: "Engagement models compared",
    teamList: "Team members and their time ({model})",
    fullTime: "Full time",
    halfTime: "Half time",
    dayAWeek: "{days} day a week",
    daysAWeek: "{days} days a week",
    percentOfWeek: "{percent}% of a week",
    /** "2.6 full-time equivalents, about $40,000 a month", then " as a dedicated team, billed monthly." */
    totalFte: " full-time equivalents, about ",
    totalMonthly: " a month",
    totalModel: "as a ",
    totalBilled: ", billed monthly.",
  },
  gallery: {
    scenes: "Studio, offices and events",
    joinTeam: "Join the team",
    previousImage: "Previous image",
    previous: "Previous",
    nextImage: "Next image",
    next: "Next",
    close: "Close",
    /** "Image 3 of 12", around the numbers. */
    image: "Image ",
    of: " of ",
  },
  contact: {
    form: "Contact form",
    /** Each office's hours: "Monday to Friday, 09:00–18:00 local time". */
    weekdays: "Monday to Friday",
    localTime: "local time",
    /** "Call Jonas Weber, Managing Director, DACH", the phone link's name. */
    call: "Call {name}",
    /** "Or write to hello@alphai.tech at any time." */
    writeBefore: "Or write to ",
    writeAfter: " at any time.",
  },
  legal: {
    tocPolicy: "In this policy",
    tocNotice: "In this notice",
  },
  notice: {
    next: "What happens next",
    meanwhile: "Meanwhile",
    ctaTitle: "Questions in the meantime?",
    ctaBody: "Write to {email} or call any of our offices, {hours}.",
  },
  /** A job opening's facts (content/role-facts.ts). */
  roleFacts: {
    department: "Department",
    location: "Location",
    workModel: "Work model",
    employment: "Employment",
    salary: "Salary",
    applyBy: "Apply by",
    /** "PKR 450,000 – 650,000 per month (gross)". */
    salaryRange: "{currency} {min} – {max} {period} (gross)",
    fullTime: "Full-time",
    partTime: "Part-time",
    contractor: "Contract",
    intern: "Internship",
    perHour: "per hour",
    perMonth: "per month",
    perYear: "per year",
    onSite: "On-site",
    hybrid: "Hybrid (office and home)",
    remote: "Remote",
  },
  /** The title of a topic's page (content/index.ts `topicPagesIn`). */
  topicPages: {
    title: "{topic}: Guides | Alphai",
  },
  /** The Atom feed of the articles (scripts/build/feed.ts) and the link to it in every page's head. */
  feed: {
    title: "Alphai: Guides and articles",
    subtitle:
      "Practical guides from Alphai's engineers, designers and delivery leads for people who commission software.",
  },
};

/** The shape every language's dictionary has: the English keys, each a string. */
type Strings<T> = { readonly [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
export type UiStrings = Strings<typeof en>;

const de: UiStrings = {
  layout: {
    skipToContent: "Zum Inhalt springen",
    homeLogoAlt: "Alphai Startseite",
    getStarted: "Projekt starten",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    siteMenu: "Website-Menü",
    mainNav: "Hauptnavigation",
    search: "Suche",
    otherLanguage: "English",
    otherLanguageTitle: "This page in English",
    loading: "Wird geladen …",
    currentSection: " (aktueller Bereich)",
    overview: " im Überblick",
    footerNav: "Fußzeile",
    footerAbout:
      "{name} ist eine {tagline}, die seit {year} Produkte, Plattformen und Marken für Start-ups, Scale-ups, Großunternehmen und NGOs entwickelt.",
    regionalOffices: "Regionalbüros",
    copyright: "© {from}–{to} {legalName}. Alle Rechte vorbehalten.",
    openHours: "Erreichbar {hours}",
    contact: "Kontakt",
    chunkError: {
      script: "Die Seite konnte nicht vollständig geladen werden",
      style: "Die Gestaltung der Seite konnte nicht geladen werden",
      detail:
        "Ein Teil dieser Seite ließ sich nicht herunterladen. Prüfen Sie Ihre Verbindung und laden Sie die Seite neu.",
      reload: "Neu laden",
    },
    appError: {
      title: "Unerwarteter Fehler",
      detail: "Diese Seite konnte nicht angezeigt werden. Laden Sie sie neu oder versuchen Sie es später noch einmal.",
    },
  },
  common: {
    breadcrumb: "Brotkrumennavigation",
    getStarted: "Projekt starten",
    seeRates: "Unsere Preise und Mindestumfänge",
    seeOurWork: "Referenzen ansehen",
    howWeWork: "So arbeiten wir",
    faq: "Häufige Fragen",
    relatedServices: "Verwandte Leistungen",
    minRead: " Min. Lesezeit",
    swipeColumns: "Seitlich wischen, um alle Spalten zu sehen →",
    swipeCompare: "Seitlich wischen, um alle Spalten zu vergleichen →",
  },
  studies: {
    relevantOne: "Eine passende Fallstudie",
    relevantMany: "Passende Fallstudien",
    taggedOne: "Eine Fallstudie",
    taggedMany: "Fallstudien",
    taggedLeadOne: "Ein veröffentlichtes Projekt, in dem {label}{family} zum Einsatz kam.",
    taggedLeadMany:
      "Die {count} veröffentlichten Projekte, in denen {label}{family} zum Einsatz kam, die neuesten zuerst.",
    familySuffix: " oder eine der zugehörigen Leistungen",
    relatedOne: "Eine verwandte Fallstudie",
    relatedMany: "Verwandte Fallstudien",
    relatedLeadOne:
      "Noch behandelt keine veröffentlichte Fallstudie {label}. Am nächsten kommt dieses Projekt aus unserem Bereich {practice}.",
    relatedLeadMany:
      "Noch behandelt keine veröffentlichte Fallstudie {label}. Am nächsten kommen diese {count} Projekte aus unserem Bereich {practice}, die neuesten zuerst.",
    none: "Fallstudien",
    noneLead:
      "Keine unserer {total} veröffentlichten Fallstudien behandelt bisher {label}. Jede nennt die eingesetzten Leistungen, und auf unserer Referenzseite können Sie nach Leistung und Branche filtern.",
    moreFiltered: "Diese Fallstudien auf unserer Referenzseite",
    moreAll: "Alle unsere Fallstudien",
  },
  home: {
    keyFigures: "Zahlen und Fakten",
    whatWeDo: "Unsere Leistungen",
    whatWeDoLead: "Alle Leistungsbereiche, vom ersten Discovery-Workshop bis zum Growth Marketing.",
    whoWeServe: "Für wen wir arbeiten",
    industries: "Branchen",
    selectedWork: "Ausgewählte Fallstudien",
    allWork: "Alle Fallstudien",
    clientsSay: "Das sagen unsere Kunden",
    ratedBefore: "Bewertet mit ",
    ratedAfter: " von 5",
  },
  audience: {
    readCaseStudies: "Fallstudien lesen",
    challenges: "Herausforderungen, die uns am häufigsten begegnen",
    howWeHelp: "So hilft Alphai",
    inNumbers: "In Zahlen",
    servicesThatFit: "Passende Leistungen",
  },
  serviceFamily: {
    whatThisCovers: "Was dazugehört",
    whyUs: "Warum Alphai",
  },
  serviceDetail: {
    whatWeDeliver: "Was wir liefern",
    outcomes: "Ergebnisse, mit denen Sie rechnen können",
    tech: "Technologien und Tools",
    caseStudy: "Fallstudie: ",
  },
  caseStudy: {
    results: "Ergebnisse",
    projectFacts: "Projektdaten",
    client: "Kunde",
    clientType: "Kundentyp",
    industry: "Branche",
    year: "Jahr",
    servicesUsed: "Eingesetzte Leistungen",
    ctaTitle: "Stehen Sie vor einer ähnlichen Aufgabe?",
    ctaBody:
      "Erzählen Sie uns, wo Sie heute stehen und wo Sie hinwollen. Innerhalb eines Werktags antworten wir Ihnen mit einem ersten Plan.",
  },
  work: {
    caseStudies: "Fallstudien",
    filters: "Fallstudien filtern",
    show: "Fallstudien anzeigen",
    clear: "Filter zurücksetzen",
  },
  resources: {
    guides: "Leitfäden und Artikel",
    topics: "Themen",
    topic: "Thema",
    subscribe: "Per Feed abonnieren",
  },
  article: {
    by: "Von ",
    toc: "In diesem Artikel",
    topics: "Themen",
    relatedReading: "Weiterführende Artikel",
    moreGuides: "Weitere Leitfäden und Artikel",
    ctaTitle: "Sie möchten eine zweite Meinung zu Ihren Plänen?",
    ctaBody:
      "Unsere leitenden Fachleute prüfen jede Woche Briefings, Architekturen und Budgets. Ein erstes Gespräch ist für Sie kostenlos.",
    removedTitle: "Dieser Artikel ist nicht mehr veröffentlicht",
    removedIntro:
      "Wir haben „{title}“ von der Website genommen. Unsere anderen Leitfäden und Artikel finden Sie auf der Ressourcen-Seite.",
    seeArticles: "Zu den Leitfäden und Artikeln",
  },
  story: {
    mission: "Unsere Mission",
    milestones: "Meilensteine",
    values: "Was uns wichtig ist",
    leadership: "Geschäftsleitung",
  },
  careers: {
    seeOpenRoles: "Offene Stellen ansehen",
    whyJoin: "Warum bei uns arbeiten",
    openRoles: "Offene Stellen",
    hiring: "Unser Auswahlprozess",
    howToApply: "So bewerben Sie sich",
    writeTo: "Schreiben Sie an ",
    writeToEnd: ".",
  },
  role: {
    closedTitle: "Diese Ausschreibung ist beendet",
    closedIntro:
      "Für die Stelle „{title}“ nehmen wir keine Bewerbungen mehr an. Sehen Sie sich unsere offenen Stellen an oder senden Sie uns eine Initiativbewerbung.",
    stillInterested: "Weiterhin Interesse an Alphai?",
    seeOpenRoles: "Zu den offenen Stellen",
  },
  life: {
    culture: "Unsere Kultur",
    benefits: "Was wir Ihnen bieten",
    moments: "Momente aus dem Team",
    momentsLead: "Zeichnungen statt Fotos: die Rituale, die unsere Zusammenarbeit über drei Büros hinweg prägen.",
    seeOpenRoles: "Offene Stellen ansehen",
  },
  engagement: {
    models: "Drei Wege der Zusammenarbeit",
    bestFor: "Ideal für",
    budgets: "Typische Budgets und Mindestumfang",
    budgetsRegion: "Typische Budgets",
    budgetsCaption: "Typische Budgets nach Zusammenarbeitsmodell, in Euro zuzüglich Umsatzsteuer",
    model: "Modell",
    typicalBudget: "Typisches Budget",
    minimum: "Mindestumfang",
    perMonth: "{range} pro Monat",
    perProject: "{range} pro Projekt",
    sideBySide: "Im direkten Vergleich",
    comparison: "Zusammenarbeitsmodelle im Vergleich",
    teamList: "Teammitglieder und ihr Zeitanteil ({model})",
    fullTime: "Vollzeit",
    halfTime: "Halbtags",
    dayAWeek: "{days} Tag pro Woche",
    daysAWeek: "{days} Tage pro Woche",
    percentOfWeek: "{percent} % der Woche",
    totalFte: " Vollzeitäquivalente, rund ",
    totalMonthly: " pro Monat",
    totalModel: "im Modell „",
    totalBilled: "“, monatlich abgerechnet.",
  },
  gallery: {
    scenes: "Studio, Büros und Events",
    joinTeam: "Werden Sie Teil des Teams",
    previousImage: "Vorheriges Bild",
    previous: "Zurück",
    nextImage: "Nächstes Bild",
    next: "Weiter",
    close: "Schließen",
    image: "Bild ",
    of: " von ",
  },
  contact: {
    form: "Kontaktformular",
    weekdays: "Montag bis Freitag",
    localTime: "Uhr Ortszeit",
    call: "{name} anrufen",
    writeBefore: "Per E-Mail erreichen Sie uns jederzeit unter ",
    writeAfter: ".",
  },
  legal: {
    tocPolicy: "Inhalt dieser Datenschutzerklärung",
    tocNotice: "Inhalt dieses Impressums",
  },
  notice: {
    next: "Wie es weitergeht",
    meanwhile: "In der Zwischenzeit",
    ctaTitle: "Noch Fragen?",
    ctaBody: "Schreiben Sie an {email} oder rufen Sie eines unserer Büros an, {hours}.",
  },
  roleFacts: {
    department: "Abteilung",
    location: "Standort",
    workModel: "Arbeitsmodell",
    employment: "Beschäftigungsart",
    salary: "Gehalt",
    applyBy: "Bewerbung bis",
    salaryRange: "{min}–{max} {currency} {period} (brutto)",
    fullTime: "Vollzeit",
    partTime: "Teilzeit",
    contractor: "Freie Mitarbeit",
    intern: "Praktikum",
    perHour: "pro Stunde",
    perMonth: "pro Monat",
    perYear: "pro Jahr",
    onSite: "Vor Ort",
    hybrid: "Hybrid (Büro und Homeoffice)",
    remote: "Remote",
  },
  topicPages: {
    title: "{topic}: Leitfäden | Alphai",
  },
  feed: {
    title: "Alphai: Leitfäden und Artikel",
    subtitle:
      "Praxisleitfäden der Engineers, Designer und Delivery Leads von Alphai für alle, die Software in Auftrag geben.",
  },
};

const dictionaries: Record<Locale, UiStrings> = { en, de };

/** The interface's words in a language. */
export const uiIn = (locale: Locale): UiStrings => dictionaries[locale];

type PageSection = Exclude<keyof UiStrings, "layout" | "common" | "studies" | "roleFacts" | "topicPages" | "feed">;

/** A template's words in a language, with the words every template shares (`common`): a loader's `ui`. */
export const pageUi = <S extends PageSection>(locale: Locale, section: S): UiStrings["common"] & UiStrings[S] =>
  Object.assign({}, dictionaries[locale].common, dictionaries[locale][section]);

const PLACEHOLDER = /\{(\w+)\}/g;

/**
 * A text cut at its placeholders, each replaced by its value, empty pieces left out: "{name} is a {tagline}…" →
 * ["Alphai", " is a ", "software…", …]. Rendered as a list of texts, it gives the markup of the same words written
 * in JSX around expressions.
 */
export function parts(template: string, values: Readonly<Record<string, string | number>>): string[] {
  return template
    .split(/(\{\w+\})/)
    .map((piece) => {
      const name = /^\{(\w+)\}$/.exec(piece)?.[1];
      if (name === undefined) return piece;
      const value = values[name];
      if (value === undefined) throw new Error(`No value for {${name}} in "${template}"`);
      return String(value);
    })
    .filter(Boolean);
}

/** A text with its placeholders filled in: fill("{days} days", { days: 3 }) → "3 days". */
export const fill = (template: string, values: Readonly<Record<string, string | number>>): string =>
  parts(template, values).join("");

const placeholders = (text: string) =>
  [...text.matchAll(PLACEHOLDER)]
    .map((match) => match[1])
    .sort()
    .join(",");

/** Texts whose German has other placeholders than the English. */
function placeholderProblems(original: unknown, translated: unknown, where: string): string[] {
  if (typeof original === "string" && typeof translated === "string")
    return placeholders(original) === placeholders(translated)
      ? []
      : [`${where}: has {${placeholders(translated)}} in the translation, {${placeholders(original)}} in the original`];
  if (original && translated && typeof original === "object" && typeof translated === "object")
    return Object.keys(original).flatMap((key) =>
      placeholderProblems(
        (original as Record<string, unknown>)[key],
        (translated as Record<string, unknown>)[key],
        `${where}.${key}`,
      ),
    );
  return [];
}

/** Empty or missing German words, or other placeholders (the type catches a missing key in the editor; this, at build). */
export const uiProblems = (): string[] => [
  ...parityProblems(en, de, "content/i18n/ui.ts de", { ids: false }),
  ...placeholderProblems(en, de, "content/i18n/ui.ts de"),
];
