import type { z } from "zod";
import type { serviceFamilySchema } from "../../../../schema";

/** Die Seite /de/cloud-services. */
export const cloudServices = {
  title: "Cloud-Services auf AWS, Azure und Google Cloud | Alphai",
  description:
    "Cloud-Architektur, Migration und Kostenoptimierung auf AWS, Microsoft Azure und Google Cloud – mit Infrastructure as Code und Datenhaltung in Ihrer Region.",
  h1: "Cloud-Architektur und Migration auf AWS, Azure und Google Cloud",
  intro:
    "Wir helfen Teams beim Umzug in die Cloud, bauen neue Produkte darauf und bringen die Cloud-Rechnung unter Kontrolle. Unsere Engineers entwerfen Landing Zones, containerisieren Anwendungen, automatisieren die Infrastruktur mit Terraform und richten Monitoring ein – für eine sichere, reproduzierbare Plattform ohne Handarbeit.",
  overview:
    "Alphai arbeitet mit allen drei großen Anbietern und empfiehlt den, der zu Ihren bestehenden Verträgen, Ihren Kompetenzen und Ihren Anforderungen an die Datenhaltung passt. Viele unserer Kunden in den Golfstaaten müssen Daten in der Region halten; möglich machen das die VAE-Regionen von AWS und Azure sowie die Google-Cloud-Regionen Doha und Dammam. Kunden aus der DACH-Region bleiben in der Regel in Frankfurt. Unsere Cloud-Arbeit umfasst Landing Zones und Kontenstruktur, Identitäts- und Netzwerkdesign, Container-Plattformen (ECS, EKS, AKS, GKE, Cloud Run), Managed-Datenbanken, Serverless Functions und FinOps-Reviews. Alles, was wir bauen, ist als Code definiert und versioniert; CI/CD-Pipelines und Alerting übergeben wir an Ihr Team oder betreiben sie im Rahmen eines Supportvertrags selbst.",
  cards: {
    aws: "AWS-Landing-Zones mit Control Tower, Workloads auf ECS, EKS und Lambda, Datenschichten mit Aurora und DynamoDB sowie Kosten-Reviews mit Savings Plans und Graviton.",
    azure:
      "Azure-Plattformen für Microsoft-geprägte Organisationen: Entra ID, AKS und App Service, Azure SQL, Bicep oder Terraform und die Integration von Azure OpenAI.",
    gcp: "Google-Cloud-Lösungen mit Cloud Run und GKE Autopilot, Analysen in BigQuery, Event-Pipelines mit Pub/Sub und Vertex AI, aufgesetzt mit Terraform.",
  },
  whyUs: [
    {
      icon: "cloud",
      title: "Anbieterneutrale Beratung",
      body: "Wir arbeiten mit AWS, Azure und Google Cloud. Unsere Empfehlung richtet sich deshalb nach Ihren Workloads, Verträgen und Kompetenzen, nicht nach einer Partnerquote.",
    },
    {
      icon: "wallet",
      title: "Kostentransparenz von Anfang an",
      body: "Tagging, Budgets und Alerts bei Kostenanomalien richten wir mit der ersten Umgebung ein, und während des Projekts gehen wir die Ausgaben jeden Monat mit Ihnen durch.",
    },
    {
      icon: "shield",
      title: "Sicherheit und Datenhaltung by Design",
      body: "IAM nach dem Least-Privilege-Prinzip, private Netzwerke, Verschlüsselung und eine Regionswahl, die die Datenregeln der VAE, Saudi-Arabiens und der EU einhält, sind von Anfang an eingebaut, nicht nachträglich angeflanscht.",
    },
    {
      icon: "code",
      title: "Alles als Code",
      body: "Die Infrastruktur liegt als Terraform, Bicep oder CDK in Ihren Repositories und wird wie jeder andere Code über Pull-Requests geprüft.",
    },
  ],
  process: [
    {
      title: "Bestandsaufnahme",
      body: "Wir erfassen Anwendungen, Abhängigkeiten, Datenflüsse und aktuelle Kosten und ordnen jedem Workload den passenden Migrationsweg zu.",
    },
    {
      title: "Landing Zone",
      body: "Accounts oder Subscriptions, Identitäten, Netzwerk, Logging und Guardrails werden als Code aufgesetzt, bevor der erste Workload umzieht.",
    },
    {
      title: "Migrationswellen",
      body: "Workloads ziehen in kleinen Wellen um, beginnend mit risikoarmen Systemen, jeweils mit geprobter Umstellung und Rollback-Plan.",
    },
    {
      title: "Optimieren und betreiben",
      body: "Wir dimensionieren Ressourcen passend, stimmen das Autoscaling ab und übergeben Runbooks – oder betreiben die Plattform im Rahmen eines Supportvertrags weiter.",
    },
  ],
  cta: {
    title: "Sie planen den Weg in die Cloud oder eine niedrigere Rechnung?",
    body: "Sagen Sie uns, was Sie heute betreiben und wo Ihre Nutzer sind. Wir melden uns mit einer ersten Einschätzung zu Anbieter, Architektur und Aufwand.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
