import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/product-engineering/discovery. */
export const discovery = {
  title: "Product-Discovery-Workshops und Prototyping | Alphai",
  description:
    "Product Discovery in zwei bis sechs Wochen: Nutzerinterviews, Tests von Annahmen, klickbare Prototypen und technische Spikes bis zur kalkulierten Roadmap.",
  h1: "Product Discovery: erst entscheiden, was gebaut wird, dann bauen",
  intro:
    "Umdenken ist nie so günstig wie in der Discovery. In zwei bis sechs Wochen interviewen wir Nutzer, testen die riskantesten Annahmen mit Prototypen, prüfen die technische Machbarkeit und liefern einen priorisierten Umfang, eine Architekturskizze und eine Schätzung für Ihre Gremien oder Investoren.",
  offerings: [
    {
      icon: "search",
      title: "Nutzer- und Stakeholder-Research",
      body: "Interviews mit 8 bis 15 Zielnutzern und mit den Menschen, die das Produkt verkaufen, betreuen und betreiben werden, verdichtet zu Aufgaben, Schmerzpunkten und heutigen Behelfslösungen.",
    },
    {
      icon: "target",
      title: "Annahmen priorisieren",
      body: "Wir listen auf, was zutreffen muss, damit das Produkt Erfolg hat, bewerten jede Annahme nach Risiko und Beleglage und entwerfen für die riskantesten den günstigsten aussagekräftigen Test.",
    },
    {
      icon: "pen-tool",
      title: "Klickbare Prototypen",
      body: "Figma-Prototypen der Kernabläufe, getestet in moderierten Sessions, damit Sie sehen, wo Menschen zögern, bevor eine Zeile Produktionscode entsteht.",
    },
    {
      icon: "cpu",
      title: "Technische Spikes",
      body: "Kurze Wegwerf-Experimente zu den riskanten Teilen: die API eines Zahlungsanbieters, die OCR-Genauigkeit bei echten Dokumenten, eine ERP-Integration oder ein Sprachmodell auf Ihren Daten.",
    },
    {
      icon: "file-text",
      title: "Umfang, Roadmap und Schätzung",
      body: "Ein Release-Plan, aufgeteilt in ein MVP und spätere Ausbaustufen, mit Story Map, Architekturskizze, Teamvorschlag und Kostenrahmen für jede Phase.",
    },
  ],
  outcomes: [
    {
      title: "Umfang aufs Wesentliche reduziert",
      body: "Für eine Wiener Nachbarschafts-App reduzierte ein zweiwöchiger Discovery-Sprint die Feature-Liste auf fünf unverzichtbare Funktionen; vom Sprint bis zum öffentlichen Launch vergingen 16 Wochen.",
      caseStudy: "neighbourhood-community-app-moderation",
    },
    {
      title: "Weniger Überraschungen in der Entwicklung",
      body: "Spikes zu Integrationen und Datenqualität decken Blocker früh auf, etwa ein API-Rate-Limit oder ein fehlendes Feld, solange eine Planänderung noch günstig ist.",
    },
    {
      title: "Ein Plan, den Investoren verstehen",
      body: "Gründer gehen mit einer Roadmap, Budgetrahmen und Belegen aus Nutzertests aus der Discovery, die sie in Finanzierungsrunden und Gremiensitzungen nutzen können.",
    },
  ],
  process: [
    {
      title: "Kick-off und Rahmen",
      body: "Ein eintägiger Workshop mit Ihren Stakeholdern, in dem wir Problem, Zielnutzer, Rahmenbedingungen und Erfolgskriterien festlegen.",
    },
    {
      title: "Research und Spikes",
      body: "Nutzerinterviews, eine Auswertung von Analytics-Daten und Wettbewerb sowie technische Spikes zu den riskantesten Integrationen laufen parallel.",
    },
    {
      title: "Prototyp und Test",
      body: "Wir bauen Prototypen der wichtigsten Abläufe, testen sie pro Runde mit fünf bis acht Nutzern und verbessern sie zwischen den Runden.",
    },
    {
      title: "Planen und präsentieren",
      body: "Aus den Erkenntnissen entstehen Story Map, Architekturskizze, Release-Plan und Schätzung, die wir Ihren Entscheidern präsentieren.",
    },
  ],
  tech: [
    { name: "Figma", use: "Klickbare Prototypen, User Flows und die ersten Komponenten des Designsystems" },
    { name: "Miro", use: "Remote-Workshops, Journey Maps, Annahmen-Maps und Story Maps" },
    { name: "Maze", use: "Unmoderierte Prototyptests mit Erfolgsquoten und Klickdaten" },
    { name: "Dovetail", use: "Verschlagworten und Verdichten von Interviewnotizen zu Themen" },
    { name: "Jira", use: "Priorisiertes Backlog und Release-Plan für die Übergabe an die Umsetzung" },
    {
      name: "Architecture Decision Records",
      use: "Kurze schriftliche Begründungen wichtiger technischer Entscheidungen und ihrer Abwägungen",
    },
  ],
  faqs: [
    {
      question: "Wie lange dauert eine Product Discovery?",
      answer:
        "Meist zwei bis sechs Wochen. Ein fokussiertes Feature oder ein internes Tool lässt sich in zwei Wochen eingrenzen; ein neues Produkt mit mehreren Nutzergruppen, Integrationen und regulatorischen Fragen braucht typischerweise vier bis sechs. Dauer und Ergebnisse vereinbaren wir vor dem Start, und die Discovery läuft in der Regel zum Festpreis.",
    },
    {
      question: "Was erhalten wir am Ende der Discovery?",
      answer:
        "Research-Ergebnisse, getestete Prototypen der Kernabläufe, eine Story Map mit markiertem MVP, eine Architekturskizze mit ihren Risiken, einen Release-Plan und einen Kostenrahmen für jede Phase. Alles gehört Ihnen, und nichts davon verpflichtet Sie, die Entwicklung mit uns umzusetzen.",
    },
    {
      question: "Wir wissen schon, was wir bauen wollen. Brauchen wir trotzdem eine Discovery?",
      answer:
        "Nicht immer. Sind Nutzer, Umfang und Integrationen gut verstanden, führen wir eine kürzere technische Discovery von ein bis zwei Wochen durch, die sich statt auf Nutzerforschung auf Architektur, Schätzungen und Lieferrisiken konzentriert.",
    },
    {
      question: "Wer muss auf unserer Seite mitwirken?",
      answer:
        "Ein Product Owner mit Entscheidungsbefugnis, idealerweise zwei bis vier Stunden pro Woche, dazu Zugang zu einigen Nutzern und zu den Verantwortlichen der Systeme, die wir anbinden müssen. Workshops finden vor Ort in Dubai oder München oder remote statt.",
    },
  ],
  related: ["ux-ui", "product-development", "product-management"],
  cta: {
    title: "Ihre Idee testen, bevor Sie die Entwicklung finanzieren?",
    body: "Buchen Sie ein Gespräch über Ihre Idee. Wir schlagen eine Discovery mit fester Dauer, klaren Ergebnissen und Festpreis vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
