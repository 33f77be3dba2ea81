import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/industries/education. */
export const education = {
  title: "Softwareentwicklung für Bildung und EdTech | Alphai",
  description:
    "Lernplattformen, LMS-Integrationen, Prüfungstools und Offline-Lern-Apps für Schulen, Hochschulen, EdTech-Unternehmen und Bildungsstiftungen.",
  h1: "Bildungstechnologie, die im echten Unterricht funktioniert",
  intro:
    "Schulen, Hochschulen und EdTech-Unternehmen brauchen Technologie, die Lehrkräfte annehmen und Lernende auf jedem Gerät nutzen können. Wir entwickeln Lern-Apps und -Plattformen, binden sie über LTI und xAPI an LMS und Schulverwaltungssysteme an und achten auf Barrierefreiheit, geringe Bandbreite und den Datenschutz Minderjähriger.",
  challenges: [
    {
      icon: "layers",
      title: "Integration mit LMS und Schulverwaltung",
      body: "Moodle, Canvas, Blackboard, Google Classroom und Schulverwaltungssysteme halten jeweils nur einen Teil des Bildes. Ohne LTI 1.3, OneRoster oder xAPI übertragen Lehrkräfte Noten von Hand.",
    },
    {
      icon: "lock",
      title: "Schutz der Daten von Lernenden",
      body: "Lerndaten von Kindern unterliegen der DSGVO, in den USA dem FERPA und lokalen Datenschutzgesetzen – mit strengen Regeln zu Einwilligung, Profilbildung und Aufbewahrung.",
    },
    {
      icon: "timer",
      title: "Lastspitzen bei Anmeldung und Prüfungen",
      body: "Am Tag der Ergebnisse, bei der Anmeldung oder während Onlineprüfungen kann der Traffic um das Zehnfache steigen – und genau diese Ausfälle bleiben Eltern und Presse im Gedächtnis.",
    },
    {
      icon: "graduation-cap",
      title: "Akzeptanz bei Lehrkräften",
      body: "Tools, die Lehrkräften Mehrarbeit machen, werden stillschweigend aufgegeben, und Schulen mit schwacher Verbindung und geteilten Geräten erschweren die Einführung zusätzlich.",
    },
  ],
  approach: [
    {
      title: "Gestaltung mit Lehrenden und Lernenden",
      body: "Unterrichtsbeobachtung und Prototyptests mit Lehrkräften und Schülern; die Barrierefreiheit prüfen wir nach WCAG 2.2 AA.",
    },
    {
      title: "Integration über Standards",
      body: "LTI 1.3 für den Start von Tools aus dem LMS, xAPI und SCORM für Lerndaten und OneRoster für Klassenlisten und Noten.",
    },
    {
      title: "Offline-first, wo nötig",
      body: "Apps, die Lektionen und Tests auf dem Gerät speichern und synchronisieren, sobald eine Verbindung besteht – getestet auf günstigen Android-Tablets.",
    },
    {
      title: "Erkenntnisse, mit denen Lehrkräfte arbeiten können",
      body: "Dashboards, die zeigen, welche Lernenden diese Woche Unterstützung brauchen – nicht nur Statistiken zum Schuljahresende für die Zentrale.",
    },
  ],
  services: ["android", "react", "python", "postgresql", "ux-ui", "ai-integration"],
  stats: [
    { value: "180", label: "Schulen nutzen eine Offline-Lern-App, die wir gebaut haben" },
    { value: "3 Tage", label: "von der Lernstandserhebung im Unterricht bis zum Dashboard der Lehrkraft" },
    { value: "14 %", label: "Zuwachs der Rechenkompetenz an den Pilotschulen innerhalb eines Jahres" },
    { value: "WCAG 2.2 AA", label: "als Mindeststandard der Barrierefreiheit für jede Oberfläche" },
  ],
  cta: {
    title: "Sie bauen eine Lernplattform oder wollen eine verbessern?",
    body: "Erzählen Sie uns, wer Ihre Lernenden sind, welche Systeme Sie schon betreiben und welche Geräte genutzt werden. Wir schlagen ein erstes Release und den Weg der Integration vor.",
  },
} satisfies z.input<typeof audienceSchema>;
