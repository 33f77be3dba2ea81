import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/website-development/node (auch unter /de/capabilities/backend/nodejs). */
export const node = {
  title: "Node.js- und TypeScript-Backend-Entwicklung | Alphai",
  description:
    "Node.js-Entwicklung in TypeScript mit NestJS und Fastify: REST- und GraphQL-APIs, Echtzeitfunktionen über WebSockets, Queue-Worker und BFF-Schichten.",
  h1: "Node.js-Entwicklung für APIs und Echtzeitprodukte",
  intro:
    "Mit Node.js reicht eine TypeScript-Codebasis über Frontend und Backend, und die Event Loop bewältigt sehr viele gleichzeitige Verbindungen effizient. Wir entwickeln Node.js-Services, die das voll ausschöpfen, mit klarer Struktur, typisierten Verträgen und der Observability, die sie auch unter Last gesund hält.",
  offerings: [
    {
      icon: "server",
      title: "REST- und GraphQL-APIs",
      body: "Services mit NestJS oder Fastify, typisierter Request-Validierung, OpenAPI- oder GraphQL-Schemas und einheitlicher Fehlerbehandlung über alle Endpunkte.",
    },
    {
      icon: "zap",
      title: "Echtzeitfunktionen",
      body: "Chat, Live-Tracking, Benachrichtigungen und gemeinsames Bearbeiten über WebSockets oder Socket.IO, horizontal skaliert mit einem Redis-Adapter.",
    },
    {
      icon: "settings",
      title: "Queues und Hintergrund-Worker",
      body: "Worker mit BullMQ oder Message Broker für E-Mails, Reports, Importe und Webhooks, mit Wiederholversuchen, Idempotency Keys und Dead-Letter-Handling.",
    },
    {
      icon: "layers",
      title: "Backend for Frontend",
      body: "BFF-Schichten, die Microservices und Drittanbieter-APIs zu Antworten bündeln, die genau auf Ihre Web- und Mobile-Apps zugeschnitten sind.",
    },
    {
      icon: "cloud",
      title: "Serverless mit Node.js",
      body: "Services auf AWS Lambda, Azure Functions oder Cloud Run für schwankende Lasten, mit gemessenen statt geschätzten Kaltstarts und Kosten.",
    },
    {
      icon: "gauge",
      title: "Performance und Zuverlässigkeit",
      body: "Monitoring der Event-Loop-Verzögerung, CPU- und Heap-Profiling mit dem Node Inspector, Suche nach Speicherlecks und Worker Threads für CPU-lastige Aufgaben.",
    },
  ],
  outcomes: [
    {
      title: "Weniger fehlerhafte Bestellungen",
      body: "Für eine Cloud-Kitchen-Gruppe in Abu Dhabi führt ein Node.js-Hub Bestellungen von Lieferplattformen und Direktbestellungen in einer Queue zusammen; fehlerhafte Bestellungen zu Spitzenzeiten sanken um 43 %.",
      caseStudy: "cloud-kitchen-ordering-platform",
    },
    {
      title: "Weniger Integrationsfehler",
      body: "Gemeinsame TypeScript-Typen und Zod-Schemas für ein React-Frontend und eine NestJS-API beseitigten eine ganze Klasse von Vertragsfehlern.",
    },
    {
      title: "Stabiler Speicherverbrauch",
      body: "Die Behebung eines Speicherlecks in einem Node.js-Service für Bildverarbeitung beendete dessen tägliche Neustarts und senkte den Speicherbedarf um 55 %.",
    },
  ],
  process: [
    {
      title: "Architektur",
      body: "Wir definieren Service-Grenzen, API-Verträge und Datenspeicher und entscheiden zwischen Containern und Serverless.",
    },
    {
      title: "Grundlagen",
      body: "Projektstruktur, typisierte Konfiguration, Logging, Tests und eine CI-Pipeline stehen, bevor das erste Feature beginnt.",
    },
    {
      title: "Umsetzung in Sprints",
      body: "Features mit Unit-Tests in Vitest oder Jest und Integrationstests gegen echte Datenbanken, die in Containern laufen.",
    },
    {
      title: "Lasttest und Launch",
      body: "Lasttests mit k6, Tuning der Hot Paths und ein gestaffelter Rollout mit Monitoring.",
    },
  ],
  tech: [
    { name: "Node.js LTS", use: "Active-LTS-Releases für produktive Services" },
    { name: "TypeScript", use: "Strikte Typen, geteilt zwischen Services und Clients" },
    { name: "NestJS", use: "Strukturierte, modulare Services mit Dependency Injection" },
    { name: "Fastify", use: "Schlanke, schnelle HTTP-Services mit Schema-Validierung" },
    { name: "Prisma und Drizzle", use: "Typsicherer Datenbankzugriff und Migrationen" },
    { name: "Socket.IO", use: "Echtzeitkommunikation mit Rooms und automatischem Reconnect" },
    { name: "BullMQ", use: "Job-Queues auf Redis-Basis und geplante Aufgaben" },
    { name: "GraphQL (Apollo oder Mercurius)", use: "Typisierte APIs für komplexe Datenanforderungen der Clients" },
    { name: "Zod", use: "Laufzeitvalidierung von Eingaben und Konfiguration" },
    { name: "Pino", use: "Schnelles, strukturiertes JSON-Logging" },
    { name: "k6", use: "Last- und Performancetests" },
  ],
  faqs: [
    {
      question: "Wann ist Node.js eine gute Wahl für das Backend?",
      answer:
        "Für I/O-lastige APIs, Echtzeitfunktionen, BFF-Schichten und Teams, die auf beiden Seiten TypeScript einsetzen möchten. Für aufwendige numerische Berechnungen oder lange CPU-lastige Jobs passen Python, Java oder Go meist besser, bei gelegentlichen Aufgaben auch Node.js mit Worker Threads.",
    },
    {
      question: "NestJS, Fastify oder Express?",
      answer:
        "Für größere Codebasen und Teams bevorzugen wir NestJS wegen seiner Struktur oder Fastify für schlanke, schnelle Services. Express ist für kleine Apps völlig in Ordnung, und wir pflegen viele bestehende Express-Codebasen.",
    },
    {
      question: "Welche Datenbank setzen Sie mit Node.js ein?",
      answer:
        "Standardmäßig PostgreSQL, MongoDB, wo ein Dokumentenmodell zu den Daten passt, und Redis für Caching und Queues. Prisma oder Drizzle sorgen für typisierten Zugriff auf die relationalen Datenbanken.",
    },
    {
      question: "Können Sie einen alten Node.js-Service aktualisieren?",
      answer:
        "Ja. Wir heben Services auf ein aktuelles LTS-Release, ersetzen verwaiste Abhängigkeiten, führen TypeScript schrittweise ein und ergänzen Tests, bevor größere Änderungen anstehen.",
    },
  ],
  related: ["backend-development", "react", "mongodb", "devops-ci-cd"],
  cta: {
    title: "Sie brauchen ein belastbares Node.js-Backend?",
    body: "Beschreiben Sie Ihre API, Ihren Traffic und Ihre Integrationen. Wir schlagen eine Architektur und einen Umsetzungsplan vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
