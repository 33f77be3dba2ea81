import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/website-development/dotnet (auch unter /de/capabilities/backend/net). */
export const dotnet = {
  title: ".NET- und ASP.NET-Core-Entwicklung | Alphai",
  description:
    ".NET-Entwicklung mit ASP.NET Core, Entity Framework Core und Blazor sowie Migrationen vom .NET Framework auf modernes .NET in Azure oder Linux-Containern.",
  h1: ".NET-Entwicklung für sichere Geschäftssysteme mit hohem Durchsatz",
  intro:
    "Modernes .NET ist schnell, plattformübergreifend und wie geschaffen für die Systeme, auf die Unternehmen angewiesen sind: APIs, Integrationen, interne Portale und Hintergrundverarbeitung. Wir entwickeln neue Services auf aktuellen .NET-LTS-Releases und lösen .NET-Framework-Anwendungen vom reinen Windows-Hosting, ohne den Geschäftsbetrieb anzuhalten.",
  offerings: [
    {
      icon: "server",
      title: "ASP.NET-Core-APIs",
      body: "REST- und gRPC-Services mit Minimal APIs oder Controllern, OpenAPI-Verträgen, Versionierung, Rate Limiting und Authentifizierung über Entra ID oder OpenID Connect.",
    },
    {
      icon: "refresh-cw",
      title: "Migration vom .NET Framework",
      body: "Analyse mit dem .NET Upgrade Assistant, dann schrittweiser Umzug von Web-Forms-, WCF- und MVC-5-Anwendungen auf ASP.NET Core, oft im Parallelbetrieb hinter YARP.",
    },
    {
      icon: "monitor",
      title: "Blazor und Web-Frontends",
      body: "Blazor-Apps für Teams, die C# im gesamten Stack einsetzen möchten, oder ASP.NET-Core-Backends mit Frontends in Angular oder React.",
    },
    {
      icon: "database",
      title: "Datenzugriff und Performance",
      body: "Entity Framework Core mit optimierten Abfragen und kompilierten Modellen sowie Dapper für Hot Paths, auf SQL Server, PostgreSQL oder Azure SQL.",
    },
    {
      icon: "cloud",
      title: "Azure-native Services",
      body: "Azure App Service, Container Apps, Functions und Service Bus, bereitgestellt mit Bicep oder Terraform und überwacht mit Application Insights.",
    },
    {
      icon: "zap",
      title: "Echtzeit und Hintergrundverarbeitung",
      body: "SignalR für Live-Dashboards und Benachrichtigungen sowie Hosted Services oder Hangfire für geplante und lang laufende Jobs.",
    },
  ],
  outcomes: [
    {
      title: "Weniger versäumte Termine",
      body: "Für eine Klinikgruppe in den Golfstaaten speist eine FHIR-Schicht auf .NET 8 über ihrer elektronischen Patientenakte eine Patienten-App mit Live-Buchung und Erinnerungen; versäumte ambulante Termine gingen um 31 % zurück.",
      caseStudy: "hospital-group-fhir-patient-app",
    },
    {
      title: "Schnellere Antwortzeiten",
      body: "Das Entfernen von N+1-Abfragen in Entity Framework und Output Caching senken die p95-Latenz stark frequentierter Endpunkte häufig um den Faktor drei oder mehr.",
    },
    {
      title: "Eine Migration ohne Big Bang",
      body: "Ein Backoffice auf Web Forms wurde über sechs Monate Route für Route hinter YARP migriert, ohne Ausfallzeit für seine 600 täglichen Nutzer.",
    },
  ],
  process: [
    {
      title: "Analyse",
      body: "Wir inventarisieren Projekte, Abhängigkeiten und Windows-spezifische APIs und messen Performance und Testabdeckung.",
    },
    {
      title: "Zielarchitektur",
      body: "Hosting, Datenzugriff, Authentifizierung und Service-Grenzen werden gemeinsam mit Ihren Architekten entworfen und abgestimmt.",
    },
    {
      title: "Neubau oder Migration in Etappen",
      body: "Features oder Routen ziehen Stück für Stück um, jedes abgesichert durch xUnit-Tests und Integrationstests mit Testcontainers.",
    },
    {
      title: "Betrieb",
      body: "Dashboards, Alerts und Runbooks in Application Insights oder OpenTelemetry, mit einem vereinbarten Supportmodell nach dem Go-live.",
    },
  ],
  tech: [
    { name: ".NET-LTS-Releases", use: "Plattformübergreifende Runtime für APIs, Worker und Web-Apps" },
    { name: "ASP.NET Core", use: "Minimal APIs, MVC, gRPC und die Middleware-Pipeline" },
    { name: "Entity Framework Core", use: "ORM mit Migrationen für SQL Server, PostgreSQL und Azure SQL" },
    { name: "Blazor", use: "Interaktive Weboberflächen in C#" },
    { name: "SignalR", use: "Echtzeit-Updates über WebSockets" },
    { name: ".NET Aspire", use: "Lokale Orchestrierung, Service-Defaults und Telemetrie für verteilte Apps" },
    { name: "YARP", use: "Reverse Proxy für schrittweise Migrationen vom .NET Framework" },
    { name: "xUnit und Testcontainers", use: "Unit- und Integrationstests gegen echte Datenbanken" },
    { name: "Azure Service Bus", use: "Zuverlässiges Messaging zwischen Services" },
    { name: "Application Insights", use: "Tracing, Metriken und Logs in Azure" },
  ],
  faqs: [
    {
      question: "Lohnt sich die Migration vom .NET Framework auf modernes .NET?",
      answer:
        ".NET Framework 4.8 wird unter Windows weiterhin unterstützt, erhält aber keine neuen Funktionen und bindet Sie an Windows-Hosting. Eine Migration lohnt sich, wenn Sie bessere Performance, Container, günstigeres Linux-Hosting oder moderne Bibliotheken brauchen. Wir bewerten jede Anwendung und empfehlen, sie zu migrieren, zu kapseln oder so zu lassen, wie sie ist.",
    },
    {
      question: "Lassen sich unsere WCF-Services migrieren?",
      answer:
        "Ja. Je nachdem, welche Clients sie aufrufen, überführen wir WCF-Services in REST- oder gRPC-APIs mit ASP.NET Core oder in CoreWCF, wenn bestehende SOAP-Clients nicht angepasst werden können.",
    },
    {
      question: "Hosten Sie .NET-Anwendungen nur auf Azure?",
      answer:
        "Nein. Azure ist bei unseren .NET-Kunden die häufigste Wahl, aber modernes .NET läuft ebenso gut in Linux-Containern auf AWS, Google Cloud oder in Kubernetes im eigenen Rechenzentrum.",
    },
    {
      question: "Sollten wir Blazor oder ein JavaScript-Framework verwenden?",
      answer:
        "Blazor passt gut zu internen Tools und zu Teams, deren Stärke C# ist. Für öffentliche, suchmaschinenrelevante oder stark interaktive Produkte kombinieren wir ASP.NET Core meist mit React oder Angular.",
    },
  ],
  related: ["backend-development", "azure", "sql-server", "angular"],
  cta: {
    title: "Sie wollen ein .NET-System bauen oder modernisieren?",
    body: "Erzählen Sie uns von Ihrer Anwendung, ihrer .NET-Version und davon, wo sie gehostet wird. Wir schlagen einen Ansatz und einen ersten Meilenstein vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
