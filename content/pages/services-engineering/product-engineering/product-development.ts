import type { z } from "zod";
import type { serviceDetailSchema } from "../../../schema";

/** The page at /services/product-engineering/product-development. */
export const productDevelopment = {
  title: "Custom Software Product Development | Alphai",
  description:
    "End-to-end product development: MVPs and mature platforms built by cross-functional squads with CI/CD, automated testing and clear release metrics.",
  h1: "Product development from MVP to a platform that scales",
  intro:
    "We build software products end to end: web and mobile front ends, APIs, data and infrastructure. A cross-functional squad takes your product from first usable release to stable platform, shipping every sprint and reporting on metrics you care about, not hours burned.",
  offerings: [
    {
      icon: "rocket",
      title: "MVP development",
      body: "A first release scoped to the smallest set of features that can prove the business case, typically live in 10 to 16 weeks.",
    },
    {
      icon: "code",
      title: "Full-stack engineering",
      body: "Web, mobile and back-end development in React, Angular, Flutter, Node.js, .NET, Java or Python, chosen to suit your team and roadmap.",
    },
    {
      icon: "git-branch",
      title: "CI/CD and environments",
      body: "Automated builds, tests and deployments from the first sprint, with preview environments and infrastructure defined as code.",
    },
    {
      icon: "bug",
      title: "Built-in quality assurance",
      body: "QA engineers in the squad write automated tests alongside features and run exploratory testing before each release.",
    },
    {
      icon: "trending-up",
      title: "Scaling and hardening",
      body: "Performance profiling, caching, database tuning and architecture changes when traffic, data or team size outgrow the MVP.",
    },
    {
      icon: "users",
      title: "Team extension",
      body: "A dedicated squad that works inside your rituals and tools when you already have a product lead but need more engineering capacity.",
    },
  ],
  outcomes: [
    {
      title: "Delivered in funded phases",
      body: "For a Geneva sports charity, a platform built in two fixed-price phases matched to its grant cycle cut quarterly donor reporting from three weeks to three days.",
      caseStudy: "sports-for-development-programme-platform",
    },
    {
      title: "Releases become routine",
      body: "Trunk-based development and automated deployments typically take teams from one release a month to several a week.",
    },
    {
      title: "Stable under growth",
      body: "Load tests against expected peaks, caching and query tuning before launch keep response times steady as active users grow several times over.",
    },
  ],
  process: [
    {
      title: "Inception",
      body: "We confirm scope, architecture, team and release plan, and set up repositories, pipelines and environments.",
    },
    {
      title: "Sprint delivery",
      body: "Two-week sprints with planning, a demo of working software and a retrospective, all with your product owner.",
    },
    {
      title: "Release",
      body: "Staged rollouts behind feature flags, with monitoring and a rollback plan for every production deployment.",
    },
    {
      title: "Measure and evolve",
      body: "Product analytics and user feedback feed the backlog, and we revisit the architecture as the product grows.",
    },
  ],
  tech: [
    { name: "React and Next.js", use: "Web front ends and server-rendered product surfaces" },
    { name: "Flutter", use: "Cross-platform mobile apps from one Dart codebase" },
    { name: "Node.js and NestJS", use: "TypeScript APIs, real-time features and background workers" },
    { name: "Spring Boot and .NET", use: "Transactional services for enterprise and regulated domains" },
    { name: "PostgreSQL", use: "Default relational store for product data" },
    { name: "GitHub Actions", use: "Build, test and deployment pipelines" },
    { name: "Terraform", use: "Infrastructure as code on AWS, Azure or Google Cloud" },
    { name: "Sentry", use: "Error tracking and performance monitoring in production" },
    { name: "PostHog", use: "Product analytics, funnels and feature flags" },
  ],
  faqs: [
    {
      question: "How do you estimate a product build?",
      answer:
        "We break the scope into features, estimate them as ranges with the engineers who will build them, and add explicit allowances for integration risk. For a fixed-price MVP the scope is frozen at a level of detail we both sign off; for ongoing work we use a dedicated team or time and material and re-plan each quarter.",
    },
    {
      question: "What does a typical product squad look like?",
      answer:
        "For an MVP, usually a product lead, a designer, three to five engineers and a QA engineer, with a part-time architect and DevOps engineer. The squad grows or shrinks with the roadmap.",
    },
    {
      question: "Who owns the code and the infrastructure?",
      answer:
        "You do, from the first commit. Code lives in your repositories, infrastructure runs in your cloud accounts, and intellectual property is assigned to you in the contract.",
    },
    {
      question: "Can you take over a product another vendor started?",
      answer:
        "Yes. We begin with a two-week code and architecture audit, put tests around the riskiest parts, then continue delivery, improving the codebase as we go rather than rewriting it.",
    },
  ],
  related: ["discovery", "devops-ci-cd", "quality-assurance", "our-team"],
  cta: {
    title: "Ready to build your product?",
    body: "Tell us about the product, the timeline and your budget range. We will come back with a team proposal and a plan for the first release.",
  },
} satisfies z.input<typeof serviceDetailSchema>;
