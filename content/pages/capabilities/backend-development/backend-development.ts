import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /backend-development. */
export const backendDevelopment = {
  title: "Back-end Development Capabilities | Alphai",
  description:
    "Back-end engineering in .NET, Node.js, Java and Python: APIs, integrations and services designed for load, security and straightforward operations.",
  h1: "Back-end development for APIs and services that hold up",
  intro:
    "Behind every screen sit an API, a queue, a database and integrations that must keep working at 3 a.m. Our back-end engineers build those services in .NET, Node.js, Java and Python, with observability, security reviews and automated tests from the first commit.",
  overview:
    "We choose back-end languages by fit, not habit. .NET suits organisations already on Microsoft and Azure; Java and Spring Boot remain the default in banking and large enterprises; Node.js works well for real-time features and teams that want one language across the stack; Python is our first pick for data-heavy services and anything involving machine learning. Across all four we apply the same engineering standards: contract-first API design with OpenAPI, idempotent integrations, structured logs and traces with OpenTelemetry, secrets kept out of code, and load tests before launch. Most back-end work is delivered from our Lahore engineering centre, with solution architects in Dubai and Munich for workshops with your teams.",
  cards: {
    dotnet:
      ".NET 8 services and ASP.NET Core APIs with Entity Framework Core, plus migrations of .NET Framework applications to modern .NET on Linux containers.",
    node: "Node.js back ends in TypeScript with NestJS or Fastify: REST and GraphQL APIs, WebSocket features, background workers and BFF layers for web apps.",
    java: "Java and Spring Boot services for regulated, high-volume systems: transactional APIs, Kafka consumers and the gradual break-up of legacy monoliths.",
    python:
      "Python services with FastAPI and Django, data pipelines and machine learning endpoints, written with type hints, pytest suites and clear packaging.",
  },
  whyUs: [
    {
      icon: "server",
      title: "Designed for production, not demos",
      body: "Health checks, retries, rate limits and graceful shutdown are in the first release, and every service ships with dashboards and alerts.",
    },
    {
      icon: "shield",
      title: "Security reviewed by default",
      body: "Dependency scanning, OWASP API Top 10 checks and threat modelling for sensitive flows are part of our definition of done.",
    },
    {
      icon: "git-branch",
      title: "Contract-first integrations",
      body: "We agree OpenAPI or AsyncAPI contracts before coding, so front-end, mobile and partner teams can work in parallel against mocks.",
    },
  ],
  process: [
    {
      title: "Domain and integration mapping",
      body: "We map business capabilities, data ownership and every external system the service touches, including the ones nobody documented.",
    },
    {
      title: "Architecture and contracts",
      body: "Service boundaries, data stores and API contracts are agreed in a short written design, reviewed by your architects.",
    },
    {
      title: "Build, test and observe",
      body: "Features are delivered with unit, contract and integration tests, and with tracing and metrics wired into your monitoring stack.",
    },
    {
      title: "Load testing and launch",
      body: "We load test against realistic traffic with k6, fix the bottlenecks we find and run the cut-over with a rollback plan.",
    },
  ],
  cta: {
    title: "Planning a new API or replacing an old one?",
    body: "Share your current architecture and traffic, and we will suggest a language, a design and a realistic delivery plan.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
