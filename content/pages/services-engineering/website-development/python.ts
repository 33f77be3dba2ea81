import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/website-development/python (also at /capabilities/backend/python). */
export const python = {
  title: "Python Development with Django and FastAPI | Alphai",
  description:
    "Python development with Django and FastAPI: APIs, admin-heavy platforms, data pipelines and machine learning services, fully typed and tested with pytest.",
  h1: "Python development for web platforms, data and AI services",
  intro:
    "Python is the language of data and machine learning, and Django and FastAPI make it productive for web platforms and APIs. We build typed, tested Python back ends that are easy to run and connect them to your data and AI work.",
  offerings: [
    {
      icon: "server",
      title: "Django platforms",
      body: "Django applications with Django REST Framework, a tailored admin for operations teams and solid permission models for multi-tenant products.",
    },
    {
      icon: "zap",
      title: "FastAPI services",
      body: "Async APIs with Pydantic models, automatic OpenAPI documentation and dependency injection for clean, testable code.",
    },
    {
      icon: "database",
      title: "Data pipelines",
      body: "Ingestion, transformation and scheduled jobs with Celery, Airflow or Dagster, built to be idempotent and observable.",
    },
    {
      icon: "brain",
      title: "Machine learning in production",
      body: "Model-serving endpoints, feature pipelines and monitoring for scikit-learn, PyTorch or LLM-based components.",
    },
    {
      icon: "settings",
      title: "Integrations and automation",
      body: "Connectors to payment providers, ERPs and third-party APIs, and one-off scripts turned into maintained, scheduled services.",
    },
    {
      icon: "refresh-cw",
      title: "Upgrades and code health",
      body: "Moves off Python 2 or old Django versions, with type hints checked by mypy, Ruff linting and pytest coverage added to legacy code.",
    },
  ],
  outcomes: [
    {
      title: "Results in days, not terms",
      body: "For an education foundation in rural Punjab, a Python sync API brings pupils' assessment results to the dashboard in three days instead of one school term.",
      caseStudy: "offline-learning-app-low-fee-schools",
    },
    {
      title: "Faster APIs",
      body: "Rewriting a synchronous Flask service in async FastAPI with connection pooling cut its p95 latency from 900 ms to 180 ms.",
    },
    {
      title: "Reliable nightly data",
      body: "Pipelines rebuilt with tests, retries and alerts in a tool such as Dagster stop failing silently, so nightly data is there in the morning.",
    },
  ],
  process: [
    {
      title: "Discovery",
      body: "We map the domain, data sources, integrations and expected load, and agree the framework.",
    },
    {
      title: "Design",
      body: "Data models, API contracts and background-job design, with security and hosting decisions written down.",
    },
    {
      title: "Build and test",
      body: "Typed code with pytest suites, factory-based fixtures and Ruff and mypy checks in CI on every pull request.",
    },
    {
      title: "Deploy and monitor",
      body: "Containerised deployments, Sentry error tracking and OpenTelemetry traces, with alerts that reach the right people.",
    },
  ],
  tech: [
    { name: "Python 3.12+", use: "Current language runtime with full type hints" },
    { name: "Django and DRF", use: "Web platforms, admin and REST APIs" },
    { name: "FastAPI", use: "Async APIs with Pydantic validation" },
    { name: "SQLAlchemy and Alembic", use: "ORM and schema migrations outside Django" },
    { name: "Celery", use: "Background tasks and scheduled jobs" },
    { name: "Airflow or Dagster", use: "Orchestration of data pipelines" },
    { name: "pandas", use: "Data transformation and analysis" },
    { name: "pytest", use: "Unit and integration testing" },
    { name: "Ruff and mypy", use: "Linting, formatting and static type checks" },
    { name: "uv", use: "Fast dependency management and reproducible environments" },
  ],
  faqs: [
    {
      question: "Should we use Django or FastAPI?",
      answer:
        "Django when you want batteries included: ORM, admin, authentication and a mature ecosystem for a full web platform. FastAPI for focused, high-throughput APIs and machine learning services. Some products use both, with Django for the core platform and FastAPI for specific services.",
    },
    {
      question: "Is Python fast enough for our API?",
      answer:
        "For most web workloads, yes. Response time is usually dominated by database and network calls, which async Python handles well. CPU-heavy paths can move to optimised libraries, background workers or, occasionally, another language.",
    },
    {
      question: "Can you put models our data scientists built into production?",
      answer:
        "Yes. We wrap notebooks and models into tested services with versioned artefacts, input validation, monitoring for data drift and a deployment pipeline your team can run.",
    },
    {
      question: "Do you maintain older Django projects?",
      answer:
        "Yes. We upgrade through supported Django LTS releases step by step, fixing deprecations and adding tests as we go.",
    },
  ],
  related: ["backend-development", "chatgpt-integration", "big-data", "postgresql"],
  cta: {
    title: "Building a Python platform or data service?",
    body: "Share what you need to build or fix. We will suggest a framework, an architecture and the team to deliver it.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
