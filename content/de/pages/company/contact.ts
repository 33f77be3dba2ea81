import type { z } from "zod";
import type { simplePageSchema } from "../../../schema";

/** Die Seite /de/contactus. */
export const contactPage = {
  title: "Kontakt: Büros in Dubai, Lahore und München | Alphai",
  description:
    "Sprechen Sie mit Alphai über Ihr Projekt oder eine Partnerschaft: Büros in Dubai, Lahore und München, Mo.–Fr. 09:00–18:00 Uhr, Antwort binnen eines Werktags.",
  h1: "Kontakt",
  intro:
    "Erzählen Sie uns von Ihrem Projekt, Ihrem Zeitplan und Ihrem Budget. Jemand aus der Leitung des passenden Fachbereichs antwortet innerhalb eines Werktags – oder Sie rufen das Büro in Ihrer Nähe an.",
  cta: {
    title: "Lieber zuerst persönlich sprechen?",
    body: "Rufen Sie die Leitung des Büros in Ihrer Nähe an, auf Deutsch, Englisch oder Arabisch. Außerhalb der Geschäftszeiten bitten Sie im Formular um ein 30-minütiges Gespräch, und wir schlagen Termine in Ihrer Zeitzone vor.",
  },
} satisfies z.input<typeof simplePageSchema>;
