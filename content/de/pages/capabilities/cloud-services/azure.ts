import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/capabilities/cloud/azure. */
export const azure = {
  title: "Microsoft Azure: Beratung und Migration | Alphai",
  description:
    "Azure für Microsoft-geprägte Teams: Landing Zones, Entra ID, AKS und App Service, Migration zu Azure SQL, Bicep oder Terraform und Azure OpenAI.",
  h1: "Architektur und Migration auf Microsoft Azure",
  intro:
    "Für Organisationen, die bereits Microsoft 365, Active Directory und .NET einsetzen, ist Azure oft die naheliegende Cloud. Wir entwerfen Azure-Landing-Zones, migrieren .NET- und SQL-Server-Workloads, bauen neue Services auf Managed-Plattformen und behalten Identitäten, Sicherheit und Kosten im Griff.",
  offerings: [
    {
      icon: "building",
      title: "Azure-Landing-Zones",
      body: "Management Groups, Subscriptions, Azure Policy und Hub-and-Spoke-Netzwerke auf Basis des Cloud Adoption Framework.",
    },
    {
      icon: "lock",
      title: "Identitäten mit Entra ID",
      body: "Single Sign-on, Conditional Access, Managed Identities für Services und Entra External ID für kundenseitige Apps.",
    },
    {
      icon: "server",
      title: "Hosting von Anwendungen",
      body: "Workloads auf App Service, Azure Container Apps, AKS oder Azure Functions, abgestimmt auf die Anforderungen jeder Anwendung.",
    },
    {
      icon: "database",
      title: "Von SQL Server zu Azure SQL",
      body: "Migration lokaler SQL-Server-Installationen zu Azure SQL Database oder Managed Instance, mit Azure Hybrid Benefit für Ihre Lizenzen.",
    },
    {
      icon: "sparkles",
      title: "Integration von Azure OpenAI",
      body: "Azure-OpenAI-Services mit privater Netzanbindung und Inhaltsfilterung, über Azure AI Search mit Ihren Daten verbunden.",
    },
  ],
  outcomes: [
    {
      title: "Gesundheitsdaten bleiben im Land",
      body: "Für eine Krankenhausgruppe in den Golfstaaten läuft das Backend der Patienten-App in den VAE-Regionen von Azure, mit Private Endpoints und lückenloser Zugriffsprotokollierung, wie es die Vorgaben zur Datenhaltung verlangen.",
      caseStudy: "hospital-group-fhir-patient-app",
    },
    {
      title: "Einfachere Zugriffsverwaltung",
      body: "Managed Identities und Single Sign-on über Entra ID beseitigen geteilte Passwörter und gespeicherte Zugangsdaten aus den Anwendungen.",
    },
    {
      title: "Lizenzen, die sich auszahlen",
      body: "Azure Hybrid Benefit und reservierte Kapazität nutzen vorhandene Lizenzen für Windows Server und SQL Server weiter und senken die Betriebskosten.",
    },
  ],
  process: [
    {
      title: "Bestandsaufnahme",
      body: "Azure Migrate erfasst Server, Abhängigkeiten und Datenbanken, und wir ordnen jedem Workload einen Migrationsansatz zu.",
    },
    {
      title: "Landing Zone",
      body: "Governance, Identitäten, Netzwerk und Monitoring werden mit Bicep oder Terraform ausgerollt.",
    },
    {
      title: "Migrationswellen",
      body: "Anwendungen ziehen in geplanten Wellen um, jeweils mit Tests, Umstellungsfenstern und Rollback-Optionen.",
    },
    {
      title: "Betreiben und verbessern",
      body: "Reviews mit Azure Monitor, Defender for Cloud und Cost Management halten die Plattform nach der Migration in gutem Zustand.",
    },
  ],
  tech: [
    { name: "Microsoft Entra ID", use: "Identitäten, Single Sign-on und Conditional Access" },
    { name: "Azure Kubernetes Service", use: "Managed Kubernetes-Cluster" },
    { name: "Azure App Service", use: "Web-Apps und APIs hosten, ohne Server zu verwalten" },
    { name: "Azure Container Apps", use: "Serverlose Container, die bis auf null skalieren" },
    { name: "Azure Functions", use: "Ereignisgesteuerter Serverless-Code" },
    { name: "Azure SQL", use: "Verwaltete SQL-Server-Datenbanken" },
    { name: "Bicep", use: "Native Infrastructure as Code für Azure" },
    { name: "Azure OpenAI Service", use: "OpenAI-Modelle mit den Sicherheitskontrollen von Azure" },
    { name: "Azure Monitor", use: "Metriken, Logs und Tracing mit Application Insights" },
    { name: "Azure DevOps", use: "Repos, Boards und Pipelines für Microsoft-geprägte Teams" },
  ],
  faqs: [
    {
      question: "Ist Azure die richtige Wahl, wenn wir Microsoft 365 nutzen?",
      answer:
        "Oft ja, weil Identitäten, Lizenzen und Supportverträge ohnehin bei Microsoft liegen. Ein Automatismus ist das aber nicht: Sprechen die Kompetenzen Ihres Teams und Ihre Workloads für einen anderen Anbieter, vergleichen wir die Optionen ehrlich.",
    },
    {
      question: "Kann Azure unsere Daten in den VAE oder in Deutschland halten?",
      answer:
        "Ja. Azure hat Regionen in den VAE (Dubai und Abu Dhabi) und in Deutschland (Frankfurt und Berlin). Ressourcen, Backups und Replikation konfigurieren wir so, dass sie in den Regionen bleiben, die Ihre Vorschriften verlangen.",
    },
    {
      question: "Migrieren Sie .NET-Framework-Anwendungen nach Azure?",
      answer:
        "Ja. Manche lassen sich unverändert auf App Service oder in Windows-Container verschieben, andere profitieren davon, zuerst auf modernes .NET aktualisiert zu werden. Wir bewerten jede Anwendung, bevor wir uns entscheiden.",
    },
  ],
  related: ["dotnet", "sql-server", "devops-cloud", "aws"],
  cta: {
    title: "Sie bringen Microsoft-Workloads nach Azure?",
    body: "Sagen Sie uns, was heute on-premises läuft. Wir schlagen Ihnen einen Migrationsansatz, einen Zeitplan und die Lizenzen vor, die Sie weiterverwenden können.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
