import type { z } from "zod";
import type { simplePageSchema } from "../../../schema";

/** Die Seite /de/resource. */
export const resourcesPage = {
  title: "Wissen: Leitfäden für Softwareprojekte | Alphai",
  description:
    "Praxisleitfäden von Alphai zu Zusammenarbeitsmodellen, MVP-Discovery, App-Budgets, DSGVO im DACH-Raum und Legacy-Modernisierung für Produktverantwortliche.",
  h1: "Wissen für die Planung von Softwareprojekten",
  intro:
    "Artikel und Leitfäden unserer Engineers, Designer und Delivery Leads für alle, die Software in Auftrag geben: wie Sie das passende Zusammenarbeitsmodell wählen, was eine Discovery-Phase liefern sollte, wie Sie das Budget für eine App planen und wie Sie ein Produkt auf die europäischen Datenschutzregeln vorbereiten.",
  cta: {
    title: "Ihre Frage ist noch nicht beantwortet?",
    body: "Schicken Sie sie uns. Ist die Antwort auch für andere nützlich, wird daraus vielleicht unser nächster Leitfaden – in jedem Fall antwortet Ihnen jemand aus unserer Leitung persönlich.",
  },
} satisfies z.input<typeof simplePageSchema>;
