import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/database/sql-server. */
export const sqlServer = {
  title: "SQL Server: Entwicklung und Performance-Tuning | Alphai",
  description:
    "SQL-Server-Leistungen: T-SQL-Entwicklung, Tuning mit Query Store, Always-On-Verfügbarkeitsgruppen, SSIS-Modernisierung und Migration zu Azure SQL.",
  h1: "SQL-Server-Entwicklung, Tuning und Migration",
  intro:
    "SQL Server trägt in vielen Organisationen unserer Kunden den Kern von Finanz-, Gesundheits- und ERP-Systemen. Wir schreiben und optimieren T-SQL, halten Instanzen hochverfügbar und planen Migrationen auf neuere Versionen oder Azure SQL – auf Basis von Ausführungsplänen und Query-Store-Daten statt Vermutungen.",
  offerings: [
    {
      icon: "gauge",
      title: "Performance-Tuning",
      body: "Query-Store-Analysen, Reviews von Ausführungsplänen, Pflege von Indizes und Statistiken sowie Lösungen für Parameter Sniffing und Blockierungen.",
    },
    {
      icon: "code",
      title: "T-SQL-Entwicklung",
      body: "Stored Procedures, Views und Funktionen, mengenbasiert und performant geschrieben, mit tSQLt-Unit-Tests und versionierten Schemas.",
    },
    {
      icon: "shield",
      title: "Hochverfügbarkeit und Wiederherstellung",
      body: "Always-On-Verfügbarkeitsgruppen, Log Shipping und Backup-Strategien mit Wiederherstellungsübungen, die Ihre Recovery-Ziele belegen.",
    },
    {
      icon: "cloud",
      title: "Migration zu Azure SQL",
      body: "Bewertung mit Azure Migrate und dem Data Migration Assistant, danach Umzug zu Azure SQL Database oder Managed Instance mit minimaler Downtime.",
    },
    {
      icon: "refresh-cw",
      title: "ETL-Modernisierung",
      body: "SSIS-Pakete bauen wir in Azure Data Factory oder als codebasierte Pipelines neu, mit Logging und Retry-Verhalten, das Sie überwachen können.",
    },
  ],
  outcomes: [
    {
      title: "Schnellere Monatsabschlüsse",
      body: "Neu gestaltete Indizes und umgeschriebene Abfragen verkürzen lange Monatsabschluss- und Reporting-Jobs häufig um die Hälfte oder mehr.",
    },
    {
      title: "Weniger Blockierungen",
      body: "Read Committed Snapshot Isolation und das Beheben langer Transaktionen beseitigen auf stark genutzten OLTP-Systemen häufig den Großteil der Blockierungen.",
    },
    {
      title: "Unterstützte Versionen",
      body: "Upgrades weg von SQL-Server-Versionen ohne Support bringen wieder Sicherheitspatches und erschließen Funktionen wie Query Store und Intelligent Query Processing.",
    },
  ],
  process: [
    {
      title: "Ausgangslage",
      body: "Wir erfassen Wait-Statistiken, Query-Store-Daten und Konfiguration, um herauszufinden, wohin Zeit und Ressourcen tatsächlich fließen.",
    },
    {
      title: "Priorisierte Korrekturen",
      body: "Änderungen testen wir auf einer wiederhergestellten Kopie der Produktion und rollen sie in kleinen Schritten mit Vorher-nachher-Messungen aus.",
    },
    {
      title: "Ausfallsicherheit",
      body: "Hochverfügbarkeit, Backups und Monitoring werden geprüft und korrigiert, mit dokumentiertem Failover- und Wiederherstellungstest.",
    },
    {
      title: "Übergabe",
      body: "Ihre DBAs und Entwickler erhalten Befunde, Runbooks und Wartungsjobs, auf Wunsch mit laufendem Support.",
    },
  ],
  tech: [
    { name: "SQL Server 2022", use: "Aktuelle Installationen on-premises und auf VMs" },
    { name: "Azure SQL Database", use: "Vollständig verwaltete SQL-Server-Engine in Azure" },
    { name: "Azure SQL Managed Instance", use: "Nahezu volle SQL-Server-Kompatibilität für Lift-and-Shift" },
    { name: "Query Store", use: "Abfrage-Performance und Plan-Regressionen verfolgen" },
    { name: "Always-On-Verfügbarkeitsgruppen", use: "Hochverfügbarkeit und lesbare Sekundärreplikate" },
    { name: "SSIS", use: "Bestehende ETL-Pakete, die wir pflegen oder migrieren" },
    { name: "Azure Data Factory", use: "Cloudbasierte Pipelines für Datenintegration" },
    { name: "tSQLt", use: "Unit-Tests für T-SQL-Code" },
    { name: "SQL Server Data Tools", use: "Versionierte Datenbankprojekte und Deployments" },
  ],
  faqs: [
    {
      question: "Unser SQL Server ist langsam. Wo fangen Sie an?",
      answer:
        "Bei den Wait-Statistiken und beim Query Store. Sie zeigen, ob CPU, I/O, Arbeitsspeicher, Blockierungen oder eine Handvoll teurer Abfragen das Problem sind – und davon hängt die Lösung ab.",
    },
    {
      question: "Sollten wir zu Azure SQL Database oder zu Managed Instance wechseln?",
      answer:
        "Managed Instance passt zu Anwendungen, die auf SQL-Agent-Jobs, datenbankübergreifende Abfragen oder CLR angewiesen sind. Azure SQL Database ist für in sich geschlossene Datenbanken günstiger und einfacher. Bevor wir eines davon empfehlen, führen wir eine Kompatibilitätsbewertung durch.",
    },
    {
      question: "Können Sie unsere SQL-Server-Lizenzkosten senken?",
      answer:
        "Oft ja. Konsolidierte Instanzen, geeignete Workloads auf der Standard Edition, passend dimensionierte Kerne oder ein Umzug zu Azure mit Hybrid Benefit können die Kosten senken. Wir rechnen die Optionen mit Ihren aktuellen Lizenzen durch.",
    },
    {
      question: "Arbeiten Sie mit SQL Server unter Linux?",
      answer:
        "Ja. Wir betreiben SQL Server unter Linux und in Containern für Entwicklung, Test und Produktion, wo Windows nicht erforderlich ist.",
    },
  ],
  related: ["azure", "dotnet", "postgresql", "app-modernization"],
  cta: {
    title: "Sie möchten eine zweite Meinung zu Ihrem SQL Server?",
    body: "Nennen Sie uns Version, Workload und die Symptome, die Sie beobachten. Wir schlagen einen gezielten Health-Check oder eine Migrationsbewertung vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
