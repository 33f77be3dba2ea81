import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/cloud/gcp. */
export const gcp = {
  title: "Beratung für die Google Cloud Platform | Alphai",
  description:
    "Google-Cloud-Leistungen: Cloud Run und GKE Autopilot, Analysen mit BigQuery, Pub/Sub, Firestore und Vertex AI, umgesetzt mit Terraform von Alphai.",
  h1: "Google-Cloud-Architektur für Apps und Analysen",
  intro:
    "Google Cloud passt gut zu Teams, die Container mit wenig Betriebsaufwand, serverlose Analysen und Machine-Learning-Services nah an ihren Daten wollen. Wir bauen neue Produkte auf Cloud Run und GKE, richten BigQuery-Datenplattformen ein und migrieren Workloads aus anderen Clouds oder dem eigenen Rechenzentrum.",
  offerings: [
    {
      icon: "server",
      title: "Cloud Run und GKE",
      body: "Container auf Cloud Run für die meisten Services und GKE Autopilot, wo Kubernetes nötig ist – mit Autoscaling und minimalem Aufwand für das Cluster-Management.",
    },
    {
      icon: "bar-chart",
      title: "Datenplattformen mit BigQuery",
      body: "Data Warehouses auf BigQuery mit partitionierten und geclusterten Tabellen, geplanten Transformationen und Dashboards in Looker Studio oder Looker.",
    },
    {
      icon: "activity",
      title: "Ereignisgesteuerte Architekturen",
      body: "Pub/Sub, Eventarc und Cloud Functions für entkoppelte Services, Integrationen und Datenaufnahme in Echtzeit.",
    },
    {
      icon: "brain",
      title: "Vertex AI",
      body: "Gemini-Modelle, Embeddings und das Training eigener Modelle über Vertex AI, integriert in Ihre Anwendungen.",
    },
    {
      icon: "building",
      title: "Fundament und Sicherheit",
      body: "Ressourcenhierarchie, IAM, VPC Service Controls und Organisationsrichtlinien, aufgesetzt mit Terraform.",
    },
  ],
  outcomes: [
    {
      title: "Eine Warteschlange pro Küche",
      body: "Für eine Cloud-Kitchen-Gruppe in Abu Dhabi ersetzte ein Order-Hub aus Node.js auf Google Cloud sechs Tablets von Lieferplattformen pro Küche durch eine einzige Warteschlange.",
      caseStudy: "cloud-kitchen-ordering-platform",
    },
    {
      title: "Analysen in Minuten statt Stunden",
      body: "Mit partitionierten Tabellen in BigQuery werden aus Berichten, die auf einer operativen Datenbank Stunden brauchten, Abfragen, die in Sekunden fertig sind.",
    },
    {
      title: "Kosten, die dem Traffic folgen",
      body: "Services, die auf null skalieren, und Analysen nach Bedarf machen ruhige Phasen günstig – passend für saisonale und ereignisgetriebene Geschäftsmodelle.",
    },
  ],
  process: [
    {
      title: "Workload-Analyse",
      body: "Wir ordnen Anwendungen und Daten den passenden Google-Cloud-Services zu und schätzen die Kosten anhand realistischer Nutzungszahlen.",
    },
    {
      title: "Fundament",
      body: "Organisation, Ordner, Projekte, IAM und Netzwerk werden in Terraform definiert und über eine Pipeline ausgerollt.",
    },
    {
      title: "Bauen oder migrieren",
      body: "Services werden containerisiert und deployt; Daten ziehen mit dem Database Migration Service oder dem BigQuery Data Transfer Service um.",
    },
    {
      title: "Feinschliff und Übergabe",
      body: "Monitoring, Budgets und Runbooks werden eingerichtet, und Ihr Team wird auf der Plattform geschult.",
    },
  ],
  tech: [
    { name: "Cloud Run", use: "Serverlose Container mit Skalierung nach Anfragen" },
    { name: "GKE Autopilot", use: "Managed Kubernetes ohne Node-Verwaltung" },
    { name: "BigQuery", use: "Serverloses Data Warehouse und Analysen" },
    { name: "Pub/Sub", use: "Asynchrones Messaging und Aufnahme von Ereignissen" },
    { name: "Cloud SQL", use: "Verwaltetes PostgreSQL, MySQL und SQL Server" },
    { name: "Firestore", use: "Dokumentendatenbank für Mobile- und Web-Apps" },
    { name: "Vertex AI", use: "Gemini-Modelle und Machine-Learning-Pipelines" },
    { name: "Terraform", use: "Infrastructure as Code für Google Cloud" },
    { name: "Cloud Monitoring", use: "Metriken, Logs, Uptime-Checks und Alerting" },
  ],
  faqs: [
    {
      question: "Hat Google Cloud Regionen im Nahen Osten?",
      answer:
        "Ja. Google Cloud betreibt Regionen in Doha und Dammam, für Kunden aus der DACH-Region außerdem in Frankfurt. Die Regionen wählen wir nach Ihren Vorgaben zur Datenhaltung und Ihren Latenzanforderungen.",
    },
    {
      question: "Wann reicht Cloud Run, und wann brauchen wir GKE?",
      answer:
        "Cloud Run deckt die meisten zustandslosen Webservices und APIs mit deutlich weniger Betriebsaufwand ab. GKE lohnt sich für zustandsbehaftete Workloads, individuelle Netzwerkkonfigurationen oder wenn Sie auf Kubernetes-Tooling angewiesen sind.",
    },
    {
      question: "Können wir BigQuery nutzen, wenn unsere Apps auf AWS oder Azure laufen?",
      answer:
        "Ja. Daten lassen sich mit dem BigQuery Data Transfer Service aus anderen Clouds laden oder per Streaming einspielen. Viele Kunden betreiben ihre Anwendungen anderswo und nutzen BigQuery für Analysen.",
    },
  ],
  related: ["big-data", "firestore", "devops-cloud", "aws"],
  cta: {
    title: "Sie denken über Google Cloud nach?",
    body: "Erzählen Sie uns von Ihren Anwendungen und Daten. Wir schlagen eine Architektur vor und geben Ihnen eine ehrliche Kostenschätzung für Google Cloud.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
