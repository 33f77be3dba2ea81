import type { z } from "zod";
import type { serviceFamilySchema } from "../../../schema";

/** The page at /services/quality-assurance-management. */
export const qualityAssuranceManagement = {
  title: "QA, Product and Project Management Services | Alphai",
  description:
    "Quality assurance, product and project management, application support and legacy modernization to keep software useful, stable and delivered on schedule.",
  h1: "Quality assurance and delivery management",
  intro:
    "Good software needs more than good code. This family covers the work around it: testing that catches regressions before users do, product and project managers who keep scope and schedule honest, and the support and modernization that keep older systems running.",
  overview:
    "We group these services because they share one goal: predictable delivery of software that keeps working. QA engineers design risk-based test strategies and automate the checks that matter. Product managers turn goals into a prioritised backlog and measure whether released features are used. Project managers run plans, budgets, risks and stakeholder reporting. Once a system is live, our support team handles incidents, patches and dependency upgrades, and when a codebase has become too costly to change we plan a step-by-step modernization rather than a risky rewrite. Each service can be booked on its own or alongside a development team, under a fixed price, dedicated team or time & material model.",
  cards: {
    "quality-assurance":
      "Risk-based test strategies, automated suites with Playwright, Cypress and Appium, API and performance testing, and QA engineers embedded in your sprints.",
    "product-management":
      "Product managers who run discovery, own the roadmap and backlog, define success metrics and check with analytics whether shipped features are used.",
    "project-management":
      "Certified project managers who plan scope, budget and milestones, manage risks and dependencies and give stakeholders a clear weekly status report.",
    "app-support-maintenance":
      "Incident handling, bug fixing, security patches and dependency upgrades for live web and mobile applications, under an agreed service-level agreement.",
    "app-modernization":
      "Incremental migration of legacy applications to maintainable architectures and current frameworks, using the strangler fig pattern instead of a big-bang rewrite.",
  },
  whyUs: [
    {
      icon: "check-circle",
      title: "Quality built into the sprint",
      body: "Testers join refinement sessions and write acceptance criteria with developers, so defects are prevented early rather than found the week before release.",
    },
    {
      icon: "bar-chart",
      title: "Reporting you can act on",
      body: "Burn-up charts, defect trends, budget consumption and risk registers are shared weekly in plain language, with the decisions we need from you called out.",
    },
    {
      icon: "layers",
      title: "One partner from build to run",
      body: "The same company that builds, tests and manages your product can also support and modernize it, so knowledge is not lost between vendors.",
    },
  ],
  process: [
    {
      title: "Understand the context",
      body: "We review your product, codebase, release history and stakeholders to understand where quality or delivery is at risk.",
    },
    {
      title: "Agree the scope",
      body: "We define responsibilities, metrics and reporting, and choose an engagement model that fits how certain the scope is.",
    },
    {
      title: "Embed and deliver",
      body: "Our QA engineers, product and project managers or support engineers join your ceremonies and tools and start delivering.",
    },
    {
      title: "Review and adjust",
      body: "Every month we review the agreed metrics with you and adjust team size, focus or process based on the results.",
    },
  ],
  cta: {
    title: "Make your delivery more predictable",
    body: "Tell us where releases slip, bugs escape or an old system holds you back, and we will propose the right mix of QA, management and support.",
  },
} satisfies z.input<typeof serviceFamilySchema>;
