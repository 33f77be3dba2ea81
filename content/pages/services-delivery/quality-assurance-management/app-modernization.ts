import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/app-modernization. */
export const appModernization = {
  title: "Legacy Application Modernization | Alphai",
  description:
    "Modernize legacy applications step by step: strangler fig migrations, framework upgrades, monolith decomposition and cloud moves, without a big-bang rewrite.",
  h1: "Application modernization",
  intro:
    "Legacy systems often hold years of business rules that nobody fully documented. Rewriting them from scratch is risky and slow. We modernize incrementally: we put tests around existing behaviour, then replace parts one at a time while the system stays in use.",
  offerings: [
    {
      icon: "search",
      title: "Legacy assessment",
      body: "Code, architecture and dependency analysis, end-of-life risks and a modernization options report comparing rehost, refactor and rebuild.",
    },
    {
      icon: "git-branch",
      title: "Strangler fig migration",
      body: "Routing traffic through a facade so new services take over features one by one, with the legacy path kept as a fallback until retired.",
    },
    {
      icon: "refresh-cw",
      title: "Framework and runtime upgrades",
      body: ".NET Framework to .NET 8, AngularJS to Angular or React, Java 8 to Java 21 with Spring Boot 3, and PHP 5 to current PHP versions.",
    },
    {
      icon: "layers",
      title: "Monolith decomposition",
      body: "Identifying bounded contexts, extracting a modular monolith first and splitting out services only where independent scaling or deployment pays off.",
    },
    {
      icon: "database",
      title: "Data migration",
      body: "Schema redesign, change data capture with Debezium and verified migrations from legacy databases to PostgreSQL or managed cloud databases.",
    },
    {
      icon: "cloud",
      title: "Cloud migration",
      body: "Containerising applications and moving them from on-premises servers to AWS, Azure or Google Cloud with infrastructure as code.",
    },
  ],
  outcomes: [
    {
      title: "No big-bang cutover",
      body: "Each increment goes live on its own and can be rolled back, so the business keeps running throughout the migration.",
    },
    {
      title: "Faster changes",
      body: "For a Bavarian banking group, its own API layer in place of vendor middleware ended twice-yearly vendor releases; its first premium API launched in six weeks.",
      caseStudy: "cooperative-bank-open-banking-api-layer",
    },
    {
      title: "Lower running costs",
      body: "Retiring licensed middleware and oversized servers commonly cuts yearly hosting and licensing costs by a fifth or more.",
    },
  ],
  process: [
    {
      title: "Assess",
      body: "We map the system, its integrations and business rules and rate each component by business value and technical risk.",
    },
    {
      title: "Safety net",
      body: "We add characterization tests, monitoring and a CI pipeline around the legacy code before changing it.",
    },
    {
      title: "Plan increments",
      body: "We choose the first slice, usually a contained module with clear value, and define a target architecture.",
    },
    {
      title: "Migrate and verify",
      body: "We build the new component, run it in parallel or behind a flag, compare results and switch traffic over gradually.",
    },
    {
      title: "Retire",
      body: "We remove the replaced legacy code and infrastructure so the old system actually shrinks.",
    },
  ],
  tech: [
    { name: ".NET 8", use: "Target runtime for .NET Framework and WebForms migrations" },
    { name: "Spring Boot 3", use: "Modern Java services replacing legacy J2EE applications" },
    { name: "Angular / React", use: "Replacing AngularJS, jQuery or server-rendered front ends" },
    { name: "YARP / NGINX", use: "Reverse proxy facades for strangler fig routing" },
    { name: "Debezium", use: "Change data capture to keep old and new databases in sync" },
    { name: "PostgreSQL", use: "Target database for many legacy data migrations" },
    { name: "Docker", use: "Containerising legacy and new components alike" },
    { name: "OpenRewrite", use: "Automated refactoring recipes for Java upgrades" },
    { name: "SonarQube", use: "Measuring code quality and technical debt over time" },
  ],
  faqs: [
    {
      question: "Should we rewrite or modernize incrementally?",
      answer:
        "Incremental modernization is safer in most cases because value is delivered continuously and the old system remains as a fallback. A full rewrite can make sense for small applications or when the existing platform cannot be run or extended at all.",
    },
    {
      question: "How long does a modernization take?",
      answer:
        "The assessment takes two to four weeks. The first migrated slice usually goes live within two to three months; the full programme depends on system size and is planned in quarterly phases.",
    },
    {
      question: "What if nobody knows how the old system works?",
      answer:
        "That is common. We reconstruct behaviour from code, logs, database contents and user interviews, and capture it in characterization tests that protect existing behaviour during the migration.",
    },
  ],
  related: ["app-support-maintenance", "digital-transformation", "devops-cloud", "dotnet"],
  cta: {
    title: "Plan a modernization without the big-bang risk",
    body: "Share a short description of your legacy system. We will suggest an assessment scope and the likely first slice to migrate.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
