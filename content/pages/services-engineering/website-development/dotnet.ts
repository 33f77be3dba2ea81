import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/website-development/dotnet (also at /capabilities/backend/net). */
export const dotnet = {
  title: ".NET and ASP.NET Core Development Services | Alphai",
  description:
    ".NET development with ASP.NET Core, Entity Framework Core and Blazor, plus migrations from .NET Framework to modern .NET on Azure or Linux containers.",
  h1: ".NET development for secure, high-throughput business systems",
  intro:
    "Modern .NET is fast, cross-platform and well suited to the systems enterprises depend on: APIs, integrations, internal portals and background processing. We build new services on current .NET LTS releases and move .NET Framework applications off Windows-only hosting without stopping the business.",
  offerings: [
    {
      icon: "server",
      title: "ASP.NET Core APIs",
      body: "REST and gRPC services with minimal APIs or controllers, OpenAPI contracts, versioning, rate limiting and authentication with Entra ID or OpenID Connect.",
    },
    {
      icon: "refresh-cw",
      title: ".NET Framework migration",
      body: "Assessment with the .NET Upgrade Assistant, then staged moves of Web Forms, WCF and MVC 5 applications to ASP.NET Core, often side by side behind YARP.",
    },
    {
      icon: "monitor",
      title: "Blazor and web front ends",
      body: "Blazor apps for teams that want C# across the stack, or ASP.NET Core back ends paired with Angular or React front ends.",
    },
    {
      icon: "database",
      title: "Data access and performance",
      body: "Entity Framework Core with tuned queries and compiled models, and Dapper for hot paths, on SQL Server, PostgreSQL or Azure SQL.",
    },
    {
      icon: "cloud",
      title: "Azure-native services",
      body: "Azure App Service, Container Apps, Functions and Service Bus, deployed with Bicep or Terraform and observed with Application Insights.",
    },
    {
      icon: "zap",
      title: "Real-time and background work",
      body: "SignalR for live dashboards and notifications, and hosted services or Hangfire for scheduled and long-running jobs.",
    },
  ],
  outcomes: [
    {
      title: "Fewer no-shows",
      body: "For a GCC hospital group, a .NET 8 FHIR layer over its EHR feeds a patient app with live booking and reminders, and outpatient no-shows fell by 31%.",
      caseStudy: "hospital-group-fhir-patient-app",
    },
    {
      title: "Faster responses",
      body: "Removing N+1 Entity Framework queries and adding output caching commonly brings p95 latency of busy endpoints down by a factor of three or more.",
    },
    {
      title: "A migration with no big bang",
      body: "A Web Forms back office was migrated route by route behind YARP over six months, with no downtime for its 600 daily users.",
    },
  ],
  process: [
    {
      title: "Assessment",
      body: "We inventory projects, dependencies and Windows-specific APIs, and measure performance and test coverage.",
    },
    {
      title: "Target architecture",
      body: "Hosting, data access, authentication and service boundaries are designed and agreed with your architects.",
    },
    {
      title: "Build or migrate in slices",
      body: "Features or routes move one slice at a time, each covered by xUnit tests and integration tests with Testcontainers.",
    },
    {
      title: "Operate",
      body: "Dashboards, alerts and runbooks in Application Insights or OpenTelemetry, with an agreed support model after go-live.",
    },
  ],
  tech: [
    { name: ".NET LTS releases", use: "Cross-platform runtime for APIs, workers and web apps" },
    { name: "ASP.NET Core", use: "Minimal APIs, MVC, gRPC and the middleware pipeline" },
    { name: "Entity Framework Core", use: "ORM with migrations for SQL Server, PostgreSQL and Azure SQL" },
    { name: "Blazor", use: "Interactive web interfaces written in C#" },
    { name: "SignalR", use: "Real-time updates over WebSockets" },
    { name: ".NET Aspire", use: "Local orchestration, service defaults and telemetry for distributed apps" },
    { name: "YARP", use: "Reverse proxy for incremental migrations from .NET Framework" },
    { name: "xUnit and Testcontainers", use: "Unit and integration tests against real databases" },
    { name: "Azure Service Bus", use: "Reliable messaging between services" },
    { name: "Application Insights", use: "Tracing, metrics and logs in Azure" },
  ],
  faqs: [
    {
      question: "Is it worth migrating from .NET Framework to modern .NET?",
      answer:
        ".NET Framework 4.8 is still supported on Windows, but it receives no new features and ties you to Windows hosting. Migration pays off when you need better performance, containers, cheaper Linux hosting or modern libraries. We assess each application and recommend migrating it, wrapping it or leaving it alone.",
    },
    {
      question: "Can our WCF services be migrated?",
      answer:
        "Yes. Depending on the clients that call them, we move WCF services to ASP.NET Core REST or gRPC APIs, or to CoreWCF where existing SOAP clients cannot change.",
    },
    {
      question: "Do you only host .NET applications on Azure?",
      answer:
        "No. Azure is the most common choice among our .NET clients, but modern .NET runs well in Linux containers on AWS, Google Cloud or on-premise Kubernetes.",
    },
    {
      question: "Should we use Blazor or a JavaScript framework?",
      answer:
        "Blazor is a good fit for internal tools and teams that are strongest in C#. For public-facing, search-sensitive or highly interactive products, we usually pair ASP.NET Core with React or Angular.",
    },
  ],
  related: ["backend-development", "azure", "sql-server", "angular"],
  cta: {
    title: "Have a .NET system to build or modernise?",
    body: "Tell us about your application, its .NET version and where it is hosted. We will suggest an approach and a first milestone.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
