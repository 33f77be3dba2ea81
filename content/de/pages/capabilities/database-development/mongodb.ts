import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/database/mongodb. */
export const mongodb = {
  title: "MongoDB-Entwicklung und Atlas-Beratung | Alphai",
  description:
    "MongoDB-Entwicklung: Schemadesign für Dokumente, Aggregation-Pipelines, Indizierung, Sharding, Atlas Search und Migrationen zu MongoDB Atlas.",
  h1: "MongoDB-Entwicklung und Schemadesign",
  intro:
    "MongoDB bietet Teams ein flexibles Dokumentenmodell – doch Flexibilität ohne Design führt zu langsamen Abfragen und inkonsistenten Daten. Wir entwerfen Schemas entlang Ihrer Zugriffsmuster, schreiben effiziente Aggregation-Pipelines und betreiben MongoDB zuverlässig, selbst gehostet oder auf Atlas.",
  offerings: [
    {
      icon: "layers",
      title: "Schemadesign",
      body: "Entscheidungen zwischen Einbetten und Referenzieren, Muster wie Bucket und Computed Fields sowie Validierung per JSON Schema für konsistente Dokumente.",
    },
    {
      icon: "bar-chart",
      title: "Aggregation und Reporting",
      body: "Aggregation-Pipelines für Reporting und Analysen, mit sparsam eingesetztem $lookup und Pipeline-Stufen in einer Reihenfolge, die Indizes nutzt.",
    },
    {
      icon: "gauge",
      title: "Index- und Performance-Tuning",
      body: "Analyse mit Profiler und Explain-Plänen, zusammengesetzte Indizes nach der Equality-Sort-Range-Regel und Entfernen ungenutzter Indizes.",
    },
    {
      icon: "server",
      title: "Replica Sets und Sharding",
      body: "Konfiguration von Replica Sets, Wahl des Shard Keys und Balancing für Collections, die einem einzelnen Server entwachsen.",
    },
    {
      icon: "cloud",
      title: "Migration zu Atlas und Atlas-Features",
      body: "Live-Migration zu MongoDB Atlas sowie Atlas Search, Vector Search und Online Archive, wo sie Ihre Architektur vereinfachen.",
    },
  ],
  outcomes: [
    {
      title: "Live in 16 Wochen",
      body: "Für ein Wiener Nachbarschaftsnetzwerk ging ein Backend aus Node.js und MongoDB mit Live-Feeds und Chat in 16 Wochen vom Discovery-Sprint zum öffentlichen Launch.",
      caseStudy: "neighbourhood-community-app-moderation",
    },
    {
      title: "Konsistente Daten",
      body: "Regeln zur Schemavalidierung stoppen fehlerhafte Dokumente schon beim Schreiben und ersparen defensiven Code in der gesamten Anwendung.",
    },
    {
      title: "Raum zum Wachsen",
      body: "Mit einem gut gewählten Shard Key skalieren Collections horizontal, ohne dass die Abfragen der Anwendung umgeschrieben werden müssen.",
    },
  ],
  process: [
    {
      title: "Zugriffsmuster prüfen",
      body: "Wir listen die Lese- und Schreibzugriffe der Anwendung nach Häufigkeit – daraus ergeben sich Dokumentstruktur und Indizierung.",
    },
    {
      title: "Modellieren und indizieren",
      body: "Schemas, Validierungsregeln und Indizes werden entworfen und mit realistischen Datenmengen getestet.",
    },
    {
      title: "Sicher migrieren",
      body: "Dokumente werden in Batches oder über Dual Writes umgebaut, während Change Streams die Systeme synchron halten.",
    },
    {
      title: "Betreiben",
      body: "Backups, Alerts und Performance-Dashboards richten wir in Atlas oder in Ihrem eigenen Monitoring-Stack ein.",
    },
  ],
  tech: [
    { name: "MongoDB 7", use: "Aktueller Server mit Queryable Encryption und verbessertem Sharding" },
    { name: "MongoDB Atlas", use: "Managed MongoDB auf AWS, Azure oder Google Cloud" },
    { name: "Atlas Search", use: "Volltextsuche auf Basis von Apache Lucene" },
    { name: "Atlas Vector Search", use: "Semantische Suche direkt neben den operativen Daten" },
    { name: "Change Streams", use: "In Echtzeit auf Datenänderungen reagieren" },
    { name: "Mongoose", use: "Schemas und Modelle für Node.js-Anwendungen" },
    { name: "MongoDB Compass", use: "Daten und Explain-Pläne untersuchen" },
    { name: "Time-Series-Collections", use: "Effiziente Speicherung von Sensor- und Ereignisdaten" },
  ],
  faqs: [
    {
      question: "Unterstützt MongoDB Transaktionen?",
      answer:
        "Ja. ACID-Transaktionen über mehrere Dokumente werden auf Replica Sets und Sharded Clusters unterstützt. Mit gutem Schemadesign betreffen die meisten Schreibvorgänge ein einzelnes Dokument, sodass Transaktionen seltener nötig sind als in relationalen Systemen.",
    },
    {
      question: "Ist MongoDB oder PostgreSQL besser für unser Produkt?",
      answer:
        "MongoDB passt zu Daten, die von Natur aus hierarchisch sind oder sich von Datensatz zu Datensatz unterscheiden. PostgreSQL passt zu stark relationalen Daten und komplexem Reporting. Viele Produkte nutzen beide, und wir helfen Ihnen, je Workload zu entscheiden.",
    },
    {
      question: "Können Sie uns helfen, unsere Atlas-Kosten zu senken?",
      answer:
        "Oft ja. Wir dimensionieren Cluster-Tiers passend, entfernen ungenutzte Indizes, archivieren selten genutzte Daten mit Online Archive und korrigieren Abfragen, die zu viele Dokumente scannen.",
    },
  ],
  related: ["node", "postgresql", "firestore", "backend-development"],
  cta: {
    title: "Sie wollen ein MongoDB-Schema, das skaliert?",
    body: "Zeigen Sie uns Ihre Collections und Ihre langsamsten Abfragen. Wir prüfen Ihr Modell und schlagen die Änderungen mit dem größten Nutzen vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
