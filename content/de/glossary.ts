/**
 * Ein Wort pro Begriff (Issue 35 §3): die deutschen Bezeichnungen der wichtigsten Begriffe der Website. Das Menü, die
 * Hauptüberschrift (h1) und der Seitentitel einer Seite nennen ihren Begriff mit genau diesem Wort, und kein Menü,
 * keine Hauptüberschrift und kein Titel einer deutschen Seite verwendet eines der verworfenen Synonyme (`avoid`).
 * Geprüft von content/de/glossary.test.ts; beschrieben in docs/content.md („Glossar“).
 *
 * `pageId`: die Seite des Begriffs (content/registry.ts), falls er eine hat. `heading: false`, wenn die
 * Hauptüberschrift der Seite den Begriff nicht nennen muss (mit Grund).
 */
export interface GlossaryEntry {
  /** Der Begriff, auf Englisch, wie ihn die englischen Seiten nennen. */
  readonly concept: string;
  /** Das eine deutsche Wort dafür. */
  readonly term: string;
  /** Synonyme, die auf den deutschen Seiten nicht (mehr) als Name des Begriffs stehen. */
  readonly avoid: readonly string[];
  readonly pageId?: string;
}

export const glossary: readonly GlossaryEntry[] = [
  {
    concept: "Engagement models",
    term: "Zusammenarbeitsmodelle",
    avoid: ["Kooperationsmodell", "Modelle der Zusammenarbeit", "Modell der Zusammenarbeit", "Engagement-Modell"],
    pageId: "engagement-models",
  },
  {
    concept: "Our work (case studies)",
    term: "Referenzen",
    avoid: ["Fallstudien", "Case Studies", "Unsere Arbeit"],
    pageId: "work",
  },
  { concept: "Services (what we do)", term: "Leistungen", avoid: ["Dienstleistungen", "Angebot"] },
  { concept: "Careers", term: "Karriere", avoid: ["Karrieren", "Jobs & Karriere"], pageId: "careers" },
  { concept: "Open roles (jobs)", term: "Stellen", avoid: ["Jobs", "Stellenangebote", "Vakanzen"] },
  { concept: "Contact us", term: "Kontakt", avoid: ["Kontaktieren Sie uns", "Sprechen Sie uns an"], pageId: "contact" },
  { concept: "Resources", term: "Wissen", avoid: ["Ressourcen", "Ratgeber"], pageId: "resources" },
  { concept: "Life at Alphai", term: "Arbeiten bei Alphai", avoid: ["Leben bei Alphai"], pageId: "life-at-alphai" },
];
