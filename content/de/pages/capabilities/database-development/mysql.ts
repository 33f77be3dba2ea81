import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/database/mysql. */
export const mysql = {
  title: "MySQL-Entwicklung und Datenbank-Tuning | Alphai",
  description:
    "MySQL-Leistungen: Schemadesign, InnoDB-Tuning, Replikation und InnoDB Cluster, Online-Schemaänderungen, Upgrades auf MySQL 8 und Migration zu Aurora MySQL.",
  h1: "MySQL-Entwicklung, Tuning und Upgrades",
  intro:
    "MySQL steckt hinter einem großen Teil der Webprodukte und ist oft weit über sein ursprüngliches Design hinausgewachsen. Wir helfen Teams, langsame Abfragen zu optimieren, Schemas stark genutzter Tabellen ohne Downtime zu ändern, Replikation einzurichten und MySQL 5.7 abzulösen, dessen Lebenszyklus 2023 endete.",
  offerings: [
    {
      icon: "gauge",
      title: "Abfrage- und Server-Tuning",
      body: "Analyse von Slow-Query-Log und Performance Schema, Indexdesign, Reviews mit EXPLAIN ANALYZE und Dimensionierung von InnoDB-Buffer-Pool und Redo-Log.",
    },
    {
      icon: "refresh-cw",
      title: "Upgrades auf MySQL 8",
      body: "Upgrades von 5.7 mit Kompatibilitätsprüfungen für reservierte Wörter, SQL-Modi, Authentifizierungs-Plugins und Zeichensätze.",
    },
    {
      icon: "git-branch",
      title: "Online-Schemaänderungen",
      body: "Spalten und Indizes auf großen Tabellen ergänzen wir mit gh-ost oder pt-online-schema-change, damit Releases die Produktion nicht sperren.",
    },
    {
      icon: "server",
      title: "Replikation und Hochverfügbarkeit",
      body: "GTID-basierte Replikation, InnoDB Cluster mit MySQL Router und ProxySQL für die Trennung von Lese- und Schreibzugriffen und Connection-Pooling.",
    },
    {
      icon: "cloud",
      title: "Migration zu Managed MySQL",
      body: "Umzug zu Amazon RDS, Aurora MySQL, Azure Database for MySQL oder Cloud SQL per Replikation mit nahezu null Downtime.",
    },
  ],
  outcomes: [
    {
      title: "Schnellere Schlüsselseiten",
      body: "Zusammengesetzte Indizes und umgeschriebene Katalogabfragen verkürzen die Antwortzeiten der Suche häufig um mehr als die Hälfte.",
    },
    {
      title: "Deployments ohne Sperren",
      body: "Mit Tools für Online-Schemaänderungen ändern Teams Tabellen mit Hunderten Millionen Zeilen während der Geschäftszeiten.",
    },
    {
      title: "Weg von einer Version ohne Support",
      body: "Ein geplantes Upgrade auf MySQL 8 bringt wieder Sicherheitsupdates und dazu Window Functions, CTEs und unsichtbare Indizes.",
    },
  ],
  process: [
    {
      title: "Workload-Analyse",
      body: "Wir werten Slow-Query-Logs, Performance Schema und Berichte des sys-Schemas zusammen mit Traces der Anwendung aus.",
    },
    {
      title: "Korrigieren und prüfen",
      body: "Änderungen an Indizes, Abfragen und Konfiguration testen wir auf Daten in Produktionsgröße und rollen sie schrittweise aus.",
    },
    {
      title: "Upgrade oder Migration",
      body: "Versions-Upgrades und Plattformwechsel proben wir auf Replikaten, mit festem Umstellungsfenster und Rollback-Plan.",
    },
    {
      title: "Überwachen",
      body: "Wir richten Dashboards für Replikationsverzögerung, Abfragelatenz und Verbindungsauslastung mit sinnvollen Alert-Schwellen ein.",
    },
  ],
  tech: [
    { name: "MySQL 8", use: "Aktuelles MySQL mit CTEs, Window Functions und JSON-Unterstützung" },
    { name: "InnoDB Cluster", use: "Group Replication mit automatischem Failover" },
    { name: "ProxySQL", use: "Query-Routing, Lese-/Schreibtrennung und Pooling" },
    { name: "gh-ost", use: "Online-Schemamigrationen ohne Trigger" },
    { name: "Percona Toolkit", use: "Online-Schemaänderungen, Checksummen und Diagnose" },
    { name: "Amazon Aurora MySQL", use: "MySQL-kompatible Managed Engine auf AWS" },
    { name: "Percona Monitoring and Management", use: "Query-Analysen und Server-Monitoring" },
    { name: "MariaDB", use: "Betreuung und Migration bestehender MariaDB-Installationen" },
  ],
  faqs: [
    {
      question: "Kann man MySQL 5.7 noch sicher betreiben?",
      answer:
        "Der Lebenszyklus von MySQL 5.7 endete im Oktober 2023; die Community-Version erhält keine Sicherheitsupdates mehr. Einige Cloud-Anbieter bieten kostenpflichtigen erweiterten Support, wir empfehlen aber, den Umstieg auf MySQL 8 zu planen.",
    },
    {
      question: "Sollten wir von MySQL auf PostgreSQL wechseln?",
      answer:
        "Nur mit einem klaren Grund, etwa wenn Sie PostGIS, fortgeschrittene Indexarten oder bestimmte Erweiterungen brauchen. Ein gut optimiertes MySQL bewältigt die meisten Web-Workloads, und eine Migration hat echte Kosten und Risiken.",
    },
    {
      question: "Können Sie eine riesige Tabelle ohne Downtime ändern?",
      answer:
        "In den meisten Fällen ja. Tools wie gh-ost kopieren die Tabelle im Hintergrund und schalten in einem kurzen letzten Schritt um, und MySQL 8 kann manche Spalten sogar sofort hinzufügen.",
    },
  ],
  related: ["postgresql", "aws", "woocommerce", "wordpress"],
  cta: {
    title: "Bremst MySQL Ihr Produkt aus?",
    body: "Schicken Sie uns Ihre langsamsten Abfragen oder Ihre Upgrade-Pläne, und wir schlagen einen Tuning- oder Migrationsplan mit realistischem Aufwand vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
