import type { z } from "zod";
import type { searchSchema } from "../../schema";

/** Die Seite /de/search: das Suchformular, seine Ergebnisse und ohne JavaScript das Verzeichnis aller Seiten. */
export const searchPage = {
  title: "Website durchsuchen | Alphai",
  description:
    "Durchsuchen Sie alle Seiten der Website von Alphai nach Stichworten: Leistungen, Branchen, Technologien, Fallstudien, Artikel und offene Stellen.",
  h1: "Suche",
  intro:
    "Finden Sie eine Leistung, eine Technologie, eine Branche, eine Fallstudie, einen Artikel oder eine offene Stelle über jedes Wort, das auf der Seite steht. Unter der Suche finden Sie alle Seiten der Website, nach Bereichen geordnet.",
  label: "Website durchsuchen",
  hint: "Die Ergebnisse erscheinen schon beim Tippen. Mit den Pfeiltasten wechseln Sie zwischen ihnen, mit Escape zurück ins Suchfeld.",
  submit: "Suchen",
  results: {
    none: "Keine Ergebnisse für „{query}“",
    one: "1 Ergebnis für „{query}“",
    other: "{count} Ergebnisse für „{query}“",
  },
  resultsLabel: "Suchergebnisse",
  more: "Weitere Ergebnisse anzeigen",
  unavailable:
    "Die Suche konnte nicht geladen werden. Unten finden Sie alle Seiten der Website, nach Bereichen geordnet.",
  roleWords: "Stelle Stellen Stellenangebot Stellenangebote Job Jobs Karriere Position",
  index: {
    heading: "Alle Seiten nach Bereichen",
    intro:
      "Die ganze Website auf einen Blick: die Seiten der Menüs, dann unsere Fallstudien, Artikel, deren Themen und unsere offenen Stellen.",
    caseStudies: "Fallstudien",
    articles: "Artikel",
    topics: "Themen",
    roles: "Offene Stellen",
    general: "Alphai",
  },
} satisfies z.input<typeof searchSchema>;
