import type { z } from "zod";
import type { simplePageSchema } from "../../../schema";

/** Die Seite /de/work. */
export const workPage = {
  title: "Referenzen: Kundenprojekte aus allen Branchen | Alphai",
  description:
    "Fallstudien aus Projekten von Alphai: Fintech-Apps, E-Commerce-Plattformen, Gesundheitsportale und modernisierte Unternehmenssysteme mit messbaren Ergebnissen.",
  h1: "Referenzen",
  intro:
    "Eine Auswahl aus den mehr als 140 Projekten, die wir seit 2022 für Start-ups, Scale-ups, Großunternehmen und NGOs umgesetzt haben – im Bankwesen, im Handel, im Gesundheitswesen, in der Logistik, in der Bildung und in weiteren Branchen. Jede Fallstudie beschreibt das Problem, was wir gebaut haben und welche Ergebnisse der Kunde nach dem Launch gemessen hat. Wo Vereinbarungen es verlangen, nennen wir keine Kundennamen.",
  cta: {
    title: "Planen Sie ein ähnliches Projekt?",
    body: "Erzählen Sie uns von Ihrem Produkt. In einem kurzen Gespräch stellen wir Ihnen die Fallstudien und Erfahrungen vor, die dafür am relevantesten sind.",
  },
} satisfies z.input<typeof simplePageSchema>;
