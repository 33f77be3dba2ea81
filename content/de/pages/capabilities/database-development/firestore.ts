import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/database/firestore. */
export const firestore = {
  title: "Firestore: Entwicklung und Datenmodellierung | Alphai",
  description:
    "Cloud-Firestore-Entwicklung: Datenmodellierung, Security Rules, zusammengesetzte Indizes, Offline-Sync und Kontrolle der Lesekosten für Mobile- und Web-Apps.",
  h1: "Firestore-Entwicklung für Echtzeit-Apps",
  intro:
    "Mit Firestore synchronisieren Mobile- und Web-Apps Daten in Echtzeit, ohne eigene Server. Dokumentenmodell, Security Rules und Abrechnung pro Lesezugriff belohnen aber sorgfältiges Design. Wir modellieren Daten entlang Ihrer Screens, schreiben und testen Security Rules und halten die Lesekosten mit wachsender Nutzung niedrig.",
  offerings: [
    {
      icon: "database",
      title: "Datenmodellierung",
      body: "Collections, Subcollections und denormalisierte Felder, ausgerichtet auf Ihre Abfragen, mit vorab geplanten zusammengesetzten Indizes und Limits.",
    },
    {
      icon: "lock",
      title: "Security Rules",
      body: "Firestore Security Rules auf Basis von Rollen und Eigentümerschaft, mit Validierung eingehender Daten und Tests in der Firebase Emulator Suite.",
    },
    {
      icon: "zap",
      title: "Cloud Functions und Trigger",
      body: "Serverseitige Logik bei Schreibvorgängen für Aggregation, Benachrichtigungen und Integrationen, geschrieben in TypeScript und per CI deployt.",
    },
    {
      icon: "smartphone",
      title: "Offline-first-Apps",
      body: "Offline-Persistenz und konfliktbewusste Schreibmuster für Flutter-, iOS- und Android-Apps, die in instabilen Netzen genutzt werden.",
    },
    {
      icon: "wallet",
      title: "Kostenanalyse",
      body: "Auswertung von Lese- und Schreibzugriffen sowie Listenern, um unnötige Abfragen zu streichen, dazu Export nach BigQuery für Analysen außerhalb von Firestore.",
    },
  ],
  outcomes: [
    {
      title: "Live-Ergebnisse, niedrige Betriebskosten",
      body: "Für ein Münchner Start-up im Amateurfußball liefert Firestore Live-Ergebnisse und Tabellen für 640 Teams – ohne Server, die das kleine Team betreiben müsste.",
      caseStudy: "amateur-football-league-app",
    },
    {
      title: "Daten geschützt durch getestete Regeln",
      body: "Security Rules mit Emulator-Tests fangen Fehler bei Zugriffsrechten in der CI ab statt in der Produktion.",
    },
    {
      title: "Apps, die offline funktionieren",
      body: "Außendienstteams erfassen Daten auch ohne Verbindung weiter; die Änderungen synchronisieren sich automatisch, sobald wieder Netz da ist.",
    },
  ],
  process: [
    {
      title: "Screens und Abfragen erfassen",
      body: "Wir listen jeden Screen und die Daten, die er liest oder schreibt – daraus ergeben sich Dokumentstruktur und Indizes.",
    },
    {
      title: "Modell und Regeln",
      body: "Collections, Security Rules und Emulator-Tests entstehen gemeinsam, bevor der App-Code von ihnen abhängt.",
    },
    {
      title: "Bauen und integrieren",
      body: "Integration der Client-SDKs, Cloud Functions und Analytics-Export liefern wir Feature für Feature.",
    },
    {
      title: "Review unter Last",
      body: "Nach dem Launch prüfen wir Nutzung und Kosten und passen Indizes und Listener an den tatsächlichen Traffic an.",
    },
  ],
  tech: [
    { name: "Cloud Firestore", use: "Serverlose Dokumentendatenbank mit Echtzeit-Sync" },
    { name: "Firebase Emulator Suite", use: "Lokales Testen von Regeln, Functions und Daten" },
    { name: "Cloud Functions for Firebase", use: "Serverseitige Trigger und APIs in TypeScript" },
    { name: "Firebase Authentication", use: "Nutzeridentitäten als Grundlage der Security Rules" },
    { name: "BigQuery", use: "Analysen auf exportierten Firestore-Daten" },
    { name: "Flutter", use: "Plattformübergreifende Mobile-Clients mit FlutterFire" },
    { name: "Algolia", use: "Volltextsuche, die Firestore nicht mitbringt" },
  ],
  faqs: [
    {
      question: "Wann ist Firestore die falsche Wahl?",
      answer:
        "Wenn Sie komplexe Joins, Ad-hoc-Reporting oder umfangreiche Aggregationen über viele Dokumente brauchen. Dann passt meist eine relationale Datenbank wie PostgreSQL besser oder Firestore in Kombination mit BigQuery.",
    },
    {
      question: "Warum wächst unsere Firestore-Rechnung schneller als unsere Nutzerzahl?",
      answer:
        "Meist liegt es an Listenern auf großen Collections, an Abfragen, die mehr Dokumente lesen als sie anzeigen, oder an Zählungen, die im Client berechnet werden. Wir verfolgen, woher die Lesezugriffe kommen, und bauen die größten Kostentreiber um.",
    },
    {
      question: "Können Sie uns von Firestore wegmigrieren, wenn wir herausgewachsen sind?",
      answer:
        "Ja. Wir exportieren die Daten, bilden die Dokumente auf ein relationales oder MongoDB-Schema ab, betreiben während des Übergangs beide Systeme parallel und stellen die App schrittweise auf die neue API um.",
    },
  ],
  related: ["flutter", "gcp", "mongodb", "react-native"],
  cta: {
    title: "Sie bauen auf Firebase und Firestore?",
    body: "Erzählen Sie uns von Ihrer App und ihren Daten. Wir prüfen Ihr Modell, Ihre Regeln und Ihre Kosten – oder entwerfen sie mit Ihnen von Anfang an.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
