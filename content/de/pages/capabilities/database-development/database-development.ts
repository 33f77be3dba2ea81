import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/database-development. */
export const databaseDevelopment = {
  title: "Datenbankentwicklung und -optimierung | Alphai",
  description:
    "Design, Tuning und Migration von SQL Server, MySQL, PostgreSQL, MongoDB und Firestore – von der Schemamodellierung bis zu Replikation und Backups.",
  h1: "Datenbankentwicklung, Tuning und Migration",
  intro:
    "Langsame Seiten, Nachtjobs, die nicht fertig werden, und Berichte, denen niemand traut, haben meist dieselbe Ursache: die Datenbank. Wir entwerfen Schemas, optimieren Abfragen, planen Migrationen und richten Replikation und Backups für relationale und Dokumentdatenbanken ein, damit die Datenschicht kein Engpass mehr ist.",
  overview:
    "Unsere Datenbank-Engineers arbeiten mit den Systemen, die unsere Kunden tatsächlich betreiben: SQL Server in Microsoft-geprägten Unternehmen, MySQL und PostgreSQL hinter den meisten Webprodukten, MongoDB für flexible Dokumentenmodelle und Firestore für mobile und Echtzeit-Apps auf Firebase. Die Projekte reichen vom zweiwöchigen Performance-Review bis zur vollständigen Migration zwischen Datenbanksystemen oder in Managed Services in der Cloud wie Amazon RDS, Azure SQL und Cloud SQL. Wir gehen von Belegen aus (Abfragestatistiken, Ausführungspläne, Wachstumstrends), ändern immer nur eine Sache und messen das Ergebnis. Jedes Projekt endet mit dokumentierten Runbooks für Backups, Wiederherstellung und Failover – getestet, nicht bloß angenommen.",
  cards: {
    "sql-server":
      "SQL-Server-Tuning mit Query Store und Ausführungsplänen, Always-On-Verfügbarkeitsgruppen und Migrationen zu Azure SQL oder SQL Server unter Linux.",
    mysql:
      "Schemadesign für MySQL 8, InnoDB-Tuning und Replikation, Online-Schemaänderungen mit gh-ost sowie Upgrades von 5.7 oder der Umzug zu Aurora MySQL.",
    firestore:
      "Firestore-Datenmodelle, Security Rules und zusammengesetzte Indizes für mobile und Echtzeit-Apps, mit Kontrolle der Lesekosten und Export nach BigQuery.",
    mongodb:
      "MongoDB-Schemadesign mit Embedding- und Referenzmustern, Aggregation-Pipelines, Sharding und Migrationen zu MongoDB Atlas.",
    postgresql:
      "PostgreSQL-Indizierung, deklarative Partitionierung, logische Replikation und die Erweiterungen PostGIS oder pgvector, selbst gehostet oder als Managed Service.",
  },
  whyUs: [
    {
      icon: "search",
      title: "Erst Belege, dann Änderungen",
      body: "Wir arbeiten mit Abfragestatistiken und Ausführungsplänen statt mit Vermutungen und berichten die gemessene Wirkung jedes Index und jeder umgeschriebenen Abfrage.",
    },
    {
      icon: "refresh-cw",
      title: "Migrationen mit Weg zurück",
      body: "Migrationen von Datenbanksystem oder Version laufen mit Dual Writes oder Replikation, geprobter Umstellung und einem vorab vereinbarten Rollback-Pfad.",
    },
    {
      icon: "lock",
      title: "Backups, die wirklich wiederhergestellt werden",
      body: "Wir planen Wiederherstellungsübungen und dokumentieren die Recovery-Zeiten, damit Sie Ihre RPO- und RTO-Werte kennen, statt auf sie zu hoffen.",
    },
  ],
  process: [
    {
      title: "Health-Check",
      body: "Wir erfassen Workload-Statistiken, Slow-Query-Logs, Schema und Konfiguration und priorisieren die Probleme nach ihren geschäftlichen Auswirkungen.",
    },
    {
      title: "Design und Korrekturen",
      body: "Schemaänderungen, Indizes und umgeschriebene Abfragen testen wir auf einer Kopie der Produktionsdaten, bevor sie Live-Systeme erreichen.",
    },
    {
      title: "Ausfallsicherheit einrichten",
      body: "Replikation, Failover, Backups und Monitoring werden konfiguriert und mit realistischen Ausfallszenarien getestet.",
    },
    {
      title: "Runbooks und Übergabe",
      body: "Ihr Team erhält Runbooks, Dashboards und eine gemeinsame Einführung, auf Wunsch mit anschließendem laufendem Datenbank-Support.",
    },
  ],
  cta: {
    title: "Hält Ihre Datenbank Sie auf?",
    body: "Schicken Sie uns Ihre langsamsten Abfragen oder Ihre Migrationspläne. Innerhalb von zwei Werktagen schlagen wir einen klar umrissenen Health-Check oder ein Migrationsvorgehen vor.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
