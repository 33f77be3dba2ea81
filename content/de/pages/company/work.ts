import type { z } from "zod";
import type { simplePageSchema } from "../../../schema";
import { site } from "../../../site";

/** Die Seite /de/work. */
export const workPage = {
  title: "Referenzen: Kundenprojekte aus allen Branchen | Alphai",
  description:
    "Fallstudien aus Projekten von Alphai: Fintech-Apps, E-Commerce-Plattformen, Gesundheitsportale und modernisierte Unternehmenssysteme mit messbaren Ergebnissen.",
  h1: "Referenzen",
  intro: `Eine Auswahl aus mehr als ${site.figures.projects} Projekten seit ${site.foundingYear} für Start-ups, Scale-ups, Großunternehmen und NGOs – in Bankwesen, Handel, Gesundheit, Logistik, Bildung und mehr. Jede Fallstudie zeigt Problem, Lösung und die gemessenen Ergebnisse nach dem Launch. Manche Kunden bleiben vertragsgemäß ungenannt.`,
  cta: {
    title: "Planen Sie ein ähnliches Projekt?",
    body: "Erzählen Sie uns von Ihrem Produkt. In einem kurzen Gespräch stellen wir Ihnen die Fallstudien und Erfahrungen vor, die dafür am relevantesten sind.",
  },
} satisfies z.input<typeof simplePageSchema>;
