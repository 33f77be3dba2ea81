/**
 * Job openings: one page per role at `/about/careers/<slug>` (content/registry.ts `collections.roles`),
 * parsed with `roleSchema` (content/schema.ts) at build. A role is open until the end of its
 * `validThrough` day (UTC); after that it is unlisted, leaves the sitemap and its page answers 410 Gone.
 * Salaries are gross ranges, as published in the JobPosting's `baseSalary`.
 */
import type { z } from "zod";
import type { roleSchema } from "./schema";

type RoleInput = z.input<typeof roleSchema>;

const review = {
  title: "Application review",
  body: "A hiring manager from the team reads your application and CV and replies within ten working days, whatever the outcome.",
};
const intro = {
  title: "Introductory call",
  body: "A 30-minute video call about your experience, what you want from your next role and your questions about Alphai.",
};
const team = {
  title: "Team interview",
  body: "Meet the people you would work with, walk through your exercise and discuss trade-offs, feedback and collaboration.",
};
const offer = {
  title: "Offer",
  body: "A written offer with salary, benefits and start date, usually within a week of the team interview.",
};

const engineeringSteps = [
  review,
  intro,
  {
    title: "Practical exercise",
    body: "A short, paid take-home task or a live pairing session on a realistic problem; never unpaid work on client projects.",
  },
  team,
  offer,
];
const designSteps = [
  review,
  intro,
  {
    title: "Portfolio walkthrough",
    body: "You present two projects of your choice to two designers and an engineer: the problem, your process and what shipped.",
  },
  team,
  offer,
];
const marketingSteps = [
  review,
  intro,
  {
    title: "Case discussion",
    body: "A paid, two-hour case: you plan a campaign and its tracking for a fictional client and present it to the team.",
  },
  offer,
];

export const roles: readonly RoleInput[] = [
  {
    slug: "senior-react-engineer-lahore",
    title: "Senior React Engineer",
    seoTitle: "Senior React Engineer, Lahore | Alphai Careers",
    description:
      "Senior React Engineer at Alphai in Lahore: lead React and Next.js work for fintech and retail clients, mentor engineers. Full-time, on-site.",
    department: "Engineering",
    employmentType: "FULL_TIME",
    location: { office: "south-asia", remotePolicy: "on-site", label: "Lahore, Pakistan" },
    salary: { currency: "PKR", min: 450000, max: 650000, period: "MONTH" },
    posted: "2026-09-14",
    validThrough: "2027-01-15",
    summary:
      "Join our front-end chapter in Lahore to build customer-facing web products for fintech and retail clients in the Gulf and Europe. You will lead the React and Next.js side of a cross-functional squad, shape component architecture and mentor two to three mid-level engineers. Most projects use TypeScript, Next.js with React Server Components, TanStack Query and a Figma design system shared with our designers.",
    responsibilities: [
      "Design and build React and Next.js features end to end, from component API to production release.",
      "Set up and maintain state management, data fetching and caching patterns that the rest of the team can follow.",
      "Write tests with React Testing Library and Playwright, and keep the CI pipeline green and fast.",
      "Review pull requests and mentor mid-level engineers through pairing and clear written feedback.",
      "Work with designers on accessible, right-to-left-ready components that meet WCAG 2.2 AA.",
    ],
    requirements: [
      "At least five years of professional front-end development, including three or more with React.",
      "Strong TypeScript and a solid understanding of hooks, rendering behaviour and performance profiling.",
      "Production experience with Next.js App Router or a comparable server-rendering framework.",
      "Experience writing maintainable tests and working in a code-review culture.",
      "Clear written and spoken English for daily contact with international clients.",
    ],
    hiringSteps: engineeringSteps,
  },
  {
    slug: "senior-product-designer-dubai",
    title: "Senior Product Designer",
    seoTitle: "Senior Product Designer, Dubai | Alphai Careers",
    description:
      "Senior Product Designer at Alphai in Dubai: research, flows and design systems for banks and retailers across the GCC. Full-time, on-site.",
    department: "Design",
    employmentType: "FULL_TIME",
    location: { office: "gcc", remotePolicy: "on-site", label: "Dubai, United Arab Emirates" },
    salary: { currency: "AED", min: 22000, max: 30000, period: "MONTH" },
    posted: "2026-10-01",
    validThrough: "2027-01-31",
    summary:
      "Our Dubai design team runs discovery workshops and designs products for banks, retailers and government-adjacent clients across the GCC. As a senior product designer you will own the design of one or two client products at a time, from research and flows to a production-ready design system, working closely with engineers in Lahore.",
    responsibilities: [
      "Plan and run discovery workshops, user interviews and usability tests with client stakeholders and end users.",
      "Turn research into user flows, wireframes and high-fidelity interfaces in Figma.",
      "Build and maintain design systems with tokens, variants and documentation that engineers can rely on.",
      "Design bilingual Arabic and English interfaces that work in both right-to-left and left-to-right layouts.",
      "Present design decisions to client leadership and defend them with evidence.",
    ],
    requirements: [
      "Five or more years of product design experience with a portfolio of shipped web or mobile products.",
      "Confident facilitation of workshops and research sessions with senior stakeholders.",
      "Advanced Figma skills, including components, variables and auto layout.",
      "A working knowledge of accessibility guidelines and how interfaces are implemented in code.",
      "Arabic language skills are a strong advantage.",
    ],
    hiringSteps: designSteps,
  },
  {
    slug: "qa-automation-engineer-remote",
    title: "QA Automation Engineer",
    seoTitle: "QA Automation Engineer, Remote | Alphai Careers",
    description:
      "QA Automation Engineer at Alphai, remote in Pakistan or in Lahore: Playwright, mobile and API test suites on every pull request.",
    department: "Quality Assurance",
    employmentType: "FULL_TIME",
    location: {
      office: "south-asia",
      remotePolicy: "remote",
      remoteCountries: ["PK"],
      label: "Remote (Pakistan) or Lahore, Pakistan",
    },
    salary: { currency: "PKR", min: 250000, max: 380000, period: "MONTH" },
    posted: "2026-10-19",
    validThrough: "2027-02-19",
    summary:
      "Help our QA practice move more testing into automation across web, mobile and API projects. You will join a delivery squad, design the test strategy with the lead engineer and build suites that run on every pull request. The role is open to remote candidates in Pakistan, with an optional desk at our Lahore engineering centre and two on-site team days a quarter.",
    responsibilities: [
      "Design test strategies that balance unit, API, end-to-end and exploratory testing for each project.",
      "Build and maintain end-to-end suites with Playwright for web and Appium or Detox for mobile apps.",
      "Write API tests and contract checks, and integrate all suites into GitHub Actions or GitLab CI.",
      "Track flaky tests and defect trends, and report quality metrics to the squad each sprint.",
    ],
    requirements: [
      "Three or more years in QA, with at least two years of hands-on test automation.",
      "Good programming skills in TypeScript or JavaScript; Python or Java is a plus.",
      "Experience with Playwright, Cypress or Selenium and with API testing tools such as Postman.",
      "A methodical approach to exploratory testing and clear, reproducible bug reports.",
    ],
    hiringSteps: engineeringSteps,
  },
  {
    slug: "performance-marketing-manager-munich",
    title: "Performance Marketing Manager, DACH",
    seoTitle: "Performance Marketing Manager, Munich | Alphai",
    description:
      "Performance Marketing Manager for DACH clients at Alphai in Munich: paid search, paid social, consent-aware tracking and A/B tests.",
    department: "Marketing",
    employmentType: "FULL_TIME",
    location: { office: "dach", remotePolicy: "hybrid", label: "Munich, Germany (hybrid)" },
    salary: { currency: "EUR", min: 62000, max: 78000, period: "YEAR" },
    posted: "2026-11-03",
    validThrough: "2027-03-03",
    summary:
      "Our Munich office is growing its digital marketing team for clients in Germany, Austria and Switzerland. You will plan and run paid search, paid social and conversion work for B2B software and e-commerce clients, and work with our designers and engineers on landing pages, tracking and experiments.",
    responsibilities: [
      "Plan, launch and optimise Google Ads, Microsoft Ads and LinkedIn campaigns for DACH clients.",
      "Set up consent-aware tracking with Google Tag Manager and GA4 in line with GDPR and TDDDG requirements.",
      "Design and analyse A/B tests on landing pages together with our design and development teams.",
      "Report results to clients in German and English, with clear recommendations for the next month.",
    ],
    requirements: [
      "Three or more years of performance marketing in an agency or in-house role.",
      "Hands-on experience with Google Ads, GA4 and Looker Studio reporting.",
      "A sound understanding of consent management and privacy rules for tracking in the EU.",
      "Fluent German and very good English, written and spoken.",
    ],
    hiringSteps: marketingSteps,
  },
  {
    slug: "devops-engineer-aws-kubernetes",
    title: "DevOps Engineer (AWS and Kubernetes)",
    seoTitle: "DevOps Engineer (AWS, Kubernetes) | Alphai Careers",
    description:
      "DevOps Engineer at Alphai, remote in Germany, Austria or Switzerland or in Munich: AWS, Terraform, EKS and CI/CD for EU clients.",
    department: "Engineering",
    employmentType: "FULL_TIME",
    location: {
      office: "dach",
      remotePolicy: "remote",
      remoteCountries: ["DE", "AT", "CH"],
      label: "Remote (Germany, Austria, Switzerland) or Munich, Germany",
    },
    salary: { currency: "EUR", min: 72000, max: 92000, period: "YEAR" },
    posted: "2026-11-17",
    validThrough: "2027-03-17",
    summary:
      "Our cloud team designs, automates and runs infrastructure for clients from early-stage startups to regulated enterprises. This role focuses on European clients that need EU-hosted workloads, so you will work in Central European hours, either remotely within Europe or from our Munich office, with engineering colleagues in Lahore.",
    responsibilities: [
      "Build and maintain AWS infrastructure with Terraform, following least-privilege and tagging standards.",
      "Run Kubernetes workloads on EKS, including Helm charts, autoscaling and zero-downtime deployments.",
      "Design CI/CD pipelines with automated tests, security scans and controlled production releases.",
      "Set up monitoring, alerting and runbooks, and take part in a fairly shared on-call rotation.",
      "Support cost reviews and help clients reduce spend without reducing reliability.",
    ],
    requirements: [
      "Four or more years in DevOps, SRE or platform engineering roles.",
      "Production experience with AWS and Terraform; Azure or Google Cloud is a plus.",
      "Solid Kubernetes knowledge, including networking, RBAC and troubleshooting under load.",
      "Experience with observability tools such as Prometheus, Grafana or Datadog.",
      "Right to work in the EU and good English; German is an advantage.",
    ],
    hiringSteps: engineeringSteps,
  },
  {
    slug: "flutter-developer-lahore",
    title: "Flutter Developer",
    seoTitle: "Flutter Developer, Lahore | Alphai Careers",
    description:
      "Flutter Developer at Alphai in Lahore: cross-platform mobile apps for retail and healthcare clients. This role has closed; see the open roles.",
    department: "Engineering",
    employmentType: "FULL_TIME",
    location: { office: "south-asia", remotePolicy: "on-site", label: "Lahore, Pakistan" },
    salary: { currency: "PKR", min: 300000, max: 420000, period: "MONTH" },
    posted: "2026-08-04",
    validThrough: "2026-10-31",
    summary:
      "Build cross-platform mobile apps in Flutter for retail and healthcare clients, from the first screens to store releases, in a squad with a designer, a back-end engineer and a QA engineer at our Lahore engineering centre.",
    responsibilities: [
      "Build Flutter features end to end, from state management to platform channels where needed.",
      "Write widget and integration tests and keep release builds reproducible in CI.",
      "Prepare App Store and Google Play releases with the squad's QA engineer.",
    ],
    requirements: [
      "Two or more years of professional Flutter and Dart development with apps in the stores.",
      "Experience with Riverpod or Bloc and with REST or GraphQL back ends.",
      "Clear written English for daily contact with international clients.",
    ],
    hiringSteps: engineeringSteps,
  },
];
