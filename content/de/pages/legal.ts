import type { z } from "zod";
import type { legalSchema } from "../../schema";

/** Der Rahmen der beiden Rechtsseiten; ihr Text entsteht aus den Fakten und den Einstellungen (content/legal.ts). */
export const legalPages = {
  "privacy-policy": {
    title: "Datenschutzerklärung | Alphai",
    description:
      "Welche personenbezogenen Daten die Website von Alphai erhebt, wozu, auf welcher Rechtsgrundlage und wie lange, wer sie erhält und Ihre Rechte nach der DSGVO.",
    h1: "Datenschutzerklärung",
    intro:
      "Diese Erklärung beschreibt, was mit personenbezogenen Daten geschieht, wenn Sie diese Website nutzen: bei einer Anfrage, beim Newsletter, bei einer Bewerbung und bei jedem Besuch. Die genannten Speicherfristen sind die, die der Server der Website tatsächlich einhält.",
  },
  "legal-notice": {
    title: "Impressum | Alphai",
    description:
      "Das Unternehmen hinter der Website von Alphai: Name und Anschrift, Geschäftsführung, Kontaktdaten, Handelsregister und Umsatzsteuer-Identifikationsnummer.",
    h1: "Impressum",
    intro:
      "Angaben gemäß § 5 DDG: wer diese Website betreibt, wie Sie uns schnell erreichen und wo das Unternehmen im Handelsregister eingetragen ist.",
  },
} satisfies Record<string, z.input<typeof legalSchema>>;
