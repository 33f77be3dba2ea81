import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/database/postgresql. */
export const postgresql = {
  title: "PostgreSQL: Entwicklung und Performance | Alphai",
  description:
    "PostgreSQL-Leistungen: Indizierung, deklarative Partitionierung, logische Replikation, PostGIS und pgvector, Versions-Upgrades und Migration in die Cloud.",
  h1: "PostgreSQL-Entwicklung, Tuning und Migration",
  intro:
    "PostgreSQL ist unsere Standarddatenbank für neue Produkte, und wir betreuen viele Installationen, die groß geworden sind. Wir entwerfen Schemas, wählen die passenden Indextypen, partitionieren große Tabellen, richten Replikation ein und führen Major-Upgrades mit minimaler Downtime durch.",
  offerings: [
    {
      icon: "search",
      title: "Indizierung und Query-Tuning",
      body: "Reviews mit pg_stat_statements und EXPLAIN ANALYZE; B-Tree-, GIN-, GiST- und BRIN-Indizes wählen wir passend zum jeweiligen Zugriffsmuster.",
    },
    {
      icon: "layers",
      title: "Partitionierung",
      body: "Deklarative Range- oder List-Partitionierung für große Ereignis- und Transaktionstabellen, mit automatisch angelegten Partitionen und Aufbewahrungsregeln.",
    },
    {
      icon: "refresh-cw",
      title: "Replikation und Upgrades",
      body: "Streaming-Replikate für Hochverfügbarkeit und logische Replikation für Major-Upgrades und Migrationen mit minimaler Downtime.",
    },
    {
      icon: "globe",
      title: "PostGIS und Geodaten",
      body: "Räumliche Schemas, GiST-Indizes und geografische Abfragen für Liefergebiete, Filialfinder und Asset-Tracking.",
    },
    {
      icon: "brain",
      title: "pgvector für KI-Funktionen",
      body: "Embeddings direkt neben Ihren Geschäftsdaten, mit HNSW-Indizes für semantische Suche und Retrieval-Augmented Generation.",
    },
    {
      icon: "shield",
      title: "Sicherheit und Mandantenfähigkeit",
      body: "Rollen, Row-Level Security für mandantenfähige SaaS-Produkte und Connection-Pooling mit PgBouncer.",
    },
  ],
  outcomes: [
    {
      title: "Schluss mit Doppelbuchungen",
      body: "Für eine Ferienwohnungsplattform in Dubai machten Exclusion Constraints auf Datumsbereichen überlappende Buchungen unmöglich: 3 in einer Saison statt zuvor 71.",
      caseStudy: "holiday-rental-search-performance",
    },
    {
      title: "Upgrades mit Minuten Downtime",
      body: "Dank logischer Replikation erfolgt die Umstellung bei Major-Upgrades in einem kurzen Wartungsfenster statt in Stunden.",
    },
    {
      title: "Weniger bewegliche Teile",
      body: "Mit PostGIS und pgvector erledigen Teams Geodaten und semantische Suche innerhalb von PostgreSQL, statt zusätzliche Datenbanken zu betreiben.",
    },
  ],
  process: [
    {
      title: "Bestandsaufnahme",
      body: "Wir prüfen Schema, Konfiguration, Erweiterungen, langsame Abfragen und Wachstumstrends und stimmen die Prioritäten mit Ihnen ab.",
    },
    {
      title: "Design und Tuning",
      body: "Änderungen an Indizes, Partitionierung und Abfragen testen wir mit realistischen Daten und passen die Autovacuum-Einstellungen an die Last an.",
    },
    {
      title: "Replikation und Migration",
      body: "Replikate, Failover sowie Upgrades oder Migrationen proben wir, bevor sich in der Produktion etwas ändert.",
    },
    {
      title: "Übergabe an den Betrieb",
      body: "Monitoring, Backups mit Point-in-Time-Recovery und Runbooks werden geliefert und gemeinsam mit Ihrem Team getestet.",
    },
  ],
  tech: [
    { name: "PostgreSQL 16", use: "Aktuelle Major-Version für neue Installationen" },
    { name: "pg_stat_statements", use: "Die teuersten Abfragen finden" },
    { name: "PostGIS", use: "Geodatentypen, räumliche Indizes und Funktionen" },
    { name: "pgvector", use: "Vektor-Ähnlichkeitssuche für KI-Funktionen" },
    { name: "PgBouncer", use: "Connection-Pooling für stark genutzte Anwendungen" },
    { name: "Patroni", use: "Hochverfügbarkeit für selbst betriebene Cluster" },
    { name: "pgBackRest", use: "Backups und Point-in-Time-Recovery" },
    { name: "Amazon Aurora PostgreSQL", use: "PostgreSQL-kompatible Managed Engine auf AWS" },
    { name: "TimescaleDB", use: "Zeitreihen-Workloads auf PostgreSQL" },
  ],
  faqs: [
    {
      question: "Wann sollten wir eine PostgreSQL-Tabelle partitionieren?",
      answer:
        "Wenn eine Tabelle so groß ist, dass Wartung, Vacuum oder das Löschen alter Daten mühsam werden, und Abfragen meist nach einem Schlüssel wie Datum oder Mandant filtern. Partitionierung ist kein allgemeiner Beschleuniger, deshalb testen wir sie zuerst mit Ihren echten Abfragen.",
    },
    {
      question: "Wie aktualisieren Sie PostgreSQL mit wenig Downtime?",
      answer:
        "Bei großen Datenbanken replizieren wir logisch in einen neuen Cluster mit der Zielversion, prüfen die Daten und stellen die Anwendung dann in einem kurzen Zeitfenster um. Kleinere Datenbanken lassen sich mit pg_upgrade im Link-Modus aktualisieren.",
    },
    {
      question: "Können Sie uns von Oracle oder SQL Server auf PostgreSQL migrieren?",
      answer:
        "Ja. Wir bewerten die Kompatibilität von Schema und Code, überführen Stored Procedures wo nötig in PL/pgSQL, migrieren die Daten mit Validierung und betreiben beide Systeme vor der Umstellung parallel.",
    },
    {
      question: "Brauchen wir für KI-Suche eine separate Vektordatenbank?",
      answer:
        "Oft nicht. Bis zu mehreren Millionen Embeddings liefert pgvector mit HNSW-Indizes gute Performance und hält Daten, Berechtigungen und Backups an einem Ort.",
    },
  ],
  related: ["ai-integration", "big-data", "mysql", "python"],
  cta: {
    title: "Ist PostgreSQL bereit für Ihr nächstes Wachstumsjahr?",
    body: "Schicken Sie uns Ihre langsamsten Abfragen und Ihre Wachstumszahlen. Wir schlagen einen Health-Check, einen Partitionierungsplan oder einen Upgrade-Pfad vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
