import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/product-engineering/digital-transformation. */
export const digitalTransformation = {
  title: "Digitale Transformation: Beratung und Umsetzung | Alphai",
  description:
    "Digitale Transformation ab Ihren Prozessen: Analyse, Ablösung von Altsystemen, Systemintegration, Daten und Change-Management, das Ihre Teams mitnimmt.",
  h1: "Digitale Transformation, die verändert, wie gearbeitet wird",
  intro:
    "Transformation scheitert, wenn Software gekauft wird, bevor der Prozess verstanden ist. Wir erfassen zuerst, wie bei Ihnen gearbeitet wird, und ersetzen dann Papier, Tabellen und Altsysteme Schritt für Schritt durch Software, Integrationen und Daten, die Ihr Team annimmt, weil sie die Arbeit erleichtern.",
  offerings: [
    {
      icon: "compass",
      title: "Prozess- und Systemanalyse",
      body: "Wir erfassen aktuelle Prozesse, Systeme und Datenflüsse, messen, wo sich Zeitaufwand und Fehler häufen, und priorisieren Chancen nach Nutzen und Aufwand.",
    },
    {
      icon: "refresh-cw",
      title: "Modernisierung von Altsystemen",
      body: "Veraltete Desktop-, Microsoft-Access- oder On-Premises-Anwendungen werden in Etappen neu entwickelt oder auf eine neue Plattform gebracht, während der Betrieb weiterläuft.",
    },
    {
      icon: "git-branch",
      title: "Systemintegration",
      body: "APIs und Event-Flows, die ERP, CRM, Finanzwesen und Fachanwendungen wie SAP, Dynamics 365, Salesforce und Odoo miteinander verbinden.",
    },
    {
      icon: "settings",
      title: "Workflow-Automatisierung",
      body: "Freigabe-, Onboarding- und Vorgangsprozesse wandern aus E-Mails und Tabellen in nachvollziehbare Software mit klaren Zuständigkeiten.",
    },
    {
      icon: "bar-chart",
      title: "Daten und Reporting",
      body: "Eine einheitliche Reporting-Schicht mit abgestimmten Definitionen ersetzt manuelle Monatsabschluss-Tabellen durch Dashboards in Power BI oder Looker Studio.",
    },
    {
      icon: "users",
      title: "Change und Akzeptanz",
      body: "Schulungen, Key User in jeder Abteilung und Feedbackschleifen, damit neue Systeme wie vorgesehen genutzt und nicht umgangen werden.",
    },
  ],
  outcomes: [
    {
      title: "Weniger Statusanfragen",
      body: "Für einen Spediteur in Jebel Ali senkte eine einheitliche Sendungs-Timeline, gespeist von Frachtführern, dem Lager und 350 Lkw, die Statusanfragen beim Kundenservice um 48 %.",
      caseStudy: "freight-forwarder-shipment-visibility",
    },
    {
      title: "Weniger manuelle Fehler",
      body: "Die Anbindung des Bestellportals eines Großhändlers an sein ERP beseitigte Doppelerfassungen und reduzierte Rechnungskorrekturen um 35 %.",
    },
    {
      title: "Zahlen, denen alle vertrauen",
      body: "Ein gemeinsames Reporting-Modell anstelle verstreuter Tabellen liefert jeder Abteilung dieselben Zahlen und verkürzt das periodische Reporting von Wochen auf Tage.",
    },
  ],
  process: [
    {
      title: "Analysieren",
      body: "Interviews, Prozessbegehungen und eine Systeminventur ergeben eine Ist-Analyse und eine priorisierte Liste von Chancen.",
    },
    {
      title: "Roadmap",
      body: "Eine Roadmap in Phasen mit Business Cases, Abhängigkeiten und Quick Wins, abgestimmt mit der Geschäftsleitung und den betroffenen Teams.",
    },
    {
      title: "Pilot",
      body: "Ein Prozess oder eine Abteilung macht den Anfang, mit gemessenen Vorher-nachher-Ergebnissen, die den Ansatz belegen.",
    },
    {
      title: "Skalieren",
      body: "Bewährte Muster werden auf weitere Bereiche ausgerollt, mit Integration, Datenmigration und Schulung für jede Welle.",
    },
    {
      title: "Verankern",
      body: "Die Verantwortung geht an Ihre Teams über, mit Dokumentation, Support-Vereinbarungen und Kennzahlen, die sich auch nach unserem Rückzug weiter verbessern.",
    },
  ],
  tech: [
    { name: "Microsoft Power Platform", use: "Low-Code-Apps und -Flows, wo sie neben individueller Software passen" },
    { name: "Azure und AWS", use: "Hosting für neue Services und migrierte Workloads" },
    { name: "SAP, Dynamics 365 und Odoo", use: "ERP-Integration über Standard-APIs und Konnektoren" },
    { name: "Salesforce", use: "CRM-Integration und Datensynchronisation" },
    { name: "Apache Kafka", use: "Event-Streaming zwischen Systemen, die synchron bleiben müssen" },
    { name: "Power BI", use: "Reporting und Dashboards auf einem gemeinsamen Datenmodell" },
    { name: "Camunda", use: "BPMN-Workflows und Entscheidungsautomatisierung für komplexe Prozesse" },
    { name: ".NET und Java", use: "Individuelle Services, die Altsysteme ersetzen oder kapseln" },
  ],
  faqs: [
    {
      question: "Wo sollte eine digitale Transformation beginnen?",
      answer:
        "Bei den Prozessen, die am meisten Zeit kosten oder die meisten Fehler verursachen und für die sich jemand verbindlich verantwortlich fühlt. In der Analyse priorisieren wir die Chancen nach Nutzen und Aufwand und empfehlen meist einen Pilot, der innerhalb von drei bis vier Monaten Ergebnisse zeigen kann.",
    },
    {
      question: "Müssen wir unser ERP oder andere Kernsysteme ersetzen?",
      answer:
        "Selten. Der Großteil unserer Transformationsarbeit bindet bestehende Systeme an und ersetzt die Tabellen, E-Mail-Ketten und manuellen Mehrfacheingaben drumherum. Den Austausch eines Kernsystems empfehlen wir nur, wenn die Analyse zeigt, dass es der eigentliche Engpass ist.",
    },
    {
      question: "Wie stellen Sie sicher, dass die Mitarbeitenden die neuen Systeme annehmen?",
      answer:
        "Die Nutzer sind ab der Analyse eingebunden, Pilotprojekte werden durch ihr Feedback geprägt, und jeder Rollout umfasst Schulungen, Key User in den Abteilungen und Nutzungskennzahlen, die wir mit Ihnen auswerten.",
    },
    {
      question: "Setzen Sie Low-Code-Plattformen ein?",
      answer:
        "Wo sie passen. Die Power Platform eignet sich gut für Abteilungs-Apps auf Microsoft 365; individuelle Software ist sinnvoller für kundennahe, volumenstarke oder stark integrierte Systeme. Wir entscheiden je nach Anwendungsfall.",
    },
  ],
  related: ["app-modernization", "cloud-services", "chatgpt-integration"],
  cta: {
    title: "Sie ertrinken in Tabellen und manuellen Übergaben?",
    body: "Sagen Sie uns, welche Prozesse am meisten schmerzen. Wir schlagen einen Analyseumfang vor und zeigen, wo ein erster Pilot messbare Ergebnisse liefern könnte.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
