import type { z } from "zod";
import type { audienceSchema } from "../../../schema";

/** Die Seite /de/industries/banking-finance. */
export const bankingFinance = {
  title: "Softwareentwicklung für Banken und Fintechs | Alphai",
  description:
    "Open-Banking-APIs, KYC/AML-Onboarding und Kernbankenintegration, die der Aufsicht standhalten – für Banken, Kreditgeber und Fintechs am Golf und im DACH-Raum.",
  h1: "Banken- und Fintech-Software, der Aufsicht und Kunden vertrauen können",
  intro:
    "Banken, Kreditgeber, Zahlungsdienstleister und Vermögensplattformen arbeiten unter Regeln, die jedes Feature prägen: PSD2 und Open Banking, KYC und AML, Vorgaben zum Speicherort der Daten und operative Resilienz. Unsere Entwickler haben Onboarding-Apps, Open-Banking-API-Schichten und Kernbankenintegrationen für Finanzinstitute in den Golfstaaten und im DACH-Raum gebaut.",
  challenges: [
    {
      icon: "globe",
      title: "PSD2, Open Banking und Open Finance",
      body: "Die PSD2 der EU und die Open-Banking-Rahmenwerke Saudi-Arabiens, der VAE und Bahrains verlangen einwilligungsbasierte APIs mit starker Kundenauthentifizierung und hohen Anforderungen an die Performance.",
    },
    {
      icon: "shield",
      title: "KYC, AML und Betrugsprävention",
      body: "Das Onboarding muss Identitäten prüfen, gegen Sanktions- und PEP-Listen abgleichen und das Transaktionsmonitoring speisen – ohne aus einer dreiminütigen Registrierung eine dreitägige Tortur zu machen.",
    },
    {
      icon: "database",
      title: "Integration ins Kernbankensystem",
      body: "Temenos, Finacle, Oracle FLEXCUBE und selbst entwickelte Kernsysteme wurden für Batchverarbeitung und Filialterminals gebaut, nicht für mobile Apps und API-Traffic von Dritten.",
    },
    {
      icon: "lock",
      title: "Resilienz, Sicherheit und Audit",
      body: "DORA in der EU, PCI DSS für Kartendaten und die Vorgaben der Zentralbanken am Golf verlangen erprobte Wiederherstellung, strenge Zugriffskontrolle und Nachweise, die Prüfer nachvollziehen können.",
    },
  ],
  approach: [
    {
      title: "Compliance im Backlog",
      body: "Regulatorische Anforderungen werden zu User Stories mit Akzeptanzkriterien, die wir mit Ihren Compliance- und Risikoteams abstimmen – vor der Entwicklung, nicht erst danach.",
    },
    {
      title: "Eine API-Schicht vor dem Kernsystem",
      body: "Change Data Capture, Caching und idempotente Transaktions-APIs entkoppeln die digitalen Kanäle vom Kernsystem, sodass Mobil- und Partner-Traffic die Batchsysteme nie überlastet.",
    },
    {
      title: "Identitätsprüfung und Screening mit Sorgfalt",
      body: "eKYC mit Liveness-Check, Anbindung nationaler digitaler Identitäten, Sanktions- und PEP-Screening und Risikobewertung – jede Entscheidung für das Audit protokolliert.",
    },
    {
      title: "Sicher und häufig releasen",
      body: "Automatisierte Tests, Parallelläufe gegen die Altsysteme und gestaffelte Rollouts ermöglichen Releases alle zwei Wochen, ohne die Regeln des Change-Managements zu verletzen.",
    },
  ],
  services: ["java", "react-native", "app-modernization", "devops-ci-cd", "quality-assurance", "azure"],
  stats: [
    { value: "0,6 s", label: "p95-Antwortzeit der Open-Banking-API einer bayerischen Bank" },
    { value: "99,95 %", label: "API-Verfügbarkeit im ersten Jahr nach der Umstellung" },
    { value: "37 %", label: "weniger Abbrüche im Onboarding bei einem digitalen Kreditgeber in Riad" },
    { value: "71 %", label: "der Kreditanträge ohne manuelle Prüfung entschieden" },
  ],
  cta: {
    title: "Sie arbeiten an Open Banking, Onboarding oder einer Kernbankenmigration?",
    body: "Sprechen Sie mit Entwicklern, die Kernbankensysteme angebunden und Sicherheitsprüfungen von Banken durchlaufen haben. Wir sagen Ihnen, was in Ihrem Zeitplan realistisch ist.",
  },
} satisfies z.input<typeof audienceSchema>;
