import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/who-we-serve/it-firms. */
export const ngos = {
  title: "Software für NGOs und Entwicklungsorganisationen | Alphai",
  description:
    "Digitale Werkzeuge für NGOs, Stiftungen und Entwicklungszusammenarbeit: Offline-Apps für die Feldarbeit, Geberberichte und IATI-Daten im Förderbudget.",
  h1: "Digitale Werkzeuge für NGOs, Stiftungen und Entwicklungsprogramme",
  intro:
    "NGOs, Stiftungen und Organisationen der Entwicklungszusammenarbeit brauchen Software, die im Feld funktioniert, Geldgeber überzeugt und die Förderung überdauert. Wir entwickeln Offline-first-Apps zur Datenerhebung, M&E-Plattformen und Fundraising-Websites – passend zum Förderbudget und übergeben an Ihr Team oder einen lokalen Partner.",
  challenges: [
    {
      icon: "globe",
      title: "Feldarbeit ohne verlässliche Verbindung",
      body: "Gesundheitshelfer, Lehrkräfte und Erhebungsteams arbeiten dort, wo der Mobilfunkempfang lückenhaft ist und Stromausfälle zum Alltag gehören – oft auf günstigen Android-Smartphones, die sich mehrere Mitarbeitende teilen.",
    },
    {
      icon: "file-text",
      title: "Geberberichte, die Programmzeit fressen",
      body: "Jeder Geldgeber will andere Indikatoren, Vorlagen und Fristen. Mitarbeitende verbringen Wochen damit, Tabellen aus den Länderbüros zusammenzuführen, statt Programme umzusetzen.",
    },
    {
      icon: "lock",
      title: "Sensible Daten über schutzbedürftige Menschen",
      body: "Daten von Begünstigten, Gesundheitsdaten und Informationen über Kinder erfordern informierte Einwilligung, Datenminimierung und Zugriffskontrollen, die der DSGVO und den lokalen Datenschutzgesetzen genügen.",
    },
    {
      icon: "wallet",
      title: "Förderbudgets und Nachhaltigkeit",
      body: "Mittel fließen in festen Tranchen und nach Vergaberegeln, und die Systeme müssen auch nach Ende der Projektlaufzeit bezahlbar in Hosting und Wartung bleiben.",
    },
  ],
  approach: [
    {
      title: "Feldforschung vor dem Design",
      body: "Wir beobachten, wie Mitarbeitende tatsächlich arbeiten, und testen Prototypen mit ihnen in den lokalen Sprachen – mit Audiohinweisen und symbolgestützten Oberflächen für Menschen mit geringer Lesekompetenz.",
    },
    {
      title: "Offene Standards und bewährte Werkzeuge",
      body: "Wo es passt, integrieren wir DHIS2, KoboToolbox und ODK und exportieren IATI-konforme Daten. So binden Sie sich nicht an eine Individualsoftware.",
    },
    {
      title: "Budgets im Takt der Förderzyklen",
      body: "Festpreisphasen, abgestimmt auf Fördertranchen und die Meilensteine der Geldgeber, mit einer Dokumentation, die Ihre Vergabe- und Prüfanforderungen unterstützt.",
    },
    {
      title: "Übergabe und Kompetenzaufbau",
      body: "Wir schulen Ihre Mitarbeitenden oder einen lokalen Partner, dokumentieren Hosting und Support und planen so, dass Sie die laufenden Kosten nach der Förderung selbst tragen können.",
    },
  ],
  services: ["discovery", "android", "python", "postgresql", "marketing-websites", "app-support-maintenance"],
  stats: [
    { value: "2.000", label: "kommunale Gesundheitshelfer nutzen eine von uns gebaute Feld-App" },
    { value: "9", label: "Länder berichten über eine gemeinsame Programmdatenplattform" },
    { value: "3 Tage", label: "für einen Quartalsbericht an Geldgeber statt drei Wochen" },
    { value: "180", label: "Schulen mit niedrigem Schulgeld nutzen unsere Offline-Lern-App" },
  ],
  cta: {
    title: "Sie schreiben einen Antrag mit digitaler Komponente?",
    body: "Wir helfen Ihnen, den technischen Teil eines Förderantrags zu planen und zu kalkulieren – und ihn so zu beschreiben, dass die technischen Gutachter des Geldgebers ihn akzeptieren.",
  },
} satisfies z.input<typeof audienceSchema>;
