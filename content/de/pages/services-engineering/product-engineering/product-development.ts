import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/product-engineering/product-development. */
export const productDevelopment = {
  title: "Entwicklung individueller Softwareprodukte | Alphai",
  description:
    "Produktentwicklung aus einer Hand: MVPs und ausgereifte Plattformen von interdisziplinären Squads, mit CI/CD, automatisierten Tests und klaren Release-Metriken.",
  h1: "Produktentwicklung vom MVP bis zur skalierbaren Plattform",
  intro:
    "Wir entwickeln Softwareprodukte von Anfang bis Ende: Web- und Mobile-Frontends, APIs, Daten und Infrastruktur. Ein interdisziplinäres Squad bringt Ihr Produkt vom ersten nutzbaren Release zur stabilen Plattform, liefert in jedem Sprint und berichtet über die Kennzahlen, die Ihnen wichtig sind, statt über verbrauchte Stunden.",
  offerings: [
    {
      icon: "rocket",
      title: "MVP-Entwicklung",
      body: "Ein erstes Release, beschränkt auf die kleinste Menge an Funktionen, die den Business Case belegen kann, typischerweise nach 10–16 Wochen live.",
    },
    {
      icon: "code",
      title: "Full-Stack-Entwicklung",
      body: "Web-, Mobile- und Backend-Entwicklung in React, Angular, Flutter, Node.js, .NET, Java oder Python, passend zu Ihrem Team und Ihrer Roadmap gewählt.",
    },
    {
      icon: "git-branch",
      title: "CI/CD und Umgebungen",
      body: "Automatisierte Builds, Tests und Deployments ab dem ersten Sprint, mit Preview-Umgebungen und Infrastruktur als Code.",
    },
    {
      icon: "bug",
      title: "Eingebaute Qualitätssicherung",
      body: "QA-Engineers im Squad schreiben parallel zu den Features automatisierte Tests und führen vor jedem Release explorative Tests durch.",
    },
    {
      icon: "trending-up",
      title: "Skalierung und Härtung",
      body: "Performance-Profiling, Caching, Datenbank-Tuning und Architekturanpassungen, wenn Traffic, Datenmengen oder Teamgröße dem MVP entwachsen.",
    },
    {
      icon: "users",
      title: "Teamerweiterung",
      body: "Ein dediziertes Squad, das in Ihren Abläufen und Tools arbeitet, wenn Sie bereits eine Produktleitung haben, aber mehr Entwicklungskapazität brauchen.",
    },
  ],
  outcomes: [
    {
      title: "In finanzierten Phasen geliefert",
      body: "Für eine gemeinnützige Sportorganisation aus Genf verkürzte eine Plattform, gebaut in zwei Festpreisphasen passend zum Förderzyklus, das vierteljährliche Spenderreporting von drei Wochen auf drei Tage.",
      caseStudy: "sports-for-development-programme-platform",
    },
    {
      title: "Releases werden Routine",
      body: "Trunk-based Development und automatisierte Deployments bringen Teams typischerweise von einem Release pro Monat auf mehrere pro Woche.",
    },
    {
      title: "Stabil bei Wachstum",
      body: "Lasttests gegen die erwarteten Spitzen, Caching und Query-Tuning vor dem Launch halten die Antwortzeiten stabil, auch wenn sich die Zahl aktiver Nutzer vervielfacht.",
    },
  ],
  process: [
    {
      title: "Projektstart",
      body: "Wir bestätigen Umfang, Architektur, Team und Release-Plan und richten Repositories, Pipelines und Umgebungen ein.",
    },
    {
      title: "Umsetzung in Sprints",
      body: "Zweiwöchige Sprints mit Planning, einer Demo lauffähiger Software und einer Retrospektive, jeweils gemeinsam mit Ihrem Product Owner.",
    },
    {
      title: "Release",
      body: "Gestaffelte Rollouts hinter Feature Flags, mit Monitoring und einem Rollback-Plan für jedes Produktiv-Deployment.",
    },
    {
      title: "Messen und weiterentwickeln",
      body: "Produkt-Analytics und Nutzerfeedback fließen ins Backlog, und wir überprüfen die Architektur, während das Produkt wächst.",
    },
  ],
  tech: [
    { name: "React und Next.js", use: "Web-Frontends und serverseitig gerenderte Produktoberflächen" },
    { name: "Flutter", use: "Plattformübergreifende Mobile-Apps aus einer Dart-Codebasis" },
    { name: "Node.js und NestJS", use: "TypeScript-APIs, Echtzeitfunktionen und Background-Worker" },
    { name: "Spring Boot und .NET", use: "Transaktionale Services für Enterprise-Umfelder und regulierte Branchen" },
    { name: "PostgreSQL", use: "Relationale Standarddatenbank für Produktdaten" },
    { name: "GitHub Actions", use: "Build-, Test- und Deployment-Pipelines" },
    { name: "Terraform", use: "Infrastruktur als Code auf AWS, Azure oder Google Cloud" },
    { name: "Sentry", use: "Fehler-Tracking und Performance-Monitoring im Produktivbetrieb" },
    { name: "PostHog", use: "Produkt-Analytics, Funnels und Feature Flags" },
  ],
  faqs: [
    {
      question: "Wie schätzen Sie eine Produktentwicklung?",
      answer:
        "Wir zerlegen den Umfang in Features, schätzen sie gemeinsam mit den Entwicklern, die sie bauen werden, als Spannen und planen ausdrückliche Puffer für Integrationsrisiken ein. Bei einem MVP zum Festpreis wird der Umfang in einem Detailgrad eingefroren, den beide Seiten abzeichnen; für laufende Arbeit setzen wir ein dediziertes Team oder Abrechnung nach Aufwand ein und planen jedes Quartal neu.",
    },
    {
      question: "Wie ist ein typisches Produkt-Squad aufgestellt?",
      answer:
        "Für ein MVP meist mit einer Produktleitung, einem Designer, drei bis fünf Entwicklern und einem QA-Engineer, dazu ein Architekt und ein DevOps-Engineer in Teilzeit. Das Squad wächst oder schrumpft mit der Roadmap.",
    },
    {
      question: "Wem gehören Code und Infrastruktur?",
      answer:
        "Ihnen, ab dem ersten Commit. Der Code liegt in Ihren Repositories, die Infrastruktur läuft in Ihren Cloud-Konten, und die Rechte am geistigen Eigentum werden Ihnen vertraglich übertragen.",
    },
    {
      question: "Können Sie ein Produkt übernehmen, das ein anderer Dienstleister begonnen hat?",
      answer:
        "Ja. Wir beginnen mit einem zweiwöchigen Code- und Architektur-Audit, sichern die riskantesten Teile mit Tests ab und setzen dann die Entwicklung fort. Dabei verbessern wir die Codebasis laufend, statt sie neu zu schreiben.",
    },
  ],
  related: ["discovery", "devops-ci-cd", "quality-assurance", "our-team"],
  cta: {
    title: "Bereit, Ihr Produkt zu bauen?",
    body: "Erzählen Sie uns von Produkt, Zeitplan und Budgetrahmen. Wir melden uns mit einem Teamvorschlag und einem Plan für das erste Release.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
