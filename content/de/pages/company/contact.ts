import type { z } from "zod";
import type { simplePageSchema } from "../../../schema";

/** Die Seite /de/contactus. */
export const contactPage = {
  title: "Kontakt: Büros in Dubai, Lahore und München | Alphai",
  description:
    "Sprechen Sie mit Alphai über Ihr Projekt oder eine Partnerschaft: Büros in Dubai, Lahore und München, Mo.–Fr. 09:00–18:00 Uhr, Antwort binnen eines Werktags.",
  h1: "Kontakt",
  intro:
    "Erzählen Sie uns im Formular von Ihrem Projekt, Ihrem Zeitplan und Ihrem Budget – oder wenden Sie sich direkt an das Büro in Ihrer Nähe. Unsere Büros in Dubai, Lahore und München sind montags bis freitags von 09:00 bis 18:00 Uhr Ortszeit für Sie da, und jede Anfrage beantwortet jemand aus der Leitung des passenden Fachbereichs innerhalb eines Werktags.",
  cta: {
    title: "Lieber zuerst persönlich sprechen?",
    body: "Bitten Sie in Ihrer Nachricht im Formular oben um ein 30-minütiges Kennenlerngespräch. Wir antworten innerhalb eines Werktags mit Terminvorschlägen in Ihrer Zeitzone – für ein Gespräch auf Deutsch, Englisch oder Arabisch.",
  },
} satisfies z.input<typeof simplePageSchema>;
