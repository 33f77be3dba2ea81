import type { z } from "zod";
import type { audienceSchema } from "../../../schema";
import { ratingText, site } from "../../../site";

/** Die Seite /de/who-we-serve/enterprises. */
export const enterprises = {
  title: "Software und Modernisierung für Großunternehmen | Alphai",
  description:
    "Alphai modernisiert Altsysteme, integriert ERP- und Kernplattformen und baut sichere Kunden-Apps für Großunternehmen am Golf, im DACH-Raum und in Südasien.",
  h1: "Altsysteme modernisieren, ohne das Geschäft anzuhalten, das auf ihnen läuft",
  intro:
    "Große Organisationen fangen selten bei null an. Wir arbeiten mit Ihren Teams aus IT, Informationssicherheit und Einkauf zusammen, lösen veraltete Anwendungen Schritt für Schritt ab, verbinden SAP, Oracle und Eigenentwicklungen über sauber gesteuerte APIs und liefern Apps für Kunden und Mitarbeitende, die Ihre Sicherheitsprüfung bestehen.",
  challenges: [
    {
      icon: "refresh-cw",
      title: "Altsysteme, die niemand anfassen will",
      body: "Kritische Prozesse laufen auf Anwendungen, die zehn oder zwanzig Jahre alt sind und deren ursprüngliche Entwickler längst gegangen sind. Big-Bang-Neuentwicklungen sind schon einmal gescheitert, also will niemand die nächste verantworten.",
    },
    {
      icon: "layers",
      title: "Punkt-zu-Punkt-Integration",
      body: "Handgestrickte Schnittstellen, nächtliche Dateiübertragungen und gemeinsam genutzte Datenbanken machen jede Änderung riskant und jeden neuen digitalen Kanal zur langwierigen Einführung.",
    },
    {
      icon: "shield",
      title: "Sicherheit, Audits und Speicherort der Daten",
      body: "Dienstleister müssen Sicherheitsfragebögen, Penetrationstests und die Vorgaben zum Speicherort der Daten in den VAE, in Saudi-Arabien oder nach der DSGVO erfüllen, bevor sie eine Zeile Code schreiben.",
    },
    {
      icon: "building",
      title: "Viele Beteiligte, ein Umsetzungsplan",
      body: "Fachbereiche, zentrale IT, Informationssicherheit, Einkauf und Betriebsrat reden mit. Projekte geraten ins Stocken, wenn niemand neben dem Code auch die Abhängigkeiten steuert.",
    },
  ],
  approach: [
    {
      title: "Schrittweise Modernisierung",
      body: "Wir setzen eine API-Schicht vor das Altsystem und verlagern eine Funktion nach der anderen. Alt und Neu laufen mit automatisiertem Abgleich parallel, bis jeder Teil abgeschaltet ist.",
    },
    {
      title: "Gesteuerte Integration",
      body: "Contract-first-APIs, Event-Streams und Change Data Capture ersetzen nächtliche Batches – mit Versionierung, Monitoring und Zuständigkeiten, die vorab vereinbart sind.",
    },
    {
      title: "Sicherheit und Compliance von Anfang an",
      body: "Threat Modeling, Dependency-Scans, Penetrationstests und Audit-Logging gehören zu jedem Release, und das Hosting bleibt in der Region, die Ihre Aufsichtsbehörde erwartet.",
    },
    {
      title: "Transparente Projektsteuerung",
      body: "Ein fest benannter Delivery Manager, Statusberichte für den Lenkungsausschuss alle zwei Wochen, ein Risiko- und Abhängigkeitslog und Burn-up-Charts mit Budgetbezug – dazu Festpreisphasen, wo der Einkauf sie braucht.",
    },
  ],
  services: ["digital-transformation", "app-modernization", "java", "dotnet", "azure", "quality-assurance"],
  stats: [
    { value: "3", label: "regionale Standorte: Dubai, Lahore und München" },
    { value: `${site.figures.countries}`, label: "Länder, in denen unsere Kunden tätig sind" },
    { value: `${site.figures.projects}+`, label: "von unseren Teams umgesetzte Projekte" },
    {
      value: ratingText("de"),
      label: `Kundenbewertung aus ${site.rating.count} Rezensionen auf ${site.rating.source}`,
    },
  ],
  cta: {
    title: "Sie wollen ein Altsystem ablösen?",
    body: "Schicken Sie uns einen Überblick über das System und alles, was davon abhängt. Wir schlagen einen Plan in Phasen vor, mit einem ersten Abschnitt, den Sie Ihrem Lenkungsausschuss vorlegen können.",
  },
} satisfies z.input<typeof audienceSchema>;
