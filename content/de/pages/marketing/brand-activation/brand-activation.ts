import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/brand-activation. */
export const brandActivation = {
  title: "Markenaktivierung: Strategie, Kampagnen, Creator | Alphai",
  description:
    "Markenaktivierung von Alphai: Positionierung, Botschaften, bezahlte Digitalkampagnen und Creator-Kooperationen, damit Ihre Marke auffällt und gewählt wird.",
  h1: "Markenaktivierung: von der Positionierung bis zum Launch",
  intro:
    "Eine Marke wird greifbar, wenn Menschen ihr begegnen: im Feed, in einem Suchergebnis oder im Video eines Creators. Wir definieren, wofür Ihre Marke steht, bringen sie über bezahlte Kampagnen und Creator-Kooperationen vor die richtigen Zielgruppen und messen, was jeder Kontaktpunkt beiträgt.",
  overview:
    "Markenaktivierung umfasst drei Stufen, die die meisten Unternehmen bei drei verschiedenen Dienstleistern einkaufen. Die Markenstrategie legt Positionierung, Zielgruppenprioritäten und Botschaftshierarchie fest. Digitale Kampagnen tragen diese Botschaften mit klaren Testplänen über Meta, Google, LinkedIn und TikTok. Creator-Kooperationen ergänzen glaubwürdige Stimmen, von Micro-Influencern in einer einzelnen Stadt bis zu Creatorn mit regionaler Reichweite in der Golfregion und in Europa. Liegen alle drei Stufen in einer Hand, bleibt die Geschichte stimmig, niemand muss dieselbe Idee dreimal briefen, und wir verschieben Budget zwischen Paid Media und Creator-Kooperationen nach den Kosten pro Akquisition statt aus Gewohnheit.",
  cards: {
    "brand-strategy":
      "Recherche, Positionierung, Botschaften und Tonalität, festgehalten in einer Markenplattform, mit der Ihre Marketing-, Vertriebs- und Produktteams wirklich arbeiten können.",
    "digital-campaigns":
      "Social-Media- und Suchkampagnen auf Meta, Google, LinkedIn und TikTok, mit serverseitigem Tracking, strukturierten Creative-Tests und wöchentlicher Optimierung.",
    "influencer-collaboration":
      "Creator-Suche, Prüfung, Verträge und Briefings sowie getrackte Links und Codes, die zeigen, welche Kooperationen Umsatz bringen und welche nur Aufrufe.",
  },
  whyUs: [
    {
      icon: "target",
      title: "Strategie, die im Werbekonto ankommt",
      body: "Die Positionierung ist kein Foliensatz, der beim Launch in der Schublade verschwindet: Dieselben Leute machen daraus Anzeigenansätze, Landingpages und Creator-Briefings.",
    },
    {
      icon: "globe",
      title: "Kenntnis der regionalen Märkte",
      body: "Unsere Teams in Dubai, Lahore und München kennen die Plattformen, Creator und kulturellen Gepflogenheiten der Märkte in der Golfregion, in Südasien und im DACH-Raum.",
    },
    {
      icon: "chart-line",
      title: "Gemessen, nicht vermutet",
      body: "Brand-Lift-Umfragen, Conversion-Tracking und Holdout-Tests zeigen, was eine Aktivierung tatsächlich verändert hat – so steht das Budget für das nächste Quartal auf belastbaren Zahlen.",
    },
  ],
  process: [
    {
      title: "Erkunden",
      body: "Stakeholder-Interviews, Kundenforschung und eine Wettbewerbsanalyse, um die Position zu finden, die Ihre Marke glaubwürdig besetzen kann.",
    },
    {
      title: "Definieren",
      body: "Positionierungsaussage, Botschaftshierarchie und kreative Leitlinie, mit echten Kunden getestet, bevor Geld in Medien fließt.",
    },
    {
      title: "Aktivieren",
      body: "Start von Kampagnen und Creator-Kooperationen in den ausgewählten Kanälen, mit vorab vereinbarten Budgets, Schaltplänen und Erfolgskennzahlen.",
    },
    {
      title: "Lernen und skalieren",
      body: "Wöchentliche Performance-Reviews, neue Creatives und Budgetverschiebungen hin zu den Zielgruppen und Formaten, die konvertieren.",
    },
  ],
  cta: {
    title: "Planen Sie Ihren nächsten Markenlaunch",
    body: "Erzählen Sie uns von Markt, Zielgruppe und Zeitplan. Wir melden uns mit einem Aktivierungsplan in Phasen und einem Richtbudget für Medien und Creator.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
