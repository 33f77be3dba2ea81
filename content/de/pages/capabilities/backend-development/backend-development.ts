import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/backend-development. */
export const backendDevelopment = {
  title: "Backend-Entwicklung: unsere Kompetenzen | Alphai",
  description:
    "Backend-Entwicklung mit .NET, Node.js, Java und Python: APIs, Integrationen und Services, ausgelegt auf Last, Sicherheit und einfachen Betrieb.",
  h1: "Backend-Entwicklung für APIs und Services, die halten",
  intro:
    "Hinter jedem Screen stehen eine API, eine Queue, eine Datenbank und Integrationen, die auch um 3 Uhr nachts funktionieren müssen. Unsere Backend-Entwickler bauen diese Services in .NET, Node.js, Java und Python – mit Observability, Security-Reviews und automatisierten Tests ab dem ersten Commit.",
  overview:
    "Backend-Sprachen wählen wir danach, was passt, nicht aus Gewohnheit. .NET eignet sich für Unternehmen, die bereits auf Microsoft und Azure setzen; Java mit Spring Boot ist in Banken und Großunternehmen nach wie vor der Standard; Node.js spielt seine Stärken bei Echtzeit-Features aus und bei Teams, die eine Sprache im gesamten Stack wollen; Python ist unsere erste Wahl für datenintensive Services und alles rund um Machine Learning. Für alle vier gelten dieselben Engineering-Standards: Contract-first-API-Design mit OpenAPI, idempotente Integrationen, strukturierte Logs und Traces mit OpenTelemetry, Secrets außerhalb des Codes und Lasttests vor dem Launch. Den Großteil der Backend-Arbeit liefert unser Entwicklungszentrum in Lahore; für Workshops mit Ihren Teams stehen Solution Architects in Dubai und München bereit.",
  cards: {
    dotnet:
      ".NET-8-Services und APIs mit ASP.NET Core und Entity Framework Core sowie Migrationen von .NET-Framework-Anwendungen auf modernes .NET in Linux-Containern.",
    node: "Node.js-Backends in TypeScript mit NestJS oder Fastify: REST- und GraphQL-APIs, WebSocket-Features, Background-Worker und BFF-Schichten für Web-Apps.",
    java: "Java- und Spring-Boot-Services für regulierte Systeme mit hohem Volumen: transaktionale APIs, Kafka-Consumer und die schrittweise Zerlegung alter Monolithen.",
    python:
      "Python-Services mit FastAPI und Django, Datenpipelines und Machine-Learning-Endpunkte, geschrieben mit Type Hints, pytest-Suites und sauberem Packaging.",
  },
  whyUs: [
    {
      icon: "server",
      title: "Gebaut für die Produktion, nicht für Demos",
      body: "Health-Checks, Retries, Rate-Limits und Graceful Shutdown sind schon im ersten Release enthalten, und jeder Service kommt mit Dashboards und Alerts.",
    },
    {
      icon: "shield",
      title: "Security-Review als Standard",
      body: "Dependency-Scanning, Prüfungen nach den OWASP API Top 10 und Threat Modeling für sensible Abläufe gehören zu unserer Definition of Done.",
    },
    {
      icon: "git-branch",
      title: "Contract-first-Integrationen",
      body: "OpenAPI- oder AsyncAPI-Verträge stimmen wir vor dem Programmieren ab, damit Frontend-, Mobile- und Partnerteams parallel gegen Mocks arbeiten können.",
    },
  ],
  process: [
    {
      title: "Domänen und Integrationen erfassen",
      body: "Wir kartieren fachliche Fähigkeiten, Datenhoheit und jedes externe System, das der Service berührt – auch die, die nie jemand dokumentiert hat.",
    },
    {
      title: "Architektur und Verträge",
      body: "Service-Grenzen, Datenspeicher und API-Verträge halten wir in einem kurzen schriftlichen Design fest, das Ihre Architekten prüfen.",
    },
    {
      title: "Bauen, testen, beobachten",
      body: "Features liefern wir mit Unit-, Contract- und Integrationstests aus, mit Tracing und Metriken, die in Ihren Monitoring-Stack eingebunden sind.",
    },
    {
      title: "Lasttests und Launch",
      body: "Mit k6 testen wir unter realistischem Traffic, beheben die gefundenen Engpässe und führen die Umstellung mit einem Rollback-Plan durch.",
    },
  ],
  cta: {
    title: "Sie planen eine neue API oder wollen eine alte ablösen?",
    body: "Beschreiben Sie uns Ihre aktuelle Architektur und Ihr Traffic-Aufkommen. Wir schlagen Ihnen eine Sprache, ein Design und einen realistischen Lieferplan vor.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
