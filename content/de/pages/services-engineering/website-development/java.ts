import type { z } from "zod";
import type { serviceDetailSchema } from "../../../../schema";

/** Die Seite /de/services/website-development/java (auch unter /de/capabilities/backend/java). */
export const java = {
  title: "Java- und Spring-Boot-Entwicklung | Alphai",
  description:
    "Java-Entwicklung mit Spring Boot und Java 21: transaktionale APIs, Event-Streaming mit Kafka, Virtual Threads und schrittweise Modernisierung von Monolithen.",
  h1: "Java-Entwicklung für Systeme, die nicht ausfallen dürfen",
  intro:
    "Banken, Versicherer, Telekommunikations- und Logistikunternehmen betreiben ihre Kernsysteme aus gutem Grund auf Java: ausgereiftes Ökosystem, starkes Tooling, berechenbare Performance unter Last. Wir entwickeln neue Spring-Boot-Services auf aktuellen Java-LTS-Releases und modernisieren ältere Java-EE- und monolithische Systeme, ohne den laufenden Betrieb zu gefährden.",
  offerings: [
    {
      icon: "server",
      title: "Spring-Boot-Services und APIs",
      body: "REST- und gRPC-Services auf Spring Boot 3 mit Spring Security, Validierung, OpenAPI-Verträgen und Spring Data für die Persistenz.",
    },
    {
      icon: "git-branch",
      title: "Ereignisgesteuerte Integration",
      body: "Kafka-Producer und -Consumer mit idempotenter Verarbeitung, Schema Registry und Dead-Letter-Handling für zuverlässige Datenflüsse zwischen Systemen.",
    },
    {
      icon: "refresh-cw",
      title: "Modernisierung von Monolithen",
      body: "Migration von Java-EE-, WebLogic- oder älteren Spring-Anwendungen nach dem Strangler-Fig-Muster in klar abgegrenzte Services, eine fachliche Funktion nach der anderen.",
    },
    {
      icon: "zap",
      title: "Performance und Nebenläufigkeit",
      body: "Virtual Threads auf Java 21, Tuning von Connection Pools und JVM sowie Profiling mit Java Flight Recorder, um Latenz- und Speicherprobleme unter Last zu beheben.",
    },
    {
      icon: "shield",
      title: "Sicherheit für regulierte Umgebungen",
      body: "OAuth 2.0 und OpenID Connect mit Spring Security und Keycloak, Audit-Trails und Dependency-Scans für Systeme in Banken, Versicherungen und öffentlicher Verwaltung.",
    },
    {
      icon: "cloud",
      title: "Cloud-native Java-Services",
      body: "Containerisierte Services auf Kubernetes mit Spring Boot Actuator und Micrometer-Metriken sowie GraalVM Native Images, wo ein schneller Start zählt.",
    },
  ],
  outcomes: [
    {
      title: "Schnelle APIs über einem Kernsystem",
      body: "Für eine bayerische Bankengruppe senkte eine API-Schicht mit Spring Boot über dem Kernbankensystem die p95-Antwortzeiten von über 4 Sekunden auf 0,6 s.",
      caseStudy: "cooperative-bank-open-banking-api-layer",
    },
    {
      title: "Sicherere, häufigere Releases",
      body: "Wird ein klar abgegrenztes Modul aus einem Monolithen herausgelöst, kann es in eigenem Rhythmus ausgeliefert werden, oft alle zwei Wochen statt einmal im Quartal.",
    },
    {
      title: "Zuverlässige Integration",
      body: "Kafka-Events statt nächtlicher Batch-Dateien zwischen dem ERP und dem Lagerverwaltungssystem eines Großhändlers reduzierten Bestandsabweichungen um 60 %.",
    },
  ],
  process: [
    {
      title: "Systemanalyse",
      body: "Wir erfassen Module, Abhängigkeiten, Datenhoheit und Lastprofile und analysieren die Hot Paths in Produktion per Profiling.",
    },
    {
      title: "Zieldesign",
      body: "Service-Grenzen, Ansatz für die Datenmigration und Integrationsverträge, abgestimmt mit Ihren Architekten und Ihrem Security-Team.",
    },
    {
      title: "Schrittweiser Aufbau",
      body: "Services oder herausgelöste Funktionen, geliefert in Sprints, mit JUnit 5, Testcontainers und Contract-Tests in der CI.",
    },
    {
      title: "Umstellung und Betrieb",
      body: "Der Traffic wird schrittweise hinter Feature Toggles umgeleitet, mit Rollback-Plan und abgesichert durch Dashboards und Alerts.",
    },
  ],
  tech: [
    { name: "Java 21 LTS", use: "Virtual Threads, Records, Pattern Matching und Sealed Types" },
    { name: "Spring Boot 3", use: "Services, Konfiguration, Actuator und Auto-Configuration" },
    { name: "Spring Security", use: "Authentifizierung und Autorisierung mit OAuth 2.0 und OIDC" },
    { name: "Hibernate und Spring Data JPA", use: "Persistenz auf PostgreSQL, Oracle und SQL Server" },
    { name: "Apache Kafka", use: "Event-Streaming und Integration zwischen Systemen" },
    { name: "Quarkus", use: "Schlanke Services, wo Startzeit und Speicherbedarf kritisch sind" },
    { name: "Maven und Gradle", use: "Reproduzierbare Builds und Abhängigkeitsverwaltung" },
    { name: "JUnit 5 und Testcontainers", use: "Unit- und Integrationstests mit echten Abhängigkeiten" },
    { name: "Keycloak", use: "Identitäts- und Zugriffsverwaltung" },
    { name: "Micrometer und OpenTelemetry", use: "Metriken und Traces im Produktivbetrieb" },
  ],
  faqs: [
    {
      question: "Welche Java-Version sollten wir einsetzen?",
      answer:
        "Für neue Projekte das aktuelle LTS-Release, also Java 21 oder neuer. Anwendungen auf Java 8 oder 11 lassen sich meist schrittweise auf 21 heben; der Hauptaufwand liegt im Update von Frameworks wie Spring Boot 2 auf 3, das auch den Wechsel vom javax- zum jakarta-Namespace erfordert.",
    },
    {
      question: "Brauchen wir Microservices?",
      answer:
        "Nicht unbedingt. Ein gut strukturierter modularer Monolith ist oft einfacher zu betreiben. Services lösen wir heraus, wenn es einen klaren Grund gibt, etwa unabhängige Skalierung, einen eigenen Release-Rhythmus oder eine Teamgrenze.",
    },
    {
      question: "Arbeiten Sie mit Oracle-Datenbanken und On-Premises-Infrastruktur?",
      answer:
        "Ja. Viele unserer Java-Kunden aus Bankwesen und Verwaltung betreiben Oracle und eigene Rechenzentren, und wir arbeiten innerhalb dieser Vorgaben, einschließlich Build-Pipelines vor Ort und eingeschränktem Netzwerkzugang.",
    },
    {
      question: "Wie modernisieren Sie einen Java-Monolithen ohne Ausfallzeit?",
      answer:
        "Mit dem Strangler-Fig-Muster: Eine Routing-Schicht leitet jeweils eine Funktion an den neuen Service weiter, während der Rest im Monolithen bleibt. Die Daten werden synchron gehalten, bis der alte Pfad stillgelegt wird.",
    },
  ],
  related: ["backend-development", "app-modernization", "angular", "postgresql"],
  cta: {
    title: "Ihr Java-System muss skalieren oder modernisiert werden?",
    body: "Erzählen Sie uns von Ihrer Architektur, Ihrer Java-Version und Ihren Schmerzpunkten. Wir schlagen eine Analyse und einen realistischen Modernisierungspfad vor.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
