import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/services/website-development. */
export const websiteDevelopment = {
  title: "Entwicklung individueller Webanwendungen | Alphai",
  description:
    "Webanwendungen in React, Angular, Vue, .NET, Java, Python und Node.js: Portale, SaaS-Plattformen und APIs, die mitwachsen und wartbar bleiben.",
  h1: "Webanwendungen auf dem Stack, der zu Ihrem Produkt passt",
  intro:
    "Kundenportale, SaaS-Plattformen, interne Tools und die APIs dahinter. Wir entwickeln Webanwendungen in den wichtigsten Frontend- und Backend-Stacks und wählen zwischen ihnen nach Ihrem Team, Ihren Integrationen und der Richtung Ihres Produkts, nicht danach, was wir zuletzt zufällig eingesetzt haben.",
  overview:
    "In unseren Web-Teams arbeiten Frontend-Entwickler für React, Angular oder Vue mit Backend-Entwicklern für .NET, Java, Python oder Node.js zusammen, dazu QA- und DevOps-Engineers aus demselben Entwicklungszentrum in Lahore. Architekturentscheidungen halten wir in kurzen Decision Records fest, damit Ihr Team jederzeit sieht, warum eine Wahl getroffen wurde. Jedes Projekt steht auf derselben Basis: TypeScript oder stark typisierte Backends, automatisierte Tests in der CI, ein Preview-Deployment für jeden Pull Request, Barrierefreiheit nach WCAG 2.2 AA und Monitoring im Produktivbetrieb. Wir übernehmen auch bestehende Codebasen. Zuerst kommt ein Code- und Architektur-Audit, dann ein Plan, um Bestehendes zu stabilisieren, zu aktualisieren und zu erweitern, statt es pauschal neu zu schreiben.",
  cards: {
    angular:
      "Angular-Anwendungen mit Standalone Components, Signals und typisierten Reactive Forms für große Unternehmensportale, dazu Upgrades von AngularJS und älteren Versionen.",
    dotnet:
      "ASP.NET-Core-APIs, Blazor-Frontends und Entity Framework Core sowie Migrationen vom .NET Framework auf modernes .NET in Linux-Containern.",
    react:
      "React- und Next.js-Anwendungen mit Server Components, TanStack Query und gut getesteten Hooks, von inhaltsreichen Websites bis zu komplexen SaaS-Dashboards.",
    java: "Spring-Boot-Services auf Java 21 für transaktionale, regulierte Systeme, einschließlich Kafka-basierter Integration und der schrittweisen Zerlegung von Monolithen.",
    vue: "Vue-3- und Nuxt-Anwendungen mit Composition API und Pinia sowie geplante Migrationen von Vue-2-Codebasen, die keine offiziellen Fixes mehr erhalten.",
    python:
      "Django- und FastAPI-Backends, Plattformen mit umfangreichen Admin-Oberflächen sowie Daten- und Machine-Learning-Services, geschrieben mit Type Hints und abgedeckt durch pytest.",
    node: "TypeScript-Backends auf Node.js mit NestJS oder Fastify: REST- und GraphQL-APIs, Echtzeitfunktionen über WebSockets und Queue-gesteuerte Worker.",
  },
  whyUs: [
    {
      icon: "layers",
      title: "Ein Stack, der passt",
      body: "Wir empfehlen ein Framework erst nach einem Blick auf die Fähigkeiten Ihres Teams, den lokalen Arbeitsmarkt und Ihre Integrationen, und wir halten die Abwägungen schriftlich fest.",
    },
    {
      icon: "refresh-cw",
      title: "Übernahmen ohne Drama",
      body: "Wir übernehmen regelmäßig Codebasen anderer Dienstleister. Ein Audit, ein Sicherheitsnetz aus Tests und kleine Upgrades kommen, bevor überhaupt von einer Neuentwicklung die Rede ist.",
    },
    {
      icon: "gauge",
      title: "Performance, die Sie sehen",
      body: "Core Web Vitals und API-Latenz messen wir bei echten Nutzern und verfolgen sie in einem gemeinsamen Dashboard, statt sie nach einem einzelnen Labortest zu behaupten.",
    },
    {
      icon: "shield",
      title: "Sicherheit als Routine",
      body: "Dependency-Scans, Prüfungen gegen die OWASP Top 10 und Secrets-Management laufen in jeder Pipeline; vor großen Launches kommen Penetrationstests hinzu.",
    },
  ],
  process: [
    {
      title: "Technische Discovery",
      body: "Wir erfassen Nutzer, Integrationen, Daten und nicht-funktionale Anforderungen wie Last, Datenresidenz und Barrierefreiheit.",
    },
    {
      title: "Architektur und Plan",
      body: "Stack, Hosting und Service-Grenzen legen wir in einem kurzen Designdokument fest, zusammen mit Release-Plan und Schätzung.",
    },
    {
      title: "Iterative Umsetzung",
      body: "Zweiwöchige Sprints, eine Preview-Umgebung für jeden Pull Request und eine Demo lauffähiger Software in jedem Review.",
    },
    {
      title: "Launch und Betrieb",
      body: "Lasttests, ein geprobter Cut-over, Produktionsmonitoring und ein vereinbartes Supportmodell nach dem Go-live.",
    },
  ],
  cta: {
    title: "Sie bauen eine neue Webplattform oder müssen eine alte retten?",
    body: "Beschreiben Sie uns Produkt, Nutzer und, falls vorhanden, die Codebasis. Wir melden uns mit einer Stack-Empfehlung, einer Teamaufstellung und einem ersten Meilenstein.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
