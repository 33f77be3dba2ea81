import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/trending/big-data. */
export const bigData = {
  title: "Big Data Engineering und Analytics-Plattformen | Alphai",
  description:
    "Big Data Engineering: Kafka-Streaming, Spark-Verarbeitung, Lakehouse-Design, dbt-Modelle und Orchestrierung mit Airflow – in der Cloud, die Sie schon nutzen.",
  h1: "Big Data Engineering für verlässliche Analysen",
  intro:
    "Wenn Ihre Daten über Tabellen und nächtliche Exporte hinauswachsen, brauchen Sie Pipelines, die zuverlässig, dokumentiert und bezahlbar sind. Wir konzipieren und bauen Datenplattformen, die Events und operative Daten sammeln, im großen Maßstab verarbeiten und Tabellen liefern, denen Analysten und Modelle vertrauen.",
  offerings: [
    {
      icon: "activity",
      title: "Streaming-Pipelines",
      body: "Event-Ingestion mit Kafka oder gleichwertigen Managed Services, Change Data Capture mit Debezium und Echtzeitverarbeitung für Dashboards und Alerts.",
    },
    {
      icon: "database",
      title: "Lakehouse- und Warehouse-Design",
      body: "Lakehouse-Strukturen auf Delta Lake oder Apache Iceberg oder Warehouses auf BigQuery, Snowflake und Redshift, modelliert nach Ihren Abfragen.",
    },
    {
      icon: "cpu",
      title: "Batch-Verarbeitung mit Spark",
      body: "Spark-Jobs auf Databricks, EMR oder Dataproc für große Transformationen, mit Partitionierung und Dateigrößen, die auf Kostenkontrolle abgestimmt sind.",
    },
    {
      icon: "git-branch",
      title: "Transformation und Datenqualität",
      body: "dbt-Modelle mit Tests, Dokumentation und Lineage, dazu Data Contracts, die Breaking Changes schon an der Quelle abfangen.",
    },
    {
      icon: "timer",
      title: "Orchestrierung",
      body: "Pipelines mit Airflow oder Dagster, mit Retries, Backfills, Alerting und klarer Verantwortung für jeden Job.",
    },
  ],
  outcomes: [
    {
      title: "Ankunftszeiten, mit denen Kunden planen können",
      body: "Für eine Spedition in Jebel Ali sagt ein Modell, trainiert auf zwei Jahren Meilenstein-Historie, 83 % der Ankunftszeiten auf zwei Stunden genau voraus.",
      caseStudy: "freight-forwarder-shipment-visibility",
    },
    {
      title: "Niedrigere Verarbeitungskosten",
      body: "Partition Pruning, Dateikompaktierung und passend dimensionierte Cluster senken die Compute-Kosten bestehender Pipelines häufig um 25–35 %.",
    },
    {
      title: "Zahlen, denen man vertraut",
      body: "Getestete dbt-Modelle und eine abgestimmte Definition pro Kennzahl beenden die Diskussion, wessen Bericht stimmt.",
    },
  ],
  process: [
    {
      title: "Daten-Discovery",
      body: "Wir erfassen Quellen, Volumina, Nutzer der Daten und die Entscheidungen, die sie stützen sollen, und identifizieren schnelle Erfolge.",
    },
    {
      title: "Plattformdesign",
      body: "Entscheidungen zu Speicherung, Verarbeitung, Orchestrierung und Governance werden dokumentiert, mit erwarteten Kosten bei heutigen und künftigen Datenmengen.",
    },
    {
      title: "Schrittweiser Aufbau",
      body: "Pipelines liefern wir Quelle für Quelle, jeweils mit Tests, Monitoring und einem Datennutzer, der das Ergebnis validiert.",
    },
    {
      title: "Befähigung",
      body: "Analysten und Engineers werden in Modellen und Tools geschult, und Runbooks decken Ausfälle und Backfills ab.",
    },
  ],
  tech: [
    { name: "Apache Kafka", use: "Dauerhaftes Event-Streaming zwischen Systemen" },
    { name: "Debezium", use: "Change Data Capture aus operativen Datenbanken" },
    { name: "Apache Spark", use: "Verteilte Batch- und Streaming-Verarbeitung" },
    { name: "Databricks", use: "Managed Spark und Lakehouse mit Delta Lake" },
    { name: "Apache Iceberg", use: "Offenes Tabellenformat für große analytische Datensätze" },
    { name: "BigQuery", use: "Serverloses Data Warehouse auf Google Cloud" },
    { name: "Snowflake", use: "Cloud Data Warehouse mit getrenntem Speicher und Compute" },
    { name: "dbt", use: "SQL-Transformationen mit Tests und Lineage" },
    { name: "Apache Airflow", use: "Planung und Orchestrierung von Pipelines" },
    { name: "Apache Superset", use: "Open-Source-Dashboards und explorative Analyse" },
  ],
  faqs: [
    {
      question: "Ab wann spricht man von Big Data?",
      answer:
        "Das Volumen ist weniger wichtig als der Leidensdruck. Wenn Berichte Stunden dauern, Pipelines unbemerkt ausfallen oder Sie Daten nicht systemübergreifend zusammenführen können, ist es Zeit für echtes Data Engineering – ob Sie Gigabytes oder Petabytes haben.",
    },
    {
      question: "Sollten wir ein Lakehouse oder ein Warehouse aufbauen?",
      answer:
        "Ein Managed Warehouse wie BigQuery oder Snowflake ist einfacher für überwiegend strukturierte, SQL-getriebene Analysen. Ein Lakehouse lohnt sich bei großen Mengen halbstrukturierter Daten, Machine-Learning-Workloads oder wenn Sie einen Vendor-Lock-in vermeiden müssen.",
    },
    {
      question: "Können Sie mit unseren bestehenden BI-Tools arbeiten?",
      answer:
        "Ja. Wir modellieren Daten für Power BI, Tableau, Looker oder Superset und halten die Kennzahldefinitionen in der Transformationsschicht, damit jedes Tool dieselben Zahlen ausweist.",
    },
    {
      question: "Wie halten Sie die Kosten für Daten in der Cloud unter Kontrolle?",
      answer:
        "Wir setzen Budgets und Alerts, partitionieren und clustern Tabellen für häufige Abfragen, planen rechenintensive Jobs mit Bedacht und prüfen jeden Monat die teuersten Abfragen.",
    },
  ],
  related: ["ai-integration", "postgresql", "gcp", "aws"],
  cta: {
    title: "Viele Daten, aber wenig Antworten?",
    body: "Erzählen Sie uns von Ihren Datenquellen und den Fragen, die Sie heute nicht beantworten können. Wir skizzieren eine Datenplattform, die zu Ihrer Größe und Ihrem Budget passt.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
