import type { z } from "zod";
import type { homeSchema } from "../../../schema";
import { ratingText, site } from "../../../site";

/** Die Seite /de/. */
export const homePage = {
  title: "Digitalagentur für Softwareentwicklung | Alphai",
  description:
    "Alphai konzipiert, entwickelt und vermarktet Web- und Mobile-Produkte für Start-ups, Scale-ups und Großunternehmen – aus Büros in Dubai, Lahore und München.",
  eyebrow: "Produktentwicklung, Design und Marketing",
  h1: "Software und digitale Produkte, gebaut von einem Team, das dafür geradesteht",
  intro: `Alphai ist eine ${site.foundingYear} gegründete Software- und Digitalagentur. Unsere mehr als ${site.figures.people} Engineers, Designer und Marketingfachleute begleiten Produkte von der Discovery über Release und Cloud-Betrieb bis zu Wachstumskampagnen – aus Dubai, Lahore und München, immer mit Überschneidung zu Ihren Arbeitszeiten.`,
  stats: [
    { value: `${site.figures.people}+`, label: "Engineers, Designer und Marketingfachleute" },
    { value: `${site.figures.projects}+`, label: `umgesetzte Projekte seit ${site.foundingYear}` },
    { value: `${site.figures.countries}`, label: "Länder, in denen unsere Kunden tätig sind" },
    {
      value: ratingText("de"),
      label: `Bewertung aus ${site.rating.count} Rezensionen auf ${site.rating.source}`,
    },
  ],
  process: [
    {
      title: "Discovery",
      body: "Eine kurze Discovery-Phase zum Festpreis: Stakeholder-Interviews, Nutzerforschung und ein technisches Audit. Am Ende stehen ein klickbarer Prototyp, ein priorisiertes Backlog und eine Schätzung, mit der Sie planen können.",
    },
    {
      title: "Design",
      body: "Design und Entwicklung arbeiten im selben Sprint: User Flows, ein Designsystem in Figma mit gemeinsamen Tokens und Usability-Tests mit echten Nutzern, bevor teurer Code entsteht.",
    },
    {
      title: "Entwicklung und Tests",
      body: "Zweiwöchige Sprints mit einer Demo am Ende jedes Sprints, Code-Review für jeden Pull Request, automatisierte Tests in der CI und eine Staging-Umgebung, die Sie jederzeit nutzen können.",
    },
    {
      title: "Launch",
      body: "Infrastructure as Code, überwachte Releases, die Einreichung in den App Stores und ein Rollback-Plan. Der Launch-Tag wird geprobt, nicht improvisiert.",
    },
    {
      title: "Betrieb und Wachstum",
      body: "Support mit vereinbarten Reaktionszeiten, Updates von Abhängigkeiten und Betriebssystemen, Performance-Monitoring sowie SEO und Kampagnen, die Menschen zu dem führen, was wir gemeinsam gebaut haben.",
    },
  ],
  whoWeServe:
    "Gründerinnen und Gründer, die ihr MVP innerhalb eines Quartals vor echte Nutzer bringen wollen; Scale-ups, deren Produkt seiner ersten Architektur entwachsen ist; Großunternehmen, die Kernsysteme modernisieren, ohne den laufenden Betrieb anzuhalten; und NGOs, die verlässliche Software bei sorgsam eingesetztem Budget brauchen.",
  industries:
    "Wir haben Software für digitale Kreditgeber und Banken entwickelt, für Händler und Restaurantgruppen, Schulen und Kliniken, Logistikunternehmen, Reisemarken, Sportvereine und soziale Plattformen. Regulierung, Schnittstellen und Lastspitzen Ihrer Branche kennen wir deshalb meist schon vor dem ersten Gespräch.",
  cta: {
    title: "Erzählen Sie uns, was Sie bauen möchten",
    body: "Schreiben Sie uns ein paar Zeilen zu Ihrem Produkt und Ihrem Zeitplan. Jemand aus der Leitung des passenden Fachbereichs antwortet innerhalb eines Werktags – mit Rückfragen, nicht mit einem Verkaufsskript.",
  },
} satisfies z.input<typeof homeSchema>;
