import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/product-management. */
export const productManagement = {
  title: "Produktmanagement als Dienstleistung | Alphai",
  description:
    "Erfahrene Produktmanager für Discovery, Roadmap und Backlog: Sie legen Erfolgskennzahlen fest und prüfen mit Analytics, ob neue Features genutzt werden.",
  h1: "Produktmanagement",
  intro:
    "Ein Entwicklungsteam ist nur so wirksam wie die Entscheidungen darüber, was es baut. Unsere Produktmanager machen gemeinsam mit Gründern und Fachverantwortlichen aus Zielen eine fokussierte Roadmap, schreiben klare User Stories und entscheiden anhand von Daten und Nutzerfeedback, was als Nächstes kommt.",
  offerings: [
    {
      icon: "compass",
      title: "Produktstrategie und Roadmap",
      body: "Eine Produktvision, Zielsegmente und eine ergebnisorientierte Roadmap mit messbaren Zielen, die wir jedes Quartal mit den Stakeholdern überprüfen.",
    },
    {
      icon: "search",
      title: "Continuous Discovery",
      body: "Regelmäßige Nutzerinterviews, Usability-Tests und Opportunity Solution Trees, um Probleme zu validieren, bevor Entwicklungszeit investiert wird.",
    },
    {
      icon: "file-text",
      title: "Verantwortung für das Backlog",
      body: "Gut geschriebene User Stories mit Akzeptanzkriterien, ein priorisiertes Backlog und Sprintziele, die mit dem Entwicklungsteam abgestimmt sind.",
    },
    {
      icon: "bar-chart",
      title: "Product Analytics",
      body: "Tracking-Pläne, Funnels und Retention-Dashboards in Mixpanel, Amplitude oder PostHog, die zeigen, wie Features tatsächlich genutzt werden.",
    },
    {
      icon: "rocket",
      title: "Launch-Planung",
      body: "Release Notes, Betaprogramme, Rollouts per Feature-Flag und die Abstimmung mit Marketing und Support bei jedem größeren Launch.",
    },
  ],
  outcomes: [
    {
      title: "Ein Backlog, das auf Ziele einzahlt",
      body: "Jeder Punkt der Roadmap ist einer Kennzahl zugeordnet. So lassen sich Anfragen mit geringem Nutzen leichter ablehnen, und Zielkonflikte liegen offen auf dem Tisch.",
    },
    {
      title: "Bessere Aktivierung und Bindung",
      body: "Das Onboarding auf Basis von Funnel-Daten und Nutzerinterviews zu überarbeiten, ist meist der schnellste Weg, die Aktivierung in der ersten Woche zu steigern.",
    },
    {
      title: "Weniger verschwendete Entwicklungszeit",
      body: "Wer Prototypen vor der Umsetzung mit Nutzern testet, kann Ideen verwerfen oder umbauen, die sonst ungenutzt geblieben wären.",
    },
  ],
  process: [
    {
      title: "Das Geschäft verstehen",
      body: "In Workshops und anhand Ihrer Daten lernen wir Ihre Ziele, Nutzer, Wettbewerber, aktuellen Kennzahlen und Rahmenbedingungen kennen.",
    },
    {
      title: "Ergebnisse definieren",
      body: "Wir einigen uns auf wenige Produktkennzahlen und auf die Roadmap-Themen, die sie am ehesten bewegen.",
    },
    {
      title: "Entdecken und liefern",
      body: "Die Discovery läuft der Entwicklung ein bis zwei Sprints voraus, und das Backlog ist für das Team stets startklar.",
    },
    {
      title: "Messen und lernen",
      body: "Nach jedem Release werten wir Nutzungsdaten und Feedback aus und passen die Roadmap entsprechend an.",
    },
  ],
  tech: [
    { name: "Jira", use: "Backlog, Sprintplanung und Roadmap-Ansichten" },
    { name: "Linear", use: "Schlankes Issue-Tracking für Teams mit hohem Tempo" },
    { name: "Productboard", use: "Feedback sammeln und mit Features verknüpfen" },
    { name: "Mixpanel / Amplitude", use: "Funnel-, Kohorten- und Retention-Analysen" },
    { name: "PostHog", use: "Open-Source-Analytics, Session Replay und Feature-Flags" },
    { name: "Figma", use: "Designs und klickbare Prototypen mit Nutzern besprechen" },
    { name: "Miro", use: "Story Mapping, Opportunity Trees und Remote-Workshops" },
    { name: "Dovetail", use: "Erkenntnisse aus der Nutzerforschung ordnen und verschlagworten" },
  ],
  faqs: [
    {
      question: "Brauchen wir trotzdem einen eigenen Product Owner?",
      answer:
        "Sie brauchen auf Ihrer Seite jemanden mit Entscheidungsbefugnis, meist aus der Gründung oder der Geschäftsleitung. Unser Produktmanager bereitet Optionen, Belege und das Backlog vor; über Prioritäten und Budget entscheiden Sie.",
    },
    {
      question: "Kann ein Produktmanager auch ohne Entwicklungsteam von Alphai mitarbeiten?",
      answer:
        "Ja. Unsere Produktmanager arbeiten auch mit internen Teams oder mit Entwicklungsteams anderer Dienstleister und passen sich Ihren Tools und Ihrem Sprint-Rhythmus an.",
    },
    {
      question: "Worin unterscheidet sich Produktmanagement von Projektmanagement?",
      answer:
        "Produktmanagement entscheidet, was gebaut wird und warum, und misst, ob es funktioniert hat. Projektmanagement plant, wie und wann es im Rahmen des Budgets geliefert wird. Größere Projekte haben oft beide Rollen.",
    },
  ],
  related: ["discovery", "ux-ui", "project-management"],
  cta: {
    title: "Holen Sie einen Produktmanager an Bord",
    body: "Sagen Sie uns, wo Ihr Produkt steht und was Sie in diesem Jahr erreichen müssen. Wir schlagen Ihnen den passenden Umfang an Unterstützung im Produktmanagement vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
