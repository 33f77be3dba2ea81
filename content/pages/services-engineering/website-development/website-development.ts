import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /services/website-development. */
export const websiteDevelopment = {
  title: "Custom Web Application Development | Alphai",
  description:
    "Web application development in React, Angular, Vue, .NET, Java, Python and Node.js: portals, SaaS platforms and APIs built to scale and stay maintainable.",
  h1: "Web application development on the stack that fits your product",
  intro:
    "Customer portals, SaaS platforms, internal tools and the APIs behind them. We build web applications in the major front-end and back-end stacks and choose based on your team, your integrations and where the product is going, not on what we used last.",
  overview:
    "Our web teams pair front-end engineers in React, Angular or Vue with back-end engineers in .NET, Java, Python or Node.js, plus QA and DevOps engineers from the same Lahore engineering centre. Architecture decisions are written down as short decision records, so your team can always see why a choice was made. Every project runs on the same baseline: TypeScript or strongly typed back ends, automated tests in CI, a preview deployment for each pull request, WCAG 2.2 AA accessibility and monitoring in production. We also take over existing codebases. A code and architecture audit comes first, then a plan to stabilise, upgrade and extend what you have instead of rewriting it by default.",
  cards: {
    angular:
      "Angular applications with standalone components, signals and typed reactive forms for large enterprise portals, plus upgrades from AngularJS and older versions.",
    dotnet:
      "ASP.NET Core APIs, Blazor front ends and Entity Framework Core, along with migrations from .NET Framework to modern .NET running in Linux containers.",
    react:
      "React and Next.js applications built with Server Components, TanStack Query and well-tested hooks, from content-heavy sites to complex SaaS dashboards.",
    java: "Spring Boot services on Java 21 for transactional, regulated systems, including Kafka-based integration and the step-by-step break-up of monoliths.",
    vue: "Vue 3 and Nuxt applications with the Composition API and Pinia, and planned migrations of Vue 2 codebases that no longer receive official fixes.",
    python:
      "Django and FastAPI back ends, admin-heavy platforms and data or machine learning services, written with type hints and covered by pytest.",
    node: "TypeScript back ends on Node.js with NestJS or Fastify: REST and GraphQL APIs, real-time features over WebSockets and queue-driven workers.",
  },
  whyUs: [
    {
      icon: "layers",
      title: "A stack chosen by fit",
      body: "We recommend a framework after looking at your team's skills, the local hiring market and your integrations, and we write the trade-offs down.",
    },
    {
      icon: "refresh-cw",
      title: "Takeovers without drama",
      body: "We regularly inherit codebases from other vendors. An audit, a safety net of tests and small upgrades come before any talk of a rewrite.",
    },
    {
      icon: "gauge",
      title: "Performance you can see",
      body: "Core Web Vitals and API latency are measured from real users and tracked on a shared dashboard, not claimed after a single lab run.",
    },
    {
      icon: "shield",
      title: "Secure by routine",
      body: "Dependency scanning, OWASP Top 10 checks and secrets management run in every pipeline, with penetration tests before major launches.",
    },
  ],
  process: [
    {
      title: "Technical discovery",
      body: "We map users, integrations, data and non-functional needs such as load, data residency and accessibility.",
    },
    {
      title: "Architecture and plan",
      body: "Stack, hosting and service boundaries are agreed in a short design document, together with a release plan and an estimate.",
    },
    {
      title: "Iterative delivery",
      body: "Two-week sprints, a preview environment for every pull request and a demo of working software at each review.",
    },
    {
      title: "Launch and operate",
      body: "Load tests, a rehearsed cut-over, production monitoring and an agreed support model after go-live.",
    },
  ],
  cta: {
    title: "Building a new web platform or rescuing an old one?",
    body: "Share the product, the users and the codebase if there is one. We will come back with a recommended stack, a team shape and a first milestone.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
