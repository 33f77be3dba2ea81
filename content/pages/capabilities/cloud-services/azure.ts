import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /capabilities/cloud/azure. */
export const azure = {
  title: "Microsoft Azure Consulting and Migration | Alphai",
  description:
    "Azure services for Microsoft-centred teams: landing zones, Entra ID, AKS and App Service, Azure SQL migrations, Bicep or Terraform and Azure OpenAI.",
  h1: "Microsoft Azure architecture and migration",
  intro:
    "For organisations already running Microsoft 365, Active Directory and .NET, Azure is often the natural cloud. We design Azure landing zones, migrate .NET and SQL Server workloads, build new services on managed platforms and keep identity, security and costs under control.",
  offerings: [
    {
      icon: "building",
      title: "Azure landing zones",
      body: "Management groups, subscriptions, Azure Policy and hub-and-spoke networking based on the Cloud Adoption Framework.",
    },
    {
      icon: "lock",
      title: "Identity with Entra ID",
      body: "Single sign-on, conditional access, managed identities for services and Entra External ID for customer-facing apps.",
    },
    {
      icon: "server",
      title: "Application hosting",
      body: "Workloads on App Service, Azure Container Apps, AKS or Azure Functions, matched to each application's needs.",
    },
    {
      icon: "database",
      title: "SQL Server to Azure SQL",
      body: "Migrations of on-premises SQL Server to Azure SQL Database or Managed Instance, with Azure Hybrid Benefit applied to licences.",
    },
    {
      icon: "sparkles",
      title: "Azure OpenAI integration",
      body: "Azure OpenAI services with private networking and content filtering, connected to your data through Azure AI Search.",
    },
  ],
  outcomes: [
    {
      title: "Health data kept in-country",
      body: "For a GCC hospital group, the patient app's back end runs in Azure's UAE regions with private endpoints and full access logging, as residency rules require.",
      caseStudy: "hospital-group-fhir-patient-app",
    },
    {
      title: "Simpler access management",
      body: "Managed identities and Entra ID single sign-on remove shared passwords and stored credentials from applications.",
    },
    {
      title: "Licences put to work",
      body: "Azure Hybrid Benefit and reserved capacity reuse existing Windows Server and SQL Server licences to lower running costs.",
    },
  ],
  process: [
    {
      title: "Assessment",
      body: "Azure Migrate discovers servers, dependencies and databases, and we classify each workload by migration approach.",
    },
    {
      title: "Landing zone",
      body: "Governance, identity, networking and monitoring are deployed with Bicep or Terraform.",
    },
    {
      title: "Migration waves",
      body: "Applications move in planned waves with testing, cut-over windows and rollback options for each.",
    },
    {
      title: "Operate and improve",
      body: "Azure Monitor, Defender for Cloud and Cost Management reviews keep the platform healthy after migration.",
    },
  ],
  tech: [
    { name: "Microsoft Entra ID", use: "Identity, single sign-on and conditional access" },
    { name: "Azure Kubernetes Service", use: "Managed Kubernetes clusters" },
    { name: "Azure App Service", use: "Hosting web apps and APIs without managing servers" },
    { name: "Azure Container Apps", use: "Serverless containers with scale to zero" },
    { name: "Azure Functions", use: "Event-driven serverless code" },
    { name: "Azure SQL", use: "Managed SQL Server databases" },
    { name: "Bicep", use: "Native infrastructure as code for Azure" },
    { name: "Azure OpenAI Service", use: "OpenAI models with Azure security controls" },
    { name: "Azure Monitor", use: "Metrics, logs and Application Insights tracing" },
    { name: "Azure DevOps", use: "Repos, boards and pipelines for Microsoft-centred teams" },
  ],
  faqs: [
    {
      question: "Is Azure the right choice if we use Microsoft 365?",
      answer:
        "Often, because identity, licensing and support contracts already sit with Microsoft. It is not automatic, though: if your team's skills and workloads lean elsewhere, we will compare the options honestly.",
    },
    {
      question: "Can Azure keep our data in the UAE or Germany?",
      answer:
        "Yes. Azure has regions in the UAE (Dubai and Abu Dhabi) and Germany (Frankfurt and Berlin). We configure resources, backups and replication to stay within the regions your regulations require.",
    },
    {
      question: "Do you migrate .NET Framework applications to Azure?",
      answer:
        "Yes. Some can move to App Service or Windows containers as they are; others benefit from upgrading to modern .NET first. We assess each application before choosing.",
    },
  ],
  related: ["dotnet", "sql-server", "devops-cloud", "aws"],
  cta: {
    title: "Moving Microsoft workloads to Azure?",
    body: "Tell us what runs on-premises today. We will propose a migration approach, a timeline and the licences you can reuse.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
