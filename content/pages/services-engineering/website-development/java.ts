import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/website-development/java (also at /capabilities/backend/java). */
export const java = {
  title: "Java and Spring Boot Development Services | Alphai",
  description:
    "Java development on Spring Boot and Java 21: transactional APIs, Kafka event streaming, virtual threads and gradual modernisation of legacy monoliths.",
  h1: "Java development for systems that cannot afford to fail",
  intro:
    "Banks, insurers, telecoms and logistics firms run core systems on Java for good reasons: mature ecosystem, strong tooling, predictable performance under load. We build Spring Boot services on current LTS releases and modernise older Java EE and monolithic systems without risking operations.",
  offerings: [
    {
      icon: "server",
      title: "Spring Boot services and APIs",
      body: "REST and gRPC services on Spring Boot 3 with Spring Security, validation, OpenAPI contracts and Spring Data for persistence.",
    },
    {
      icon: "git-branch",
      title: "Event-driven integration",
      body: "Kafka producers and consumers with idempotent processing, a schema registry and dead-letter handling for reliable data flows between systems.",
    },
    {
      icon: "refresh-cw",
      title: "Monolith modernisation",
      body: "Strangler-fig migration of Java EE, WebLogic or older Spring applications into well-bounded services, one business capability at a time.",
    },
    {
      icon: "zap",
      title: "Performance and concurrency",
      body: "Virtual threads on Java 21, connection pool and JVM tuning, and profiling with Java Flight Recorder to fix latency and memory problems found under load.",
    },
    {
      icon: "shield",
      title: "Security for regulated environments",
      body: "OAuth 2.0 and OpenID Connect with Spring Security and Keycloak, audit trails and dependency scanning for banking, insurance and public-sector systems.",
    },
    {
      icon: "cloud",
      title: "Cloud-native Java",
      body: "Containerised services on Kubernetes with Spring Boot Actuator and Micrometer metrics, and GraalVM native images where fast startup matters.",
    },
  ],
  outcomes: [
    {
      title: "Fast APIs over a core system",
      body: "For a Bavarian banking group, a Spring Boot API layer over its core banking system cut p95 response times from over 4 seconds to 0.6 s.",
      caseStudy: "cooperative-bank-open-banking-api-layer",
    },
    {
      title: "Safer, more frequent releases",
      body: "Carving a well-bounded module out of a monolith lets it ship on its own cycle, often every two weeks instead of every quarter.",
    },
    {
      title: "Reliable integration",
      body: "Replacing nightly batch files with Kafka events between a distributor's ERP and warehouse system reduced stock mismatches by 60%.",
    },
  ],
  process: [
    {
      title: "System assessment",
      body: "We map modules, dependencies, data ownership and load profiles, and profile the hot paths in production.",
    },
    {
      title: "Target design",
      body: "Service boundaries, the data migration approach and integration contracts, agreed with your architects and security team.",
    },
    {
      title: "Incremental build",
      body: "Services or extracted capabilities delivered in sprints, with JUnit 5, Testcontainers and contract tests running in CI.",
    },
    {
      title: "Cut-over and operate",
      body: "Traffic moves gradually behind feature toggles with a rollback plan, backed by dashboards and alerts.",
    },
  ],
  tech: [
    { name: "Java 21 LTS", use: "Virtual threads, records, pattern matching and sealed types" },
    { name: "Spring Boot 3", use: "Services, configuration, Actuator and auto-configuration" },
    { name: "Spring Security", use: "Authentication and authorisation with OAuth 2.0 and OIDC" },
    { name: "Hibernate and Spring Data JPA", use: "Persistence on PostgreSQL, Oracle and SQL Server" },
    { name: "Apache Kafka", use: "Event streaming and integration between systems" },
    { name: "Quarkus", use: "Lightweight services where startup time and memory are critical" },
    { name: "Maven and Gradle", use: "Reproducible builds and dependency management" },
    { name: "JUnit 5 and Testcontainers", use: "Unit and integration tests with real dependencies" },
    { name: "Keycloak", use: "Identity and access management" },
    { name: "Micrometer and OpenTelemetry", use: "Metrics and traces in production" },
  ],
  faqs: [
    {
      question: "Which Java version should we be on?",
      answer:
        "For new work, the current LTS release, Java 21 or later. Applications on Java 8 or 11 can usually move to 21 in steps; the main effort is updating frameworks such as Spring Boot 2 to 3, which also requires the javax to jakarta namespace change.",
    },
    {
      question: "Do we need microservices?",
      answer:
        "Not necessarily. A well-structured modular monolith is often simpler to run. We split out services when there is a clear reason, such as independent scaling, a separate release cadence or a team boundary.",
    },
    {
      question: "Can you work with Oracle databases and on-premise infrastructure?",
      answer:
        "Yes. Many of our Java clients in banking and government run Oracle and their own data centres, and we deliver within those constraints, including on-premise build pipelines and restricted network access.",
    },
    {
      question: "How do you modernise a Java monolith without downtime?",
      answer:
        "With the strangler-fig pattern: a routing layer sends one capability at a time to the new service while the rest stays in the monolith, with data kept in sync until the old path is retired.",
    },
  ],
  related: ["backend-development", "app-modernization", "angular", "postgresql"],
  cta: {
    title: "Have a Java system that needs to scale or modernise?",
    body: "Tell us about your architecture, your Java version and your pain points. We will propose an assessment and a realistic modernisation path.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
