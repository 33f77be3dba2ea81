import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/development. */
export const development = {
  title: "Marketing-Websites & Apps, die konvertieren | Alphai",
  description:
    "Websites und Apps für Markenwachstum: schnelle Landingpages, CMS-gestützte Marketing-Websites und Kundenbindungs-Apps, die Besucher zu Kunden machen.",
  h1: "Websites und Apps, die Ihre Marke wachsen lassen",
  intro:
    "Auf Ihrer Website und in Ihrer App wird Marketingbudget zu Kunden – oder es versickert. Wir bauen Marketing-Websites, Landingpages und Kundenbindungs-Apps, die schnell laden, von Ihrem Team leicht zu pflegen sind und vom ersten Tag an mit Tracking ausgestattet sind, damit Sie sehen, was konvertiert.",
  overview:
    "Hier geben Marketingziele die Richtung der Entwicklung vor. Eine Marketing-Website wird an ihrer Conversion-Rate gemessen, an ihrer Sichtbarkeit in der Suche und daran, wie schnell Ihr Team ohne Entwickler eine neue Seite live stellen kann. Eine Marketing-App wird an Wiederholungskäufen, Opt-in-Raten für Push-Nachrichten und Nutzerbindung gemessen. Wir planen beides entlang dieser Zahlen: Analytics und Consent-Management gehören zum Projekt, Seitentemplates sind für A/B-Tests ausgelegt, und das CMS ist so eingerichtet, dass Marketer selbstständig veröffentlichen. Unsere Designer, Marketer und Entwickler arbeiten als ein Team. Braucht ein Projekt mehr Engineering, etwa ein Kundenportal oder komplexe Integrationen, übernehmen das unsere Produktentwicklungsteams in Lahore – ohne Übergabe an einen anderen Dienstleister.",
  cards: {
    "marketing-websites":
      "Unternehmenswebsites, Kampagnen-Microsites und Landingpages auf Next.js, Astro, Webflow oder WordPress – mit kurzen Ladezeiten, sauberem SEO und einem CMS, mit dem Marketer arbeiten können.",
    "marketing-mobile-apps":
      "Kundenbindungs-, Prämien- und Marken-Apps, die Ihnen über Push-Nachrichten, personalisierte Angebote und In-App-Strecken einen direkten Draht zu Ihren Kunden geben.",
  },
  whyUs: [
    {
      icon: "trending-up",
      title: "Auf Conversion ausgelegt",
      body: "Jedes Projekt umfasst Event-Tracking, Consent-Management und Templates, die für A/B-Tests bereitstehen – so kann die Optimierung schon in der Launch-Woche beginnen.",
    },
    {
      icon: "users",
      title: "Marketer und Entwickler gemeinsam",
      body: "Wer Ihre Kampagnen plant, sitzt in denselben Stand-ups wie die Leute, die die Seiten bauen. Das verkürzt den Weg von der Idee zur fertigen Seite.",
    },
    {
      icon: "gauge",
      title: "Geschwindigkeit als Anforderung",
      body: "Wir legen zu Beginn Budgets für die Core Web Vitals fest und prüfen sie in der Continuous Integration, denn langsame Seiten kosten Rankings und senken die Effizienz bezahlter Kampagnen.",
    },
  ],
  process: [
    {
      title: "Ziele und Funnel",
      body: "Wir definieren die Conversions, auf die es ankommt, skizzieren die Wege dorthin und legen fest, welche Seiten oder App-Screens jeden Schritt tragen.",
    },
    {
      title: "Design und Inhalte",
      body: "Wireframes, Texte und visuelles Design entstehen gemeinsam, damit die Layouts auf echten Botschaften aufbauen statt auf Blindtext.",
    },
    {
      title: "Entwickeln und messbar machen",
      body: "Entwicklung in zweiwöchigen Sprints, inklusive Analytics, Tag-Management und CMS-Konfiguration, laufend auf der Staging-Umgebung abgenommen.",
    },
    {
      title: "Launch und Optimierung",
      body: "Ein überwachter Launch, gefolgt von einer Test-Roadmap: Experimente mit Headlines, Layouts und Angeboten, priorisiert nach erwarteter Wirkung.",
    },
  ],
  cta: {
    title: "Eine Website oder App planen, die verkauft",
    body: "Sagen Sie uns, was Ihre Besucher tun sollen. Wir schlagen Plattform, Seitenstruktur und Messkonzept vor – mit einem Festpreisangebot.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
