import type { z } from "zod";
import type { simplePageSchema } from "../../../schema";

/** Die Seite /de/contactus. */
export const contactPage = {
  title: "Kontakt: Büros in Dubai, Lahore und München | Alphai",
  description:
    "Sprechen Sie mit Alphai über Ihr Projekt oder eine Partnerschaft: Büros in Dubai, Lahore und München, Mo.–Fr. 09:00–18:00 Uhr, Antwort binnen eines Werktags.",
  h1: "Sprechen Sie uns an",
  intro:
    "Schildern Sie im Formular Projekt, Zeitplan und Budget, oder kontaktieren Sie direkt das nächstgelegene Büro. Unsere Büros in Dubai, Lahore und München sind montags bis freitags 09:00–18:00 Uhr Ortszeit erreichbar, und jede Anfrage beantwortet binnen eines Werktags eine Fachbereichsleitung.",
  cta: {
    title: "Lieber zuerst persönlich sprechen?",
    body: "Bitten Sie in Ihrer Nachricht im Formular oben um ein 30-minütiges Kennenlerngespräch. Wir antworten innerhalb eines Werktags mit Terminvorschlägen in Ihrer Zeitzone – für ein Gespräch auf Deutsch, Englisch oder Arabisch.",
  },
} satisfies z.input<typeof simplePageSchema>;
